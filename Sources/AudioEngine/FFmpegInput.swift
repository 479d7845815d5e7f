import CFFmpeg
import CFFmpegLoader
import Platform

/// The one way a file is opened with libavformat, for songs, chapters, videos and the videos
/// folder alike. FFmpeg is loaded at its first use rather than at start-up (see
/// `CFFmpegLoader`), so this is also where a missing FFmpeg becomes a reason instead of a crash,
/// and where FFmpeg's own logging (which would draw over the screen) is silenced.
public enum FFmpegInput {
  /// Why a file could not be opened, as a sentence.
  public struct OpenError: Error {
    public let reason: String
  }

  /// At quit: FFmpeg's opens and reads in progress end at their next read (see
  /// `ipod_ffmpeg_abandon`), so closing the engines never waits on a file FFmpeg is stuck in.
  public static func abandonAll() { ipod_ffmpeg_abandon() }

  /// Opens `path`'s container, with demuxer `options` (name, value) and, when `probe`, its
  /// streams read far enough to know their codecs. With `budget` > 0, a read that goes more than
  /// `budget` bytes without a packet coming out (see `progress`) ends as if the file ended there:
  /// gigabytes of zeros after a song end it instead of being gathered in search of a frame.
  /// The caller owns the context and releases it with `close`.
  public static func open(
    _ path: String, options: [(String, String)] = [], probe: Bool = true, budget: Int = 0
  ) throws(OpenError) -> UnsafeMutablePointer<AVFormatContext> {
    // The descriptor is ours (see ffmpeg_file_input.c): opened without blocking, so a named
    // pipe called `x.mp3` is refused instead of waiting for a writer.
    guard RegularFile.isRegular(path) else { throw OpenError(reason: "not a regular file") }
    guard ipod_ffmpeg_load() != 0 else { throw OpenError(reason: String(cString: ipod_ffmpeg_error())) }
    _ = FFmpegError.silenceLogging
    var dictionary: OpaquePointer?
    for (name, value) in options { av_dict_set(&dictionary, name, value, 0) }
    var format: UnsafeMutablePointer<AVFormatContext>?
    let status = ipod_ffmpeg_open_file(&format, path, Int64(budget), &dictionary)
    av_dict_free(&dictionary)
    guard status >= 0, let opened = format else { throw OpenError(reason: FFmpegError.describe(status)) }
    if probe {
      let found = avformat_find_stream_info(opened, nil)
      guard found >= 0 else {
        close(&format)
        throw OpenError(reason: FFmpegError.describe(found))
      }
    }
    progress(opened)
    return opened
  }

  /// A packet came out: the read budget of `open` starts again.
  public static func progress(_ format: UnsafeMutablePointer<AVFormatContext>) { ipod_ffmpeg_input_progress(format) }

  /// Whether the last end of reading was the budget's rather than the file's.
  public static func budgetSpent(_ format: UnsafeMutablePointer<AVFormatContext>) -> Bool {
    ipod_ffmpeg_input_spent(format) != 0
  }

  /// Closes a context from `open` and everything it reads through; sets it to nil.
  public static func close(_ format: inout UnsafeMutablePointer<AVFormatContext>?) {
    ipod_ffmpeg_close_file(&format)
  }
}
