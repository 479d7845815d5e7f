import CFFmpeg

/// Opening a stream's decoder, the same way for the music and for a video's picture.
public enum FFmpegCodec {
  public struct Failure: Error {
    public let reason: String
  }

  /// A decoder for `stream`, opened; `threads` nil leaves FFmpeg's default. The packets' time
  /// base is set, since the decoder moves timestamps past what it skips only when it knows
  /// their unit. Free it with `avcodec_free_context`.
  public static func open(_ stream: UnsafeMutablePointer<AVStream>, threads: Int32? = nil) throws(Failure)
    -> UnsafeMutablePointer<AVCodecContext>
  {
    let parameters = stream.pointee.codecpar!
    guard let decoder = avcodec_find_decoder(parameters.pointee.codec_id) else {
      throw Failure(reason: "no decoder for \(String(cString: avcodec_get_name(parameters.pointee.codec_id)))")
    }
    var codec = avcodec_alloc_context3(decoder)
    guard let context = codec else { throw Failure(reason: "out of memory") }
    var result = avcodec_parameters_to_context(context, parameters)
    context.pointee.pkt_timebase = stream.pointee.time_base
    if let threads { context.pointee.thread_count = threads }
    if result >= 0 { result = avcodec_open2(context, decoder, nil) }
    guard result >= 0 else {
      avcodec_free_context(&codec)
      throw Failure(reason: FFmpegError.describe(result))
    }
    return context
  }
}
