import Glibc
import MusicLibrary
import Testing
import WheelCore

/// Tags are read on every core, in batches: the library must come out exactly as one thread
/// reading file after file makes it (same tracks, same ids, same skips), across batch edges.
@Suite struct ParallelScanTests {
  /// The hostile corpus of `ScannerTests`, and 1,100 tagged WAVs (three batches of 512).
  static func makeCorpus(_ corpus: TestCorpus) {
    ScannerTests.makeCorpus(corpus)
    for i in 0..<1_100 {
      let tags =
        i % 9 == 4
        ? [:] : ["INAM": "Song \(i)", "IART": "Artist \(i % 37)", "IPRD": "Album \(i % 91)", "ITRK": "\(i % 12 + 1)"]
      corpus.write("music/Many/\(i / 100)/\(i).wav", TestCorpus.wav(0.01, tags))
    }
    corpus.write("music/Many/broken.flac", Array("fLaC".utf8) + [0, 0, 0, 34])
  }

  static func scan(_ corpus: TestCorpus, workers: Int, database name: String) throws -> (ScanReport, [Track]) {
    let database = try LibraryDatabase(path: corpus.root + "/cache/\(name).sqlite")
    let report = try LibraryScanner(database: database, logPath: nil, workers: workers).scan(root: corpus.music)
    return (report, try database.loadTracks())
  }

  @Test func manyThreadsGiveTheLibraryOneThreadGives() throws {
    let corpus = TestCorpus()
    Self.makeCorpus(corpus)
    let (serialReport, serial) = try Self.scan(corpus, workers: 1, database: "serial")
    let (parallelReport, parallel) = try Self.scan(corpus, workers: 4, database: "parallel")
    #expect(serial.count > 1_100)
    #expect(parallel == serial)
    #expect(parallelReport.skippedCounts == serialReport.skippedCounts)
    #expect(Set(parallelReport.skipped.map(\.path)) == Set(serialReport.skipped.map(\.path)))
    #expect((parallelReport.added, parallelReport.filesRead) == (serialReport.added, serialReport.filesRead))
  }
}
