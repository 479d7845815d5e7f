import AudioEngine
import CFFmpeg
import WheelCore

/// One video file's picture through FFmpeg: libavformat reads the container, libavcodec decodes
/// the best video stream (never a cover picture), libswscale converts a frame to RGB at the
/// size the display wants. Decoding and conversion are separate steps, so a frame that will be
/// dropped for lateness costs no conversion. Used by one thread at a time.
final class VideoDecoder {
  struct OpenError: Error { let reason: String }

  let path: String
  /// The picture's size in pixels, and the shape it is shown at (sample aspect applied).
  let width: Int
  let height: Int
  let displayAspect: Double
  /// Seconds; 0 when the container does not say.
  let duration: Double
  /// Seconds between frames (from the stream's frame rate; 1/30 when it does not say).
  let frameInterval: Double
  /// Whether the file has a soundtrack for the audio engine to play.
  let hasAudio: Bool

  private var format: UnsafeMutablePointer<AVFormatContext>?
  private var codec: UnsafeMutablePointer<AVCodecContext>?
  /// Allocated once the file opened: FFmpeg is loaded by the open.
  private var packet: UnsafeMutablePointer<AVPacket>?
  private var frame: UnsafeMutablePointer<AVFrame>?
  private var scaler: OpaquePointer?
  private let streamIndex: Int32
  private let timeBase: AVRational
  private var draining = false
  private(set) var finished = false
  /// The timestamp of the frame decoded last, for frames without one.
  private var lastPTS = 0.0

  init(path: String) throws(OpenError) {
    self.path = path
    var format: UnsafeMutablePointer<AVFormatContext>?
    do { format = try FFmpegInput.open(path) } catch { throw OpenError(reason: error.reason) }
    let opened = format!
    packet = av_packet_alloc()
    frame = av_frame_alloc()
    var codec: UnsafeMutablePointer<AVCodecContext>?
    var success = false
    defer {
      if !success {
        avcodec_free_context(&codec)
        FFmpegInput.close(&format)
      }
    }
    guard let index = Self.videoStream(in: opened), let stream = opened.pointee.streams[Int(index)] else {
      throw OpenError(reason: "no video stream")
    }
    hasAudio = av_find_best_stream(opened, AVMEDIA_TYPE_AUDIO, -1, -1, nil, 0) >= 0
    for i in 0..<Int(opened.pointee.nb_streams) where i != Int(index) {
      opened.pointee.streams[i]?.pointee.discard = AVDISCARD_ALL  // the sound is the audio engine's
    }
    let parameters = stream.pointee.codecpar!
    // One thread: frame threading would hold frames back, and the two cores are shared with
    // the sound and the screen.
    let context: UnsafeMutablePointer<AVCodecContext>
    do { context = try FFmpegCodec.open(stream, threads: 1) } catch { throw OpenError(reason: error.reason) }
    codec = context
    guard context.pointee.width > 0, context.pointee.height > 0 else {
      throw OpenError(reason: "the picture has no size")
    }
    width = Int(context.pointee.width)
    height = Int(context.pointee.height)
    let sar =
      stream.pointee.sample_aspect_ratio.num > 0
      ? stream.pointee.sample_aspect_ratio : parameters.pointee.sample_aspect_ratio
    let pixelAspect = sar.num > 0 && sar.den > 0 ? Double(sar.num) / Double(sar.den) : 1
    displayAspect = Double(width) * pixelAspect / Double(height)
    timeBase = stream.pointee.time_base
    let none = ipod_av_nopts_value()
    if stream.pointee.duration != none, stream.pointee.duration > 0 {
      duration = Double(stream.pointee.duration) * av_q2d(timeBase)
    } else {
      duration = opened.pointee.duration > 0 ? Double(opened.pointee.duration) / Double(AV_TIME_BASE) : 0
    }
    let rate = stream.pointee.avg_frame_rate.num > 0 ? stream.pointee.avg_frame_rate : stream.pointee.r_frame_rate
    let fps = rate.num > 0 && rate.den > 0 ? av_q2d(rate) : 30
    frameInterval = fps > 1 && fps < 1000 ? 1 / fps : 1.0 / 30
    streamIndex = index
    (self.format, self.codec) = (opened, context)
    success = true
  }

  deinit {
    sws_freeContext(scaler)
    avcodec_free_context(&codec)
    FFmpegInput.close(&format)
    av_packet_free(&packet)
    av_frame_free(&frame)
  }

  /// The best video stream that is a moving picture (an MP4's or MP3's cover art is a one-frame
  /// "video" stream marked as an attached picture).
  private static func videoStream(in format: UnsafeMutablePointer<AVFormatContext>) -> Int32? {
    let attached = ipod_av_disposition_attached_pic()
    let best = av_find_best_stream(format, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
    if best >= 0, let stream = format.pointee.streams[Int(best)], stream.pointee.disposition & attached == 0 {
      return best
    }
    for i in 0..<Int(format.pointee.nb_streams) {
      guard let stream = format.pointee.streams[i], stream.pointee.codecpar.pointee.codec_type == AVMEDIA_TYPE_VIDEO,
        stream.pointee.disposition & attached == 0
      else { continue }
      return Int32(i)
    }
    return nil
  }

  /// Decodes the next frame; its timestamp in seconds, or nil at the end (or when the file
  /// breaks off: what was decoded until then has played). The frame stays decoded for `convert`.
  func decodeNext() -> Double? {
    guard let codec, let frame else { return nil }
    av_frame_unref(frame)
    var errors = 0
    while !finished {
      let status = avcodec_receive_frame(codec, frame)
      if status >= 0 {
        let stamp = frame.pointee.best_effort_timestamp
        let pts = stamp != ipod_av_nopts_value() ? Double(stamp) * av_q2d(timeBase) : lastPTS + frameInterval
        lastPTS = pts
        return pts
      }
      if status == ipod_averror_eof() {
        finished = true
        return nil
      }
      if status != ipod_averror_eagain() {
        errors += 1  // a damaged frame: skip it, as players do, but not forever
        if errors > 100 { finished = true }
      }
      feed(codec)
    }
    return nil
  }

  private func feed(_ codec: UnsafeMutablePointer<AVCodecContext>) {
    guard !draining, let format, let packet else {
      if draining { finished = true }
      return
    }
    while true {
      let status = av_read_frame(format, packet)
      if status < 0 {
        avcodec_send_packet(codec, nil)
        draining = true
        return
      }
      defer { av_packet_unref(packet) }
      guard packet.pointee.stream_index == streamIndex else { continue }
      _ = avcodec_send_packet(codec, packet)
      return
    }
  }

  /// The size a frame is converted to so that it fills as much of `box` as its shape allows
  /// (half-block pixels are square: a cell is about twice as tall as wide).
  func fitted(in box: (width: Int, height: Int)) -> (width: Int, height: Int) {
    let boxW = max(1, box.width)
    let boxH = max(1, box.height)
    if Double(boxW) / Double(boxH) > displayAspect {
      return (max(1, min(boxW, Int((Double(boxH) * displayAspect).rounded()))), boxH)
    }
    return (boxW, max(1, min(boxH, Int((Double(boxW) / displayAspect).rounded()))))
  }

  /// The frame `decodeNext` returned, as RGB pixels fitted inside `box`; nil when conversion fails.
  func convert(fitting box: (width: Int, height: Int)) -> Picture? {
    guard let frame, frame.pointee.width > 0 else { return nil }
    let size = fitted(in: box)
    scaler = sws_getCachedContext(
      scaler, frame.pointee.width, frame.pointee.height, AVPixelFormat(rawValue: frame.pointee.format),
      Int32(size.width), Int32(size.height), AV_PIX_FMT_RGB24, SWS_AREA, nil, nil, nil)
    guard let scaler else { return nil }
    var pixels = [RGB](repeating: RGB(0), count: size.width * size.height)
    let converted: Int32 = pixels.withUnsafeMutableBytes { raw in
      var planes: [UnsafeMutablePointer<UInt8>?] = [
        raw.baseAddress!.assumingMemoryBound(to: UInt8.self), nil, nil, nil,
      ]
      var strides: [Int32] = [Int32(size.width * 3), 0, 0, 0]
      return withUnsafePointer(to: &frame.pointee.data) { data in
        withUnsafePointer(to: &frame.pointee.linesize) { lines in
          data.withMemoryRebound(to: UnsafePointer<UInt8>?.self, capacity: 8) { src in
            lines.withMemoryRebound(to: Int32.self, capacity: 8) { srcStride in
              sws_scale(scaler, src, srcStride, 0, frame.pointee.height, &planes, &strides)
            }
          }
        }
      }
    }
    guard converted > 0 else { return nil }
    return Picture(width: size.width, height: size.height, pixels: pixels)
  }

  /// Moves to the key frame at or before `seconds`; frames before `seconds` still come out
  /// (the caller skips them). False when the file cannot seek.
  func seek(to seconds: Double) -> Bool {
    guard let format, let codec else { return false }
    let target = Int64(max(0, seconds) / av_q2d(timeBase))
    guard av_seek_frame(format, streamIndex, target, AVSEEK_FLAG_BACKWARD) >= 0 else { return false }
    avcodec_flush_buffers(codec)
    draining = false
    finished = false
    lastPTS = seconds
    return true
  }
}
