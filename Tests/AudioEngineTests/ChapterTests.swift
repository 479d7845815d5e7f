import AudioEngine
import Foundation
import Testing

/// Chapters of a real M4B (written by ffmpeg from an ffmetadata file) through FFmpeg's demuxer.
@Suite struct ChapterTests {
  func folder() -> String {
    let path = NSTemporaryDirectory() + "ipodtui-chapters-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func anM4BListsItsChaptersWithTitlesAndStarts() throws {
    let dir = folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let metadata = """
      ;FFMETADATA1
      title=Book
      [CHAPTER]
      TIMEBASE=1/1000
      START=0
      END=1500
      title=Opening
      [CHAPTER]
      TIMEBASE=1/1000
      START=1500
      END=3000
      title=Chapitre deux — 夜
      [CHAPTER]
      TIMEBASE=1/1000
      START=3000
      END=4000
      title=End

      """
    try metadata.write(toFile: dir + "/meta.txt", atomically: true, encoding: .utf8)
    let status = system(
      "ffmpeg -nostdin -v error -y -f lavfi -i sine=frequency=440:duration=4 -i '\(dir)/meta.txt' -map_metadata 1 -map_chapters 1 -c:a aac '\(dir)/book.m4b' 2>/dev/null"
    )
    try #require(status == 0, "ffmpeg failed (is Debian package ffmpeg installed?)")
    let chapters = ChapterReader.read(path: dir + "/book.m4b")
    #expect(chapters.map(\.title) == ["Opening", "Chapitre deux — 夜", "End"])
    let starts = chapters.map(\.start)
    #expect(
      starts.count == 3 && abs(starts[0]) < 0.05 && abs(starts[1] - 1.5) < 0.05 && abs(starts[2] - 3) < 0.05,
      "\(starts)")
  }

  @Test func aFileWithoutChaptersOrNotThereHasNone() throws {
    let dir = folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try #require(system("ffmpeg -nostdin -v error -y -f lavfi -i sine=duration=1 '\(dir)/plain.flac' 2>/dev/null") == 0)
    #expect(ChapterReader.read(path: dir + "/plain.flac").isEmpty)
    #expect(ChapterReader.read(path: dir + "/missing.m4b").isEmpty)
    try Data("not audio".utf8).write(to: URL(fileURLWithPath: dir + "/junk.m4b"))
    #expect(ChapterReader.read(path: dir + "/junk.m4b").isEmpty)
  }
}
