import Foundation
import Platform
import Testing

@testable import MusicLibrary

/// A disk too full for the cache (issue 24, item 7) once gave "SQLite error 13" and *No songs*
/// though every song was readable: the library must still load, from memory, with a notice.
///
/// The full disk is a real one: a tmpfs of a few KB mounted over the cache folder. Mounting
/// needs root, which CI has (`.ci/run` runs as root); a read-only file or a folder in the
/// file's place are other failures, already covered by `LibraryCacheTests`, and neither gives
/// SQLITE_FULL, the error a full disk gives.
@Suite struct FullDiskCacheTests {
  @Test(.enabled(if: getuid() == 0, "mounting a tmpfs needs root"), arguments: [8, 24, 64])
  func aCacheOnAFullDiskKeepsTheLibraryInMemoryWithANotice(kilobytes: Int) throws {
    let corpus = TestCorpus()
    for i in 0..<300 {
      corpus.write(
        "music/A/B/\(i).wav", TestCorpus.wav(0.01, ["INAM": "Song \(i) " + String(repeating: "t", count: 60)]))
    }
    let folder = corpus.root + "/cache"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try #require(
      mount("tmpfs", folder, "tmpfs", 0, "size=\(kilobytes)k") == 0, "mount: \(String(cString: strerror(errno)))")
    defer { umount2(folder, Int32(MNT_DETACH)) }
    let cache = try LibraryCache(path: folder + "/library.sqlite")
    let tracks = try cache.run { database in
      _ = try LibraryScanner(database: database, logPath: nil).scan(root: corpus.music)
      return try database.loadTracks()
    }
    #expect(tracks.count == 300, "\(kilobytes) KB: every song is listed")
    #expect(cache.problems.contains { $0.contains("kept in memory") }, "\(kilobytes) KB: \(cache.problems)")
  }
}
