/// A chapter mark inside a spoken-word file (MP4 chapter track, Nero chapters, ID3 CHAP),
/// as the adapter read it: a title and where it starts.
public struct Chapter: Equatable, Sendable {
  public var title: String
  /// Seconds from the start of the file.
  public var start: Double

  public init(title: String, start: Double) {
    self.title = title
    self.start = start
  }

  /// Chapters from outside made safe to show and to seek to: titles sanitised (a blank one
  /// becomes "Chapter n"); starts within a week (NaN and absurd ones dropped), rising (a
  /// repeated or earlier start dropped); at most `maxCount`, so a hostile file cannot make a
  /// list of millions.
  public static func cleaned(_ chapters: [Chapter]) -> [Chapter] {
    var result: [Chapter] = []
    for chapter in chapters.prefix(maxCount) where (0...ResumeCodec.maxElapsed).contains(chapter.start) {
      let start = chapter.start
      if let last = result.last, start <= last.start { continue }
      let title = TextWidth.sanitized(chapter.title).trimmingSpaces
      result.append(Chapter(title: title.isEmpty ? "Chapter \(result.count + 1)" : title, start: start))
    }
    return result
  }

  public static let maxCount = 10_000
}
