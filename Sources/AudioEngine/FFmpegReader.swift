import AudioLengths
import CFFmpeg
import CFFmpegLoader

/// Streams one audio file through FFmpeg as interleaved stereo Int16 at 44.1 kHz.
///
/// libavformat opens every container an iPod library holds (MP3, MP4/M4A/M4B, ADTS AAC,
/// FLAC, Ogg Vorbis/Opus, WAV, AIFF) and libavcodec decodes it; `PlayableWindow` cuts the
/// encoder's delay and padding by timestamp and `SampleConverter` brings the rest to the
/// output format. Bad packets are skipped like any player would; a file that yields no
/// audio at all reports why. Used by one thread at a time.
final class FFmpegReader {
  /// How far a read may go without a packet coming out (or a seek) before what follows is
  /// taken for something other than audio (a preallocated download's zeros): far more than any
  /// frame or the gap between two, and little enough that the MP3 parser, which gathers what it
  /// reads while it looks for a frame, stays within tens of megabytes. The open may read eight
  /// of these (128 MiB of pictures, covers and tags) and a leading ID3v2 tag before its first.
  static let readBudget = 16 << 20

  let path: String
  /// The file's own sample rate and channel count.
  let sampleRate: Int
  let channels: Int
  /// Playable frames at the file's rate: exact when the container records the length
  /// (gapless metadata, sample tables), an MP3's or ADTS stream's frames counted when no tag
  /// says (FFmpeg would guess from the bitrate), otherwise FFmpeg's estimate.
  let frames: Int
  /// What the tags say about the song's loudness (Sound Check).
  let loudness: LoudnessTags

  private enum State { case reading, draining, done }

  private var format: UnsafeMutablePointer<AVFormatContext>?
  private var codec: UnsafeMutablePointer<AVCodecContext>?
  /// Allocated once the file opened: FFmpeg is loaded by the open.
  private var packet: UnsafeMutablePointer<AVPacket>?
  private var frame: UnsafeMutablePointer<AVFrame>?
  private let streamIndex: Int32
  private let timeBase: AVRational
  private let window: PlayableWindow
  /// Frames decoded and dropped before a seek target, so lossy decoders have rebuilt their
  /// overlap (and MP3 its bit reservoir) by the time the kept samples start.
  private let preroll: Int
  private let converter = SampleConverter()
  /// Decoded samples before this position are dropped (the window's start, or a seek target).
  private var keepFrom: Int
  /// Where the next frame starts when it carries no timestamp.
  private var nextPosition: Int?
  private var state = State.reading
  private var producedAudio = false
  /// One past the last sample kept, on the stream's timeline.
  private var keptEnd: Int?
  private var lastError: String?
  private var failure: String?

  /// Opens `path`; throws a human-readable reason when it is not audio FFmpeg can decode.
  init(path: String) throws(AudioError) {
    self.path = path
    let opened: (UnsafeMutablePointer<AVFormatContext>, UnsafeMutablePointer<AVCodecContext>, Int32)
    do { opened = try Self.open(path) } catch { throw .cannotDecode(path: path, reason: error.reason) }
    (format, codec, streamIndex) = opened
    packet = av_packet_alloc()
    frame = av_frame_alloc()
    let stream = opened.0.pointee.streams[Int(streamIndex)]!.pointee
    loudness = Self.loudness(format: opened.0, stream: opened.0.pointee.streams[Int(streamIndex)]!)
    timeBase = stream.time_base
    sampleRate = Int(opened.1.pointee.sample_rate)
    channels = Int(opened.1.pointee.ch_layout.nb_channels)
    let facts = Self.facts(format: opened.0, stream: stream, rate: sampleRate, path: path)
    window = PlayableWindow.choose(facts)
    keepFrom = window.first
    preroll = max(Int(stream.codecpar.pointee.seek_preroll), 4_608)
    if let end = window.end {
      frames = max(0, end - window.first)
    } else if facts.isMP3, let length = MP3Length.read(path: path), length.sampleRate == sampleRate {
      frames = length.samples
    } else if facts.isADTS, window.first == 0, let length = ADTSLength.read(path: path), length.sampleRate == sampleRate
    {
      frames = length.samples
    } else {
      let duration =
        stream.duration != ipod_av_nopts_value()
        ? Int(av_rescale_q(stream.duration, stream.time_base, AVRational(num: 1, den: Int32(sampleRate))))
        : Int(Double(max(0, opened.0.pointee.duration)) / Double(AV_TIME_BASE) * Double(sampleRate))
      // FFmpeg counts Opus pre-skip (initial padding) in the duration although it removes it.
      frames = max(
        0,
        duration - Int(stream.codecpar.pointee.initial_padding)
          - max(0, window.first - (facts.startTime ?? 0)))
    }
  }

  deinit {
    avcodec_free_context(&codec)
    FFmpegInput.close(&format)
    av_packet_free(&packet)
    av_frame_free(&frame)
  }

  /// Duration in seconds at the file's own rate.
  var duration: Double { Double(frames) / Double(sampleRate) }

  /// The playable frames decoding found once it reached the natural end (nil before, or
  /// after a failure): exact whatever the container claimed, and the same after seeks,
  /// since positions are on the stream's own timeline.
  var measuredFrames: Int? {
    guard state == .done, errorDescription == nil, let keptEnd else { return nil }
    return max(0, keptEnd - window.first)
  }

  /// Why decoding stopped early, if it did (nil at a natural end).
  var errorDescription: String? { failure ?? converter.errorDescription }

  /// Moves to `frame` (file rate, 0 = first playable sample); false when the file cannot seek.
  func seek(toFrame target: Int) -> Bool {
    guard let format, let codec else { return false }
    let position = window.first + max(0, target)
    let from = av_rescale_q(Int64(max(0, position - preroll)), AVRational(num: 1, den: Int32(sampleRate)), timeBase)
    guard av_seek_frame(format, streamIndex, from, AVSEEK_FLAG_BACKWARD) >= 0 else { return false }
    avcodec_flush_buffers(codec)
    converter.reset()
    keepFrom = position
    nextPosition = nil
    state = .reading
    return true
  }

  /// Appends about `maxFrames` output frames (44.1 kHz stereo) to `out`; returns how many.
  /// Zero means the end of the music, or a failure when `errorDescription` is non-nil.
  func read(into out: inout [Int16], maxFrames: Int) -> Int {
    let start = out.count
    while state != .done, out.count - start < maxFrames * 2, let codec, let frame {
      let status = avcodec_receive_frame(codec, frame)
      if status >= 0 {
        take(frame, into: &out)
        av_frame_unref(frame)
      } else if status == ipod_averror_eof() {
        finish(into: &out)
      } else {
        if status != ipod_averror_eagain() { lastError = FFmpegError.describe(status) }
        feed(codec)
      }
    }
    return (out.count - start) / 2
  }

  /// Hands the decoder its next packet, or the end-of-stream signal.
  private func feed(_ codec: UnsafeMutablePointer<AVCodecContext>) {
    guard state == .reading, let format, let packet else {
      if state == .draining { state = .done }  // nothing more will come out
      return
    }
    while true {
      let status = av_read_frame(format, packet)
      if status < 0 {
        // The budget's end is the music's: what follows is not audio (zeros, junk).
        if status != ipod_averror_eof(), !FFmpegInput.budgetSpent(format) { lastError = FFmpegError.describe(status) }
        avcodec_send_packet(codec, nil)
        state = .draining
        return
      }
      defer { av_packet_unref(packet) }
      FFmpegInput.progress(format)
      guard packet.pointee.stream_index == streamIndex else { continue }
      let sent = avcodec_send_packet(codec, packet)
      if sent < 0, sent != ipod_averror_eagain() { lastError = FFmpegError.describe(sent) }
      return
    }
  }

  /// Keeps the part of `frame` that lies inside the window and after `keepFrom`.
  private func take(_ frame: UnsafeMutablePointer<AVFrame>, into out: inout [Int16]) {
    let count = Int(frame.pointee.nb_samples)
    let stamp = frame.pointee.best_effort_timestamp
    let position =
      stamp != ipod_av_nopts_value()
      ? Int(av_rescale_q(stamp, timeBase, AVRational(num: 1, den: Int32(sampleRate))))
      : nextPosition ?? 0
    nextPosition = position + count
    let end = window.end ?? Int.max
    let low = max(position, keepFrom)
    let high = min(position + count, end)
    if high > low {
      converter.convert(frame, offset: low - position, count: high - low, into: &out)
      producedAudio = true
      keptEnd = high
    }
    if position + count >= end { finish(into: &out) }
  }

  private func finish(into out: inout [Int16]) {
    converter.flush(into: &out)
    state = .done
    if !producedAudio, failure == nil, let lastError { failure = "no audio could be decoded: \(lastError)" }
  }
}
