import CSQLite
import Glibc
import MusicLibrary
import Testing
import WheelCore

/// Rescans that trust unchanged folders (their ctime has not moved) stat only the recorded
/// entries; whatever changed (a file edited in place deep down, a file added, a folder removed
/// or renamed, links) must still come out exactly as a fresh scan of the folder would.
@Suite struct FolderRecordScanTests {
  static func makeTree(_ corpus: TestCorpus) {
    for artist in 0..<3 {
      for album in 0..<3 {
        for track in 1...3 {
          let title = "Song \(artist)-\(album)-\(track)"
          corpus.write(
            "music/Artist \(artist)/Album \(album)/Disc 1/0\(track) \(title).wav",
            TestCorpus.wav(0.02, ["INAM": title, "IART": "Artist \(artist)"]))
        }
      }
    }
    corpus.write("music/Artist 0/notes.txt", Array("not music".utf8))
    // Names a record must keep byte for byte: not UTF-8, and as long as a name can be.
    corpus.write(Array("music/Odd/caf".utf8) + [0xE9] + Array(".wav".utf8), TestCorpus.wav(0.02, ["INAM": "Latin-1"]))
    corpus.write("music/Odd/" + String(repeating: "L", count: 251) + ".wav", TestCorpus.wav(0.02, ["INAM": "Long"]))
    corpus.write("music/Artist 0/broken.ogg", Array("not Vorbis".utf8))
  }

  /// A scanner that trusts any folder whose ctime is in the past.
  static func scanner(_ corpus: TestCorpus, workers: Int? = nil, name: String = "library") throws -> LibraryScanner {
    let scanner = LibraryScanner(
      database: try LibraryDatabase(path: corpus.root + "/cache/\(name).sqlite"), logPath: nil, workers: workers)
    scanner.folderTrustDelay = 0
    return scanner
  }

  /// Waits until the file system clock has moved past every ctime under the corpus, so that a
  /// change made next gives its folder a new ctime (the clock ticks in steps of milliseconds).
  static func waitForTheClockToTick(_ corpus: TestCorpus) {
    var newest = Int64.min
    func ctime(_ path: String) -> Int64 {
      var info = stat()
      guard stat(path, &info) == 0 else { return .min }
      return Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
    }
    let find = popen("find '\(corpus.music)'", "r")!
    var line = [CChar](repeating: 0, count: 4096)
    while fgets(&line, 4096, find) != nil {
      let path = String(cString: line).trimmingNewline
      newest = max(newest, ctime(path))
    }
    pclose(find)
    let probe = corpus.root + "/clock-probe"
    while true {
      unlink(probe)
      close(open(probe, O_CREAT | O_WRONLY, 0o644))
      if ctime(probe) > newest { return }
      usleep(1_000)  // polling the condition above, not a fixed wait
    }
  }

  /// The tree, scanned, then scanned again once its folders' ctimes are in the past: from
  /// then on a rescan trusts every folder record.
  static func scannedAndTrusted(_ corpus: TestCorpus) throws -> LibraryScanner {
    makeTree(corpus)
    let scanner = try scanner(corpus)
    _ = try scanner.scan(root: corpus.music)
    waitForTheClockToTick(corpus)
    _ = try scanner.scan(root: corpus.music)
    return scanner
  }

  static func titles(_ corpus: TestCorpus, name: String = "library") throws -> [String] {
    try LibraryDatabase(path: corpus.root + "/cache/\(name).sqlite").loadTracks().map(\.title).sorted()
  }

  @Test func unchangedRescanOpensNothingAndKeepsTheSkipped() throws {
    let corpus = TestCorpus()
    Self.makeTree(corpus)
    let scanner = try Self.scanner(corpus)
    let first = try scanner.scan(root: corpus.music)
    #expect(first.added == 29 && first.skippedCounts[.notAudio] == 1)
    Self.waitForTheClockToTick(corpus)
    _ = try scanner.scan(root: corpus.music)  // records now trusted
    let again = try scanner.scan(root: corpus.music)
    #expect(again.filesRead == 0 && again.unchanged == 29 && again.tracks == 29)
    #expect(again.skippedCounts[.notAudio] == 1 && again.filesSeen == 30)
    // The odd names came back from the record as they are on disk: edited, each is read again.
    corpus.write(
      Array("music/Odd/caf".utf8) + [0xE9] + Array(".wav".utf8), TestCorpus.wav(0.03, ["INAM": "Latin-1 edited"]))
    corpus.write(
      "music/Odd/" + String(repeating: "L", count: 251) + ".wav", TestCorpus.wav(0.03, ["INAM": "Long edited"]))
    let edited = try scanner.scan(root: corpus.music)
    #expect(edited.filesRead == 2 && edited.updated == 2 && edited.added == 0 && edited.removed == 0)
    #expect(try Self.titles(corpus).contains("Latin-1 edited"))
  }

  @Test func aFileEditedInPlaceDeepDownIsTheOnlyOneRead() throws {
    let corpus = TestCorpus()
    let scanner = try Self.scannedAndTrusted(corpus)
    // Rewritten in place: the folder's entries (and ctime) stay as they were.
    let path = "music/Artist 2/Album 1/Disc 1/02 Song 2-1-2.wav"
    corpus.write(path, TestCorpus.wav(0.03, ["INAM": "Edited", "IART": "Artist 2"]))
    let report = try scanner.scan(root: corpus.music)
    #expect(report.filesRead == 1 && report.updated == 1 && report.unchanged == 28)
    #expect(try Self.titles(corpus).contains("Edited"))
    #expect(try !Self.titles(corpus).contains("Song 2-1-2"))
  }

  @Test func addedRemovedAndRenamedFoldersAreFollowed() throws {
    let corpus = TestCorpus()
    let scanner = try Self.scannedAndTrusted(corpus)
    corpus.write("music/Artist 1/Album 2/Disc 1/04 New.wav", TestCorpus.wav(0.02, ["INAM": "New"]))
    corpus.shell("rm -r 'music/Artist 0/Album 0'")
    corpus.shell("mv 'music/Artist 2/Album 2' 'music/Artist 2/Album Two'")
    corpus.shell("rm 'music/Artist 0/broken.ogg'")
    let report = try scanner.scan(root: corpus.music)
    #expect(report.added == 1 + 3 && report.removed == 3 + 3)
    #expect(report.filesRead == 4 && report.tracks == 29 + 1 - 3)
    #expect(report.skipped.isEmpty)
    let titles = try Self.titles(corpus)
    #expect(titles.contains("New") && !titles.contains("Song 0-0-1") && titles.contains("Song 2-2-3"))
    // And it stays so: the next rescan changes nothing.
    let after = try scanner.scan(root: corpus.music)
    #expect(after.filesRead == 0 && after.added == 0 && after.removed == 0 && after.tracks == 27)
  }

  /// Counting the tracks reads the whole path index (10 ms at 100,000 songs); a rescan that
  /// changed nothing reports the count kept from the scan before, and any change counts again.
  @Test func theTrackCountIsKeptUntilTheLibraryChanges() throws {
    let corpus = TestCorpus()
    let scanner = try Self.scannedAndTrusted(corpus)
    #expect(try scanner.scan(root: corpus.music).tracks == 29)
    var db: OpaquePointer?
    sqlite3_open(corpus.root + "/cache/library.sqlite", &db)
    sqlite3_exec(db, "UPDATE meta SET value = '41' WHERE key = 'tracks'", nil, nil, nil)
    sqlite3_close(db)
    #expect(try scanner.scan(root: corpus.music).tracks == 41, "kept: nothing changed")
    corpus.write("music/Artist 1/Album 2/Disc 1/04 New.wav", TestCorpus.wav(0.02, ["INAM": "New"]))
    #expect(try scanner.scan(root: corpus.music).tracks == 30, "counted again")
    corpus.shell("rm 'music/Artist 1/Album 2/Disc 1/04 New.wav'")
    #expect(try scanner.scan(root: corpus.music).tracks == 29, "counted again")
    #expect(try scanner.scan(root: corpus.music).tracks == 29)
  }

  /// Folders are opened relative to the root's descriptor: a root that is itself a link
  /// (~/Music to another disk) is walked as its target, and a rescan still sees an edit in place.
  @Test func aLibraryReachedThroughALinkIsRescannedAlike() throws {
    let corpus = TestCorpus()
    Self.makeTree(corpus)
    let root = corpus.root + "/linked"
    #expect(symlink(corpus.music, root) == 0)
    let scanner = try Self.scanner(corpus)
    #expect(try scanner.scan(root: root).added == 29)
    Self.waitForTheClockToTick(corpus)
    #expect(try scanner.scan(root: root).unchanged == 29)
    corpus.write("music/Artist 2/Album 1/Disc 1/02 Song 2-1-2.wav", TestCorpus.wav(0.03, ["INAM": "Edited"]))
    let report = try scanner.scan(root: root)
    #expect(report.filesRead == 1 && report.updated == 1 && report.unchanged == 28 && report.tracks == 29)
    #expect(try Self.titles(corpus).contains("Edited"))
  }

  @Test func aScanCutShortLeavesTheNextComparingFileByFile() throws {
    let corpus = TestCorpus()
    Self.makeTree(corpus)
    let scanner = try Self.scanner(corpus)
    _ = try scanner.scan(root: corpus.music)
    // As if a scan had stopped after its first change: the records are no longer vouched for.
    var db: OpaquePointer?
    sqlite3_open(corpus.root + "/cache/library.sqlite", &db)
    sqlite3_exec(db, "DELETE FROM meta WHERE key = 'folders'; DELETE FROM folders WHERE rowid % 2 = 0", nil, nil, nil)
    sqlite3_close(db)
    corpus.shell("rm -r 'music/Artist 1'")
    let report = try scanner.scan(root: corpus.music)
    #expect(report.filesRead == 0 && report.removed == 9 && report.tracks == 20)
    Self.waitForTheClockToTick(corpus)
    corpus.write("music/Artist 0/Album 1/Disc 1/01 Song 0-1-1.wav", TestCorpus.wav(0.03, ["INAM": "Edited"]))
    let next = try scanner.scan(root: corpus.music)
    #expect(next.filesRead == 1 && next.updated == 1 && next.tracks == 20)
  }

  /// Links are resolved after the plain tree: a folder or file reached both ways is listed
  /// under its own path, a link to elsewhere is followed, loops end, and many threads give
  /// exactly what one gives.
  @Test func linksAndHardLinksComeOutOnceWhateverTheThreads() throws {
    let corpus = TestCorpus()
    Self.makeTree(corpus)
    corpus.write("outside/Elsewhere/01 Far.wav", TestCorpus.wav(0.02, ["INAM": "Far"]))
    corpus.shell("ln -s '../Artist 2' 'music/Artist 0/A link to Artist 2'")
    corpus.shell("ln -s ../outside/Elsewhere 'music/Elsewhere'")
    corpus.shell("ln -s '../../Artist 1/Album 0/Disc 1/01 Song 1-0-1.wav' 'music/Artist 0/Album 0/linked.wav'")
    corpus.shell("ln 'music/Artist 1/Album 1/Disc 1/01 Song 1-1-1.wav' 'music/Artist 0/hard.wav'")
    corpus.shell("ln -s .. 'music/Artist 1/up'")
    corpus.shell("ln -s nowhere 'music/dangling.wav'")
    let serial = try Self.scanner(corpus, workers: 1, name: "serial").scan(root: corpus.music)
    let parallel = try Self.scanner(corpus, workers: 4, name: "parallel").scan(root: corpus.music)
    let serialTracks = try LibraryDatabase(path: corpus.root + "/cache/serial.sqlite").loadTracks()
    let parallelTracks = try LibraryDatabase(path: corpus.root + "/cache/parallel.sqlite").loadTracks()
    #expect(serialTracks == parallelTracks)
    #expect(serial.tracks == 30 && parallel.tracks == 30)  // 29 plus "Far"; no duplicates
    let paths = Set(serialTracks.map(\.path))
    #expect(paths.contains(corpus.music + "/Artist 2/Album 0/Disc 1/01 Song 2-0-1.wav"))
    #expect(!paths.contains { $0.contains("A link to Artist 2") || $0.hasSuffix("linked.wav") || $0.contains("/up/") })
    #expect(paths.contains(corpus.music + "/Elsewhere/01 Far.wav"))
    // "hard.wav" sorts before "Artist 1/..." in path order, so it is the one kept.
    #expect(paths.contains(corpus.music + "/Artist 0/hard.wav"))
    #expect(!paths.contains(corpus.music + "/Artist 1/Album 1/Disc 1/01 Song 1-1-1.wav"))
    Self.waitForTheClockToTick(corpus)
    let scanner = try Self.scanner(corpus, workers: 4, name: "parallel")
    _ = try scanner.scan(root: corpus.music)
    corpus.shell("rm 'music/Elsewhere'")
    let report = try scanner.scan(root: corpus.music)
    #expect(report.removed == 1 && report.filesRead == 0 && report.tracks == 29)
  }
}

extension String {
  var trimmingNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
