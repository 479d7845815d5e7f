import CFFmpeg

/// FFmpeg's error codes as sentences for the UI and the scan log.
public enum FFmpegError {
  /// `av_strerror`'s text for `code` (e.g. "Invalid data found when processing input").
  public static func describe(_ code: Int32) -> String {
    var buffer = [CChar](repeating: 0, count: 128)
    guard av_strerror(code, &buffer, buffer.count) == 0 else { return "FFmpeg error \(code)" }
    let text = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: text, as: UTF8.self)
  }

  /// Turns FFmpeg's logging off once per process: it writes to stderr, which is the
  /// terminal UI's screen, and every problem it reports also reaches us as a return code.
  public static let silenceLogging: Void = av_log_set_level(AV_LOG_QUIET)
}
