import Foundation
import Platform
import Testing

@testable import Storage
@testable import WheelCore

/// Audiobook positions in `$XDG_DATA_HOME/ipodtui/bookmarks`: written, read back by the next
/// run, and a broken file set aside rather than trusted or lost.
@Suite struct BookmarkStoreTests {
  @Test func marksRoundTripUnderTheDataFolderNotTheCache() throws {
    let dir = temporaryFolder()
    let xdg = XDGDirectories(environment: [
      "HOME": dir, "XDG_DATA_HOME": dir + "/data", "XDG_CACHE_HOME": dir + "/cache",
    ])
    let store = BookmarkStore(xdg: xdg)
    #expect(store.path == dir + "/data/ipodtui/bookmarks")
    #expect(store.load().bookmarks == Bookmarks() && store.load().problem == nil)
    let marks = Bookmarks(marks: ["episode:/m/e.mp3": .init(path: "/m/e.mp3", seconds: 42)])
    try store.save(marks)
    #expect(BookmarkStore(xdg: xdg).load().bookmarks == marks)
  }

  @Test func aBrokenFileIsKeptAsideAndNothingIsRestored() throws {
    let dir = temporaryFolder()
    let path = dir + "/bookmarks"
    try "mark = nonsense\n".write(toFile: path, atomically: true, encoding: .utf8)
    let loaded = BookmarkStore(path: path).load()
    #expect(loaded.bookmarks == Bookmarks())
    #expect(loaded.problem?.contains("bookmarks.bak") == true)
    #expect(FileManager.default.fileExists(atPath: path + ".bak"))
  }

  @Test func aReadOnlyStoreWritesNothing() throws {
    let dir = temporaryFolder()
    let store = BookmarkStore(path: dir + "/bookmarks", writable: false)
    try store.save(Bookmarks(marks: ["k": .init(path: "/p", seconds: 1)]))
    #expect(!FileManager.default.fileExists(atPath: dir + "/bookmarks"))
  }
}
