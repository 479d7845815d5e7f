import Foundation
import Platform
import Testing

@testable import Storage
@testable import WheelCore

/// The user data's journal on disk: changes replay over the file, the file is compacted when
/// the journal passes its limit, a torn last record is passed over, a damaged one keeps what
/// came before (and the journal as .bak), a crash between compaction and the journal's
/// restart counts nothing twice, and a full disk keeps changes until there is room.
@Suite struct UserDataJournalTests {
  static func data(_ count: Int) -> UserData {
    UserData(
      songs: (0..<count).map {
        SongRecord(
          key: SongKey(path: "/m/\($0).flac", title: "Song \($0)", artist: "A", album: "B"), added: 1_700_000_000)
      })
  }

  func size(_ path: String) -> Int {
    (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? -1
  }

  /// A play as the core makes it: the count and the time, absolute.
  func play(_ data: inout UserData, _ n: Int, at time: Double) {
    data.songs[n].plays += 1
    data.songs[n].lastPlayed = time
  }

  /// Ten songs: the file written, then one play (song 1) in the journal.
  func storeWithOnePlay(problem: @escaping @Sendable (String) -> Void = { _ in }) -> (String, UserDataStore, UserData) {
    let path = temporaryFolder() + "/userdata"
    var data = Self.data(10)
    let store = UserDataStore(path: path, problem: problem)
    store.save(data)
    play(&data, 1, at: 1_796_000_000)
    store.save(data)
    store.flush()
    return (path, store, data)
  }

  @Test func everyKindOfChangeReplaysOverTheFile() {
    let path = temporaryFolder() + "/userdata"
    var data = Self.data(20)
    let store = UserDataStore(path: path)
    _ = store.load()
    store.save(data)
    store.flush()
    let fileSize = size(path)
    play(&data, 3, at: 1_796_000_000)
    data.songs[4].rating = 5
    data.songs[5].skips = 2
    data.addToOnTheGo([3, 4])
    _ = data.saveOnTheGo()
    data.addToOnTheGo([7])
    data.songs.append(SongRecord(key: SongKey(path: "/m/new.flac", title: "New", artist: "", album: "")))
    data.songs[0].key.path = "/m/moved.flac"
    store.save(data)
    store.flush()
    #expect(size(path) == fileSize, "the file is not rewritten for a few changes")
    #expect(UserDataStore(path: path).load() == (data, nil))
    data.playlists = []
    store.save(data)
    store.flush()
    #expect(UserDataStore(path: path).load().data == data)
  }

  /// A file larger than the pieces it is read in (1 MB), lines cut across them, with its journal.
  @Test func aLargeFileReadInPiecesLoadsWhole() {
    let path = temporaryFolder() + "/userdata"
    var data = Self.data(30_000)
    data.onTheGo = [29_999, 0]
    let store = UserDataStore(path: path)
    store.save(data)
    play(&data, 29_998, at: 1_796_000_000)
    store.save(data)
    store.flush()
    #expect(size(path) > 1_048_576, "more than one piece")
    #expect(UserDataStore(path: path).load() == (data, nil))
  }

  @Test func aPlayAppendsARecordNotTheFile() {
    let path = temporaryFolder() + "/userdata"
    var data = Self.data(2_000)
    let store = UserDataStore(path: path)
    store.save(data)
    store.flush()
    let start = store.bytesWritten
    for n in 0..<100 {
      play(&data, n * 7, at: 1_796_000_000 + Double(n))
      store.save(data)
      store.flush()
    }
    let perPlay = (store.bytesWritten - start) / 100
    #expect(perPlay < 80, "\(perPlay) bytes a play")
    #expect(UserDataStore(path: path).load().data == data)
  }

  @Test func theJournalIsCompactedIntoTheFileAtItsLimit() throws {
    let path = temporaryFolder() + "/userdata"
    var data = Self.data(50)
    let store = UserDataStore(path: path, journalLimit: 1_000)
    store.save(data)
    store.flush()
    let inode = { (try? FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int) ?? -1 }
    let first = inode()
    var rewrites = 0
    var last = first
    for n in 0..<200 {
      play(&data, n % 50, at: 1_796_000_000 + Double(n))
      store.save(data)
      store.flush()
      #expect(size(path + ".journal") <= 1_000)
      if inode() != last {
        rewrites += 1
        last = inode()
        #expect(UserDataCodec.decode(Array(try String(contentsOfFile: path, encoding: .utf8).utf8)).data == data)
      }
    }
    #expect(rewrites >= 5, "\(rewrites) compactions")
    #expect(UserDataStore(path: path).load().data == data)
    #expect(data.songs.map(\.plays).reduce(0, +) == 200)
  }

  @Test func aTornLastRecordIsPassedOverAndCutOff() throws {
    let (path, _, data) = storeWithOnePlay()
    let good = size(path + ".journal")
    var played = data
    play(&played, 2, at: 1_796_000_001)
    let torn = UserDataChange.numbers(2, played.songs[2]).record(99).utf8.dropLast(5)
    try append(Array(torn), to: path + ".journal")
    let again = UserDataStore(path: path)
    #expect(again.load() == (data, nil), "the torn play is not there, and nothing is said")
    #expect(size(path + ".journal") == good, "the torn bytes are cut off before the next append")
    again.save(played)
    again.flush()
    #expect(UserDataStore(path: path).load() == (played, nil))
  }

  @Test func aDamagedRecordKeepsWhatCameBeforeAndTheJournalAsBak() throws {
    let path = temporaryFolder() + "/userdata"
    var data = Self.data(10)
    let store = UserDataStore(path: path)
    store.save(data)
    store.flush()
    var states: [UserData] = []
    for n in 0..<4 {
      play(&data, n, at: 1_796_000_000 + Double(n))
      store.save(data)
      store.flush()
      states.append(data)
    }
    var journal = Array(try String(contentsOfFile: path + ".journal", encoding: .utf8).utf8)
    let lineEnds = journal.indices.filter { journal[$0] == 0x0A }
    journal[lineEnds[5] - 12] ^= 0x01  // the third play's record (after header, version, base, two plays)
    try Data(journal).write(to: URL(fileURLWithPath: path + ".journal"))
    let loaded = UserDataStore(path: path).load()
    #expect(loaded.data == states[1], "the plays before the damage, none after")
    #expect(loaded.problem?.contains("journal damaged at line 6") == true, "\(loaded.problem ?? "")")
    #expect(loaded.problem?.hasSuffix("the journal is kept as userdata.journal.bak") == true)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path + ".journal.bak")) == Data(journal))
    #expect(UserDataStore(path: path).load() == (states[1], nil), "what was kept is in the file now")
  }

  /// The file is rewritten with every record of the journal, then the process dies before the
  /// journal is begun again: the journal ends with `compacting` naming the new file, so its
  /// records are known to be in it and are not replayed (they would count nothing twice, being
  /// absolute, but the journal is not foreign either: no .bak, no notice).
  @Test func aCrashBetweenCompactionAndRestartCountsNothingTwice() throws {
    let path = temporaryFolder() + "/userdata"
    var data = Self.data(10)
    let store = UserDataStore(path: path)
    store.save(data)
    for n in 0..<3 {
      play(&data, 0, at: 1_796_000_000 + Double(n))
      store.save(data)
      store.flush()
    }
    let before = try String(contentsOfFile: path + ".journal", encoding: .utf8)
    let text = UserDataCodec.encode(data)
    try (before + SavedJournalMark(text).record(SavedJournalMark.compactingKey, 50)).write(
      toFile: path + ".journal", atomically: false, encoding: .utf8)
    try AtomicFile.write(text, to: path)
    let loaded = UserDataStore(path: path).load()
    #expect(loaded == (data, nil) && data.songs[0].plays == 3)
    #expect(!FileManager.default.fileExists(atPath: path + ".journal.bak"))
    #expect(!FileManager.default.fileExists(atPath: path + ".journal"), "a journal all in the file goes")
  }

  /// A file rewritten by something that did not know the journal (an older ipodtui, a restored
  /// backup): the journal's records belong to another file and would undo it. Kept aside.
  @Test func aJournalOfAnotherFileIsKeptAsideNotReplayed() throws {
    let path = temporaryFolder() + "/userdata"
    var data = Self.data(10)
    let store = UserDataStore(path: path)
    store.save(data)
    play(&data, 0, at: 1_796_000_000)
    store.save(data)
    store.flush()
    var older = Self.data(10)
    older.songs[9].rating = 1
    try UserDataCodec.encode(older).write(toFile: path, atomically: false, encoding: .utf8)
    let loaded = UserDataStore(path: path).load()
    #expect(loaded.data == older)
    #expect(loaded.problem == "User data journal does not belong to this file: it is kept as userdata.journal.bak")
  }

  @Test func aFileOfThePreviousVersionWithNoJournalLoadsAndIsFollowed() throws {
    let path = temporaryFolder() + "/userdata"
    var data = Self.data(5)
    try UserDataCodec.encode(data).write(toFile: path, atomically: false, encoding: .utf8)
    let store = UserDataStore(path: path)
    #expect(store.load() == (data, nil))
    play(&data, 4, at: 1_796_000_000)
    store.save(data)
    store.flush()
    #expect(try String(contentsOfFile: path + ".journal", encoding: .utf8).contains("\nnumbers = "))
    #expect(UserDataStore(path: path).load() == (data, nil))
  }

  /// A journal removed while the program runs took the plays since the last compaction with
  /// it: the next save writes the file whole.
  @Test func aJournalRemovedMidRunIsMadeGoodByARewrite() {
    let (path, store, start) = storeWithOnePlay()
    var data = start
    unlink(path + ".journal")
    play(&data, 2, at: 1_796_000_001)
    store.save(data)
    store.flush()
    #expect(UserDataStore(path: path).load() == (data, nil), "both plays are on disk")
    #expect(store.compactions == 2)
  }

  /// The journal on a full disk (`/dev/full` in its place): the play stays in memory, the user
  /// is told once, and it is written with the next save once there is room again.
  @Test func aFullDiskKeepsThePlayUntilThereIsRoom() throws {
    let told = Told()
    let (path, store, start) = storeWithOnePlay { told.add($0) }
    var data = start
    let saved = data
    try FileManager.default.moveItem(atPath: path + ".journal", toPath: path + ".real")
    try FileManager.default.createSymbolicLink(atPath: path + ".journal", withDestinationPath: "/dev/full")
    play(&data, 2, at: 1_796_000_001)
    store.save(data)
    store.flush()
    #expect(told.messages.count == 1 && told.messages.first?.contains("No space") == true, "\(told.messages)")
    unlink(path + ".journal")
    try FileManager.default.moveItem(atPath: path + ".real", toPath: path + ".journal")
    #expect(UserDataStore(path: path).load().data == saved, "the full disk took nothing")
    play(&data, 3, at: 1_796_000_002)
    store.save(data)
    store.flush()
    #expect(UserDataStore(path: path).load() == (data, nil), "both plays reached the disk")
    #expect(told.messages.count == 1)
  }

  func append(_ bytes: [UInt8], to path: String) throws {
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(bytes))
    try handle.close()
  }
}
