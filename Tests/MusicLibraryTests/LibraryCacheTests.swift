import Foundation
import Platform
import Storage
import Testing

@testable import MusicLibrary

/// A cache that cannot be read is set aside and rebuilt from the music files: the library is
/// never lost to a bad cache, and `ipodtui scan` succeeds.
@Suite struct LibraryCacheTests {
  func corpus(songs: Int = 3) -> TestCorpus {
    let corpus = TestCorpus()
    for i in 0..<songs { corpus.write("music/A/B/\(i).wav", TestCorpus.wav(0.05, ["INAM": "Song \(i)"])) }
    return corpus
  }

  func scan(_ cache: LibraryCache, _ corpus: TestCorpus) throws -> Int {
    try cache.run { database in
      _ = try LibraryScanner(database: database, logPath: nil).scan(root: corpus.music)
      return try database.trackCount()
    }
  }

  static let damages: [(String, @Sendable (String) -> Void)] = [
    (
      "random bytes",
      { path in
        var rng = SystemRandomNumberGenerator()
        FileManager.default.createFile(
          atPath: path, contents: Data((0..<40_000).map { _ in UInt8.random(in: 0...255, using: &rng) }))
      }
    ),
    (
      "truncated",
      { path in
        let data = FileManager.default.contents(atPath: path)!
        FileManager.default.createFile(atPath: path, contents: data.prefix(data.count / 3))
      }
    ),
    (
      "pages overwritten",
      { path in
        var data = FileManager.default.contents(atPath: path)!
        for i in stride(from: 4096, to: data.count, by: 7) { data[i] = 0xA5 }
        FileManager.default.createFile(atPath: path, contents: data)
      }
    ),
    (
      "a folder",
      { path in
        try? FileManager.default.removeItem(atPath: path)
        try? FileManager.default.createDirectory(atPath: path + "/x", withIntermediateDirectories: true)
      }
    ),
    (
      "its folder a file",
      { path in
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.removeItem(atPath: folder)
        FileManager.default.createFile(atPath: folder, contents: Data("not a folder".utf8))
      }
    ),
  ]

  @Test(arguments: 0..<damages.count)
  func aDamagedCacheIsRebuiltFromTheMusic(_ which: Int) throws {
    let (name, damage) = Self.damages[which]
    let corpus = corpus()
    let path = corpus.root + "/cache/ipodtui/library.sqlite"
    #expect(try scan(LibraryCache(path: path), corpus) == 3)
    try? FileManager.default.removeItem(atPath: path + "-wal")
    try? FileManager.default.removeItem(atPath: path + "-shm")
    damage(path)
    let cache = try LibraryCache(path: path)
    #expect(try scan(cache, corpus) == 3, "\(name)")
    #expect(try scan(LibraryCache(path: path), corpus) == 3, "\(name): the rebuilt cache is on disk")
    #expect(!cache.problems.isEmpty || name == "truncated", "\(name): the user is told")
  }

  @Test func noPlaceOnDiskKeepsTheLibraryInMemory() throws {
    let corpus = corpus()
    let cache = try LibraryCache(path: nil)
    #expect(try scan(cache, corpus) == 3)
  }

  /// The demo library (another folder) has a cache of its own: scanning it never forgets
  /// the songs of the real library.
  @Test func scanningAnotherFolderKeepsThisLibrarysCache() throws {
    let corpus = corpus(songs: 4)
    corpus.write("demo/D/1.wav", TestCorpus.wav(0.05, ["INAM": "Demo"]))
    let environment = ["HOME": corpus.root]
    let xdg = XDGDirectories(environment: environment)
    #expect(ScanCommand.run(arguments: [corpus.music], environment: environment) == 0)
    #expect(ScanCommand.run(arguments: [corpus.root + "/demo"], environment: environment) == 0)
    let music = try LibraryDatabase(path: #require(xdg.databasePath(forLibrary: corpus.music)))
    #expect(try music.trackCount() == 4)
  }

  @Test func scanCommandSucceedsOverACorruptCache() throws {
    let corpus = corpus()
    let environment = ["HOME": corpus.root]
    let path = try #require(XDGDirectories(environment: environment).databasePath(forLibrary: corpus.music))
    corpus.write(String(path.dropFirst(corpus.root.count + 1)), Array(repeating: 0x42, count: 10_000))
    #expect(ScanCommand.run(arguments: [corpus.music], environment: environment) == 0)
    #expect(try LibraryDatabase(path: path).trackCount() == 3)
    #expect(FileManager.default.fileExists(atPath: path + ".bak"))
  }

  /// The scanner's result slots give back everything the workers made.
  @Test func resultSlotsLeakNothing() {
    final class Box {}
    var weak: [() -> Box?] = []
    do {
      let slots = ResultSlots<Box>(count: 50)
      for i in 0..<50 {
        let box = Box()
        weak.append { [weak box] in box }
        slots.set(box, at: i)
      }
      #expect(slots.collect().count == 50)
    }
    #expect(weak.allSatisfy { $0() == nil }, "every result was freed")
  }

  @Test func anOversizedPlaylistIsSkippedNotRead() throws {
    let corpus = corpus(songs: 1)
    corpus.write("music/big.m3u", Array(repeating: 0x61, count: PlaylistParser.sizeLimit + 1))
    let database = try LibraryDatabase(path: ":memory:")
    let report = try LibraryScanner(database: database, logPath: nil).scan(root: corpus.music)
    #expect(report.skipped.contains { $0.reason == .tooLarge })
  }
}
