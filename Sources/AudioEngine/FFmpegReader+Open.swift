import AudioLengths
import CFFmpeg

extension FFmpegReader {
  /// Why opening failed, as a sentence.
  struct OpenError: Error { let reason: String }

  /// Opens the container, picks the best audio stream and opens its decoder; on failure
  /// releases whatever was allocated.
  static func open(_ path: String) throws(OpenError)
    -> (UnsafeMutablePointer<AVFormatContext>, UnsafeMutablePointer<AVCodecContext>, Int32)
  {
    // The edit list is applied by `PlayableWindow`, exactly; FFmpeg 5.1 would cut only its start.
    var format: UnsafeMutablePointer<AVFormatContext>?
    do { format = try FFmpegInput.open(path, options: [("ignore_editlist", "1")], budget: readBudget) } catch {
      throw OpenError(reason: error.reason)
    }
    let opened = format!
    var codec: UnsafeMutablePointer<AVCodecContext>?
    var success = false
    defer {
      if !success {
        avcodec_free_context(&codec)
        FFmpegInput.close(&format)
      }
    }
    let index = av_find_best_stream(opened, AVMEDIA_TYPE_AUDIO, -1, -1, nil, 0)
    guard index >= 0, let stream = opened.pointee.streams[Int(index)] else {
      throw OpenError(reason: "no audio stream")
    }
    for i in 0..<Int(opened.pointee.nb_streams) where i != Int(index) {
      opened.pointee.streams[i]?.pointee.discard = AVDISCARD_ALL  // cover art, video: never read
    }
    let context: UnsafeMutablePointer<AVCodecContext>
    do { context = try FFmpegCodec.open(stream) } catch { throw OpenError(reason: error.reason) }
    codec = context
    guard context.pointee.sample_rate > 0, context.pointee.ch_layout.nb_channels > 0 else {
      throw OpenError(reason: "no audio channels")
    }
    success = true
    return (opened, context, index)
  }

  /// What the container says about delay, padding and length, in samples at `rate`.
  static func facts(format: UnsafeMutablePointer<AVFormatContext>, stream: AVStream, rate: Int, path: String)
    -> PlayableWindow.Facts
  {
    let samples = { (ticks: Int64) in Int(av_rescale_q(ticks, stream.time_base, AVRational(num: 1, den: Int32(rate)))) }
    let none = ipod_av_nopts_value()
    var facts = PlayableWindow.Facts()
    let name = String(cString: format.pointee.iformat.pointee.name)
    facts.isMP4 = name.split(separator: ",").contains("mp4")
    facts.isMP3 = name == "mp3"
    facts.isADTS = name == "aac"
    facts.startTime = stream.start_time == none ? nil : samples(stream.start_time)
    if facts.isMP4 {
      facts.sampleTableLength = stream.duration == none ? nil : samples(stream.duration)
      let tag =
        av_dict_get(format.pointee.metadata, "iTunSMPB", nil, 0) ?? av_dict_get(stream.metadata, "iTunSMPB", nil, 0)
      facts.iTunSMPB = tag.map { String(cString: $0.pointee.value) }
      if let edit = MP4EditList.read(path: path, trackID: Int(stream.id)) {
        let movie = edit.movieTimescale
        facts.edit = (
          priming: samples(edit.mediaTime),
          length: Int(av_rescale(edit.duration, Int64(rate), movie)),
          tick: Int((Int64(rate) + movie - 1) / movie)
        )
      }
    }
    return facts
  }
}
