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
  /// streams read far enough to know their codecs. The caller owns the context and releases it
  /// with `avformat_close_input`.
  public static func open(_ path: String, options: [(String, String)] = [], probe: Bool = true) throws(OpenError)
    -> UnsafeMutablePointer<AVFormatContext>
  {
    // FFmpeg opens by path with a blocking open(2): a named pipe called `x.mp3` would wait for
    // a writer for ever on the thread that asked.
    guard RegularFile.isRegular(path) else { throw OpenError(reason: "not a regular file") }
    guard ipod_ffmpeg_load() != 0 else { throw OpenError(reason: String(cString: ipod_ffmpeg_error())) }
    _ = FFmpegError.silenceLogging
    var dictionary: OpaquePointer?
    for (name, value) in options { av_dict_set(&dictionary, name, value, 0) }
    var format: UnsafeMutablePointer<AVFormatContext>? = avformat_alloc_context()
    guard let fresh = format else {
      av_dict_free(&dictionary)
      throw OpenError(reason: "out of memory")
    }
    ipod_ffmpeg_make_interruptible(fresh)
    let status = avformat_open_input(&format, path, nil, &dictionary)
    av_dict_free(&dictionary)
    guard status >= 0, let opened = format else { throw OpenError(reason: FFmpegError.describe(status)) }
    if probe {
      let found = avformat_find_stream_info(opened, nil)
      guard found >= 0 else {
        avformat_close_input(&format)
        throw OpenError(reason: FFmpegError.describe(found))
      }
    }
    return opened
  }
}
