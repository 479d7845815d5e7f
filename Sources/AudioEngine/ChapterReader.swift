import CFFmpeg

/// Chapter marks of a file, as FFmpeg's demuxers find them (MP4/M4B chapter tracks and Nero
/// `chpl`, Matroska, Ogg CHAPTERxx comments, ID3v2 CHAP frames in MP3). Only the container is
/// opened: no stream is probed or decoded, so a book's chapters list in milliseconds.
public enum ChapterReader {
  /// One chapter: its title (raw from the file: the core sanitises it) and start in seconds.
  public struct Mark: Equatable, Sendable {
    public let title: String
    public let start: Double
  }

  /// The chapters of `path` in file order; empty when it has none or cannot be opened.
  public static func read(path: String) -> [Mark] {
    guard let context = try? FFmpegInput.open(path, probe: false) else { return [] }
    var format: UnsafeMutablePointer<AVFormatContext>? = context
    defer { FFmpegInput.close(&format) }
    var marks: [Mark] = []
    let count = Int(context.pointee.nb_chapters)
    marks.reserveCapacity(min(count, 10_000))
    for i in 0..<min(count, 10_000) {
      guard let chapter = context.pointee.chapters[i] else { continue }
      let base = chapter.pointee.time_base
      guard base.den != 0 else { continue }
      let start = Double(chapter.pointee.start) * Double(base.num) / Double(base.den)
      let title = av_dict_get(chapter.pointee.metadata, "title", nil, 0).map { String(cString: $0.pointee.value) } ?? ""
      marks.append(Mark(title: title, start: start))
    }
    return marks
  }
}
