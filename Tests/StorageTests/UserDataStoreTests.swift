import Foundation
import Platform
import Testing

@testable import Storage
@testable import WheelCore

/// The user data on disk: written whole and atomically off the UI thread, read back the same;
/// a damaged file keeps what it can, is kept beside as .bak (never over an older one), and
/// the user is told; a newer version's file is left alone.
@Suite struct UserDataStoreTests {
  static let data = UserData(
    songs: [
      SongRecord(
        key: SongKey(path: "/m/1.flac", title: "One", artist: "A", album: "B"), rating: 4, plays: 2,
        lastPlayed: 1_796_000_000, added: 1_700_000_000),
      SongRecord(key: SongKey(path: "/m/2.flac", title: "Two", artist: "A", album: "B"), added: 1_700_000_001),
    ],
    onTheGo: [1], playlists: [SavedPlaylist(name: "New Playlist 1", songs: [0, 1])])

  func text(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

  @Test func roundTripThroughTheDataFolder() {
    let home = temporaryFolder()
    let xdg = XDGDirectories(environment: ["HOME": home, "XDG_DATA_HOME": home + "/data"])
    let store = UserDataStore(xdg: xdg)
    #expect(store.path == home + "/data/ipodtui/userdata")
    #expect(store.load().data == UserData(), "no file: empty, quietly")
    store.save(Self.data)
    store.flush()
    let again = UserDataStore(path: store.path).load()
    #expect(again.data == Self.data && again.problem == nil)
    #expect(!FileManager.default.fileExists(atPath: home + "/cache"), "nothing in the cache folder")
  }

  @Test func manyQuickSavesEndWithTheLastOne() {
    let store = UserDataStore(path: temporaryFolder() + "/userdata")
    var data = Self.data
    for i in 0..<200 {
      data.songs[0].plays = i
      store.save(data)
    }
    store.flush()
    #expect(UserDataStore(path: store.path).load().data.songs[0].plays == 199)
  }

  /// The same data again (the core saves after every relink) is not written again; a change is
  /// appended to the journal, and the file keeps its inode, which a rewrite would replace.
  @Test func theSameDataIsNotWrittenTwiceAndAChangeGoesToTheJournal() throws {
    let path = temporaryFolder() + "/userdata"
    let first = UserDataStore(path: path)
    first.save(Self.data)
    first.flush()
    let store = UserDataStore(path: path)
    #expect(store.load().data == Self.data)
    let inode = { (try? FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int) ?? -1 }
    let before = inode()
    store.save(Self.data)
    store.flush()
    #expect(inode() == before && store.bytesWritten == 0)
    var changed = Self.data
    changed.songs[1].plays = 1
    store.save(changed)
    store.flush()
    #expect(inode() == before && store.bytesWritten > 0 && store.bytesWritten < 100)
    #expect(text(path + ".journal").contains("\nnumbers = "))
    let written = store.bytesWritten
    store.save(changed)
    store.flush()
    #expect(store.bytesWritten == written)
    #expect(UserDataStore(path: path).load().data == changed)
  }

  @Test func aDamagedLineKeepsTheRestAndTheFileIsKept() throws {
    let dir = temporaryFolder()
    let path = dir + "/userdata"
    var lines = UserDataCodec.encode(Self.data).components(separatedBy: "\n")
    lines[2] = "song\tbroken"
    let damaged = lines.joined(separator: "\n")
    try damaged.write(toFile: path, atomically: false, encoding: .utf8)
    let loaded = UserDataStore(path: path).load()
    #expect(loaded.data.songs.map(\.key.title) == ["Two"])
    #expect(loaded.data.onTheGo == [0] && loaded.data.playlists[0].songs == [0])
    #expect(loaded.problem == "User data 1 unreadable line (3): kept the rest; the file is kept as userdata.bak")
    #expect(text(path + ".bak") == damaged, "the damaged file is kept as it was")
    #expect(UserDataCodec.decode(Array(text(path).utf8)).isClean, "what was read is written back at once")
  }

  @Test func backupsNeverReplaceOlderOnes() throws {
    let dir = temporaryFolder()
    let path = dir + "/userdata"
    for round in 1...3 {
      try "version = 1\nnot a line \(round)\nend\n".write(toFile: path, atomically: false, encoding: .utf8)
      let problem = UserDataStore(path: path).load().problem ?? ""
      #expect(problem.hasSuffix(round == 1 ? "userdata.bak" : "userdata.bak.\(round)"), "\(problem)")
    }
    #expect(text(path + ".bak").contains("not a line 1") && text(path + ".bak.3").contains("not a line 3"))
  }

  @Test func aFileThatIsNotUserDataStartsEmptyAndIsKept() throws {
    let path = temporaryFolder() + "/userdata"
    try Data([0x00, 0xFF, 0x10]).write(to: URL(fileURLWithPath: path))
    let loaded = UserDataStore(path: path).load()
    #expect(loaded.data == UserData())
    #expect(loaded.problem == "User data not a user data file: starting empty; the file is kept as userdata.bak")
  }

  @Test func aNewerVersionsFileIsReadAndNeverWritten() throws {
    let path = temporaryFolder() + "/userdata"
    let newer = "version = 9\nsong\tsomething new\nend\n"
    try newer.write(toFile: path, atomically: false, encoding: .utf8)
    let store = UserDataStore(path: path)
    let loaded = store.load()
    #expect(loaded.problem == "User data written by a newer ipodtui (version 9): not saving changes to it")
    store.save(Self.data)
    store.flush()
    #expect(text(path) == newer)
    #expect(!FileManager.default.fileExists(atPath: path + ".bak"))
  }

  @Test func aReadOnlyInstanceNeverWrites() {
    let path = temporaryFolder() + "/userdata"
    let store = UserDataStore(path: path, writable: false)
    store.save(Self.data)
    store.flush()
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func aFailedWriteIsToldOnce() {
    let dir = temporaryFolder()
    try? "a file".write(toFile: dir + "/blocker", atomically: false, encoding: .utf8)
    let told = Told()
    let store = UserDataStore(path: dir + "/blocker/userdata") { told.add($0) }
    store.save(Self.data)
    store.flush()
    var more = Self.data
    more.songs[0].plays = 50
    store.save(more)
    store.flush()
    #expect(told.messages.count == 1)
    #expect(told.messages.first?.hasPrefix("Can't save ratings and play counts") == true)
  }
}

final class Told: @unchecked Sendable {
  private let lock = NSLock()
  private var list: [String] = []
  func add(_ s: String) {
    lock.lock()
    list.append(s)
    lock.unlock()
  }
  var messages: [String] {
    lock.lock()
    defer { lock.unlock() }
    return list
  }
}
