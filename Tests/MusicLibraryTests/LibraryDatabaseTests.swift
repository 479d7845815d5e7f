import CSQLite
import Glibc
import MusicLibrary
import Testing

/// The cache: incremental rescans open only what changed, and a schema change rebuilds.
@Suite struct LibraryDatabaseTests {
  static func makeFiles(_ corpus: TestCorpus) {
    for i in 1...5 {
      corpus.write(
        "music/Band/Record/0\(i) Song.wav", TestCorpus.wav(0.1, ["INAM": "Song \(i)", "IART": "Band", "ITRK": "\(i)"]))
    }
    corpus.write("music/Band/bad.ogg", Array("text".utf8))
  }

  func scan(_ corpus: TestCorpus) throws -> (ScanReport, LibraryDatabase) {
    let database = try LibraryDatabase(path: corpus.databasePath)
    return (try LibraryScanner(database: database, logPath: nil).scan(root: corpus.music), database)
  }

  @Test func rescanOpensOnlyNewOrChangedFilesAndForgetsDeletedOnes() throws {
    let corpus = TestCorpus()
    Self.makeFiles(corpus)
    let (first, _) = try scan(corpus)
    #expect(first.filesRead == 6 && first.added == 5)

    let (unchanged, _) = try scan(corpus)
    #expect(unchanged.filesRead == 0)
    #expect(unchanged.unchanged == 5 && unchanged.added == 0)
    #expect(unchanged.skippedCounts[.notAudio] == 1)  // remembered, not re-opened

    corpus.write(
      "music/Band/Record/02 Song.wav", TestCorpus.wav(0.3, ["INAM": "Song 2 (remaster)", "IART": "Band", "ITRK": "2"]))
    corpus.shell("rm 'music/Band/Record/05 Song.wav'")
    let idsBefore = try LibraryDatabase(path: corpus.databasePath).loadTracks().map(\.id)
    let (changed, database) = try scan(corpus)
    #expect(changed.filesRead == 1)
    #expect(changed.updated == 1 && changed.removed == 1 && changed.unchanged == 3)
    let tracks = try database.loadTracks()
    #expect(tracks.map(\.title).sorted() == ["Song 1", "Song 2 (remaster)", "Song 3", "Song 4"])
    #expect(Set(tracks.map(\.id)).isSubset(of: Set(idsBefore)))  // ids survive a re-read
  }

  @Test func sameSizeTouchedFileIsReread() throws {
    let corpus = TestCorpus()
    Self.makeFiles(corpus)
    _ = try scan(corpus)
    corpus.shell("touch -d '2001-01-01' 'music/Band/Record/01 Song.wav'")
    let (report, _) = try scan(corpus)
    #expect(report.filesRead == 1 && report.updated == 1)
  }

  @Test func schemaVersionMismatchRebuilds() throws {
    let corpus = TestCorpus()
    Self.makeFiles(corpus)
    _ = try scan(corpus)
    var db: OpaquePointer?
    sqlite3_open(corpus.databasePath, &db)
    sqlite3_exec(db, "PRAGMA user_version = 999", nil, nil, nil)
    sqlite3_close(db)
    let reopened = try LibraryDatabase(path: corpus.databasePath)
    #expect(try reopened.loadTracks().isEmpty)
    let (report, _) = try scan(corpus)
    #expect(report.added == 5)
  }

  @Test func progressCountsUpToTheFilesRead() throws {
    let corpus = TestCorpus()
    Self.makeFiles(corpus)
    let database = try LibraryDatabase(path: corpus.databasePath)
    var seen: [ScanProgress] = []
    _ = try LibraryScanner(database: database, logPath: nil).scan(root: corpus.music) { seen.append($0) }
    let reading = seen.filter { $0.phase == .reading }
    #expect(reading.last?.filesDone == 6 && reading.last?.filesToRead == 6)
    #expect(seen.last?.phase == .finishing)
  }
}
