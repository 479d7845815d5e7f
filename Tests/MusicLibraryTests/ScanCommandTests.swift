import MusicLibrary
import Platform
import Storage
import Testing

/// `ipodtui scan`: exit codes and where it writes.
@Suite struct ScanCommandTests {
  func environment(_ corpus: TestCorpus) -> [String: String] {
    ["HOME": corpus.root, "XDG_CACHE_HOME": corpus.root + "/cache", "XDG_STATE_HOME": corpus.root + "/state"]
  }

  @Test func missingFolderExitsWithOne() {
    let corpus = TestCorpus()
    #expect(ScanCommand.run(arguments: ["scan", corpus.root + "/nope"], environment: environment(corpus)) == 1)
  }

  @Test func badOptionExitsWithTwo() {
    let corpus = TestCorpus()
    #expect(ScanCommand.run(arguments: ["--frobnicate"], environment: environment(corpus)) == 2)
  }

  @Test func scanFillsTheXDGCacheDatabaseAndLog() throws {
    let corpus = TestCorpus()
    corpus.write("music/A/B/01 x.wav", TestCorpus.wav(0.1, ["INAM": "X"]))
    #expect(ScanCommand.run(arguments: [corpus.music, "--json"], environment: environment(corpus)) == 0)
    let path = try #require(XDGDirectories(environment: environment(corpus)).databasePath(forLibrary: corpus.music))
    let database = try LibraryDatabase(path: path)
    #expect(try database.loadTracks().map(\.title) == ["X"])
    #expect(!readWholeFile(corpus.root + "/state/ipodtui/scan.log").isEmpty)
  }

  /// Counting albums and artists means indexing every track; a rescan that changed nothing
  /// reads the counts kept from before, and any change forgets them.
  @Test func countsAreKeptUntilTheLibraryChanges() throws {
    let corpus = TestCorpus()
    corpus.write("music/A/B/01 x.wav", TestCorpus.wav(0.1, ["INAM": "X", "IART": "A", "IPRD": "B"]))
    let path = try #require(XDGDirectories(environment: environment(corpus)).databasePath(forLibrary: corpus.music))
    #expect(ScanCommand.run(arguments: [corpus.music], environment: environment(corpus)) == 0)
    #expect(try LibraryDatabase(path: path).savedCounts() == .init(albums: 1, artists: 1))
    try LibraryDatabase(path: path).saveCounts(.init(albums: 5, artists: 6))
    #expect(ScanCommand.run(arguments: [corpus.music], environment: environment(corpus)) == 0)
    #expect(try LibraryDatabase(path: path).savedCounts() == .init(albums: 5, artists: 6), "kept: nothing changed")
    corpus.write("music/C/D/01 y.wav", TestCorpus.wav(0.1, ["INAM": "Y", "IART": "C", "IPRD": "D"]))
    #expect(ScanCommand.run(arguments: [corpus.music], environment: environment(corpus)) == 0)
    #expect(try LibraryDatabase(path: path).savedCounts() == .init(albums: 2, artists: 2), "counted again")
  }
}
