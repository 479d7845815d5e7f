import CGpod
import Foundation
import IpodDevice
import TestSupport
import Testing

@testable import IpodApp
@testable import WheelCore

/// An iPod made with libgpod, read through the source (IpodLibrary) into a real core, a song
/// played to its end and rated there, then Eject iPod: libgpod reads the play and the rating back.
@Suite(.serialized) struct IpodSyncTests {
  static func wait(_ events: EventRecorder, for match: (Event) -> Bool) -> Event? {
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline {
      if let found = events.events.first(where: match) { return found }
      usleep(5_000)
    }
    return nil
  }

  @Test func aSongPlayedAndRatedHereIsCountedInTheIpodAtEject() throws {
    let mount = NSTemporaryDirectory() + "ipodtui-sync-\(getpid())"
    try? FileManager.default.removeItem(atPath: mount)
    defer { try? FileManager.default.removeItem(atPath: mount) }
    try IpodFixture.make(
      at: mount,
      songs: [
        .init(title: "One", stars: 2, plays: 3, seconds: 2), .init(title: "Two", seconds: 2),
        .init(title: "Book", album: "Tale", mediaType: UInt32(ITDB_MEDIATYPE_AUDIOBOOK.rawValue)),
      ], lists: [.init(name: "Mix", songs: [1, 0])])
    let events = EventRecorder()
    let library = IpodLibrary(mountPoint: mount, post: events.post)
    let sync = IpodSync(library: library, post: events.post)
    library.start()
    sync.load(UserData())
    guard
      case .libraryLoaded(let index, let lists, _) = Self.wait(
        events, for: { if case .libraryLoaded = $0 { true } else { false } }),
      case .userDataLoaded(let data) = Self.wait(events, for: { if case .userDataLoaded = $0 { true } else { false } })
    else {
      Issue.record("nothing loaded: \(events.events)")
      return
    }
    #expect(index.songs.map { index.tracks[Int($0)].title } == ["One", "Two"])
    #expect(index.audiobooks.count == 1)
    #expect(lists.map(\.name) == ["Mix"] && lists[0].tracks.map { index.tracks[Int($0)].title } == ["Two", "One"])
    let one = try #require(index.tracks.first { $0.title == "One" })
    #expect(FileManager.default.fileExists(atPath: one.path))
    #expect(data.songs.first { $0.key.path == one.path }.map { ($0.plays, $0.rating) } ?? (0, nil) == (3, 2))

    var app = AppState(size: Size(width: 100, height: 40))
    _ = app.update(.ticked(at: 0))
    _ = app.update(.libraryLoaded(index, playlists: lists, path: mount))
    _ = app.update(.userDataLoaded(data))
    _ = app.update(.remote(.open(path: one.path)))
    #expect(app.currentTrack?.title == "One")
    _ = app.update(.trackStarted(path: one.path, duration: 2))
    var t = 0.0
    while t < 2 {
      t += 0.25
      _ = app.update(.ticked(at: t))
      _ = app.update(.playbackProgressed(path: one.path, seconds: t))
    }
    _ = app.rateCurrentSong(by: 2)  // on Now Playing's rating page, while it plays
    _ = app.update(.trackFinished(path: one.path))
    let record = try #require(app.userData.data.songs.first { $0.key.path == one.path })
    #expect(record.plays == 4)

    #expect(sync.writeBack(app.userData.data)?.contains("unplug") == true)
    let back = try IpodFixture.readBack(mount)
    let written = try #require(back.first { $0.title == "One" })
    #expect(written.plays == 4)
    #expect(record.rating == 4 && written.rating == 80)
    #expect(back.first { $0.title == "Two" }?.plays == 0)
    // Nothing new since: nothing is written twice.
    #expect(sync.writeBack(app.userData.data) == "The iPod is up to date: you can unplug it")
    #expect(try IpodFixture.readBack(mount).first { $0.title == "One" }?.plays == 4)
  }

  @Test func anUnreadableIpodStillHandsTheCoreItsData() throws {
    let events = EventRecorder()
    let library = IpodLibrary(mountPoint: "/nonexistent/ipod", post: events.post)
    let sync = IpodSync(library: library, post: events.post)
    library.start()
    var saved = UserData()
    saved.songs = [SongRecord(key: SongKey(path: "/x.mp3", title: "X", artist: "", album: ""), plays: 2)]
    sync.load(saved)
    #expect(Self.wait(events) { $0 == .userDataLoaded(saved) } != nil)
    #expect(
      events.events.contains { if case .notice(let text) = $0 { text.contains("No iPod database") } else { false } })
    #expect(sync.writeBack(saved) == nil)
  }
}
