import Dispatch
import Testing
import WheelCore

@testable import IpodApp

/// StickerSync between the core's saved data and an MPD server's stickers (a fake database):
/// what is read at start, and which writes a save turns into.
@Suite struct StickerSyncTests {
  let events = EventRecorder()
  /// The sync's own queue, so a test can wait for the work given to it (`queue.sync {}`).
  let queue = DispatchQueue(label: "StickerSyncTests")

  static func song(_ path: String, rating: Int? = nil, plays: Int = 0) -> SongRecord {
    SongRecord(key: SongKey(path: path, title: path, artist: "A", album: "B"), rating: rating, plays: plays)
  }

  func sync(_ stickers: FakeStickers) -> StickerSync {
    StickerSync(stickers: stickers, post: events.post, queue: queue)
  }

  @Test func loadTakesTheServersRatingsAndPlaysIntoTheSavedData() {
    let stickers = FakeStickers(ratings: ["a.flac": 4, "new.flac": 2], plays: ["a.flac": 9])
    let saved = UserData(songs: [Self.song("a.flac", rating: 1, plays: 3), Self.song("b.flac", rating: 5)])
    sync(stickers).load(saved)
    queue.sync {}
    var expected = saved
    expected.adopt(ratings: ["a.flac": 4, "new.flac": 2], plays: ["a.flac": 9])
    #expect(events.events == [.userDataLoaded(expected)])
    #expect(expected.songs[0].rating == 4 && expected.songs[0].plays == 9)
    #expect(expected.songs.contains { $0.key.path == "new.flac" && $0.rating == 2 })
    #expect(stickers.writes.isEmpty, "loading writes nothing back")
  }

  @Test func onlyWhatChangedSinceTheLastSaveIsWritten() {
    let stickers = FakeStickers(ratings: ["a.flac": 3])
    let sync = sync(stickers)
    let saved = UserData(songs: [Self.song("a.flac"), Self.song("b.flac"), Self.song("c.flac", rating: 2)])
    sync.load(saved)
    queue.sync {}
    guard case .userDataLoaded(var data) = events.events.first else {
      Issue.record("nothing loaded: \(events.events)")
      return
    }
    data.songs[0].rating = 5  // rated up
    data.songs[1].plays += 2  // played twice
    sync.saved(data)
    queue.sync {}
    #expect(stickers.writes == ["rate a.flac 5", "play b.flac", "play b.flac"])
    // The same data saved again: nothing new to tell the server.
    sync.saved(data)
    data.songs[2].plays += 1
    sync.saved(data)
    queue.sync {}
    #expect(stickers.writes == ["rate a.flac 5", "play b.flac", "play b.flac", "play c.flac"])
    #expect(events.events.count == 1, "no notices: \(events.events)")
  }

  @Test func aSaveBeforeTheLoadFinishedIsNotSent() {
    let stickers = FakeStickers()
    let sync = sync(stickers)
    sync.saved(UserData(songs: [Self.song("a.flac", rating: 4, plays: 1)]))
    queue.sync {}
    #expect(stickers.writes.isEmpty)
    #expect(events.events.isEmpty)
  }

  @Test func withoutAStickerDatabaseRatingsAreReadOnlyAndNothingIsWritten() {
    let stickers = FakeStickers(hasDatabase: false)
    let sync = sync(stickers)
    let saved = UserData(songs: [Self.song("a.flac", rating: 1)])
    sync.load(saved)
    var changed = saved
    changed.songs[0].rating = 3
    changed.songs[0].plays = 1
    sync.saved(changed)
    queue.sync {}
    #expect(events.events == [.userDataLoaded(saved), .ratingsReadOnly(StickerSync.readOnlyMessage)])
    #expect(stickers.writes.isEmpty)
  }

  /// A server that cannot be read keeps the local data, says so, and is still written to
  /// afterwards (it may have come back).
  @Test func anUnreadableServerKeepsTheLocalDataAndIsStillWrittenTo() {
    let stickers = FakeStickers(ratings: ["a.flac": 5])
    stickers.failReads()
    let sync = sync(stickers)
    let saved = UserData(songs: [Self.song("a.flac", rating: 1)])
    sync.load(saved)
    var changed = saved
    changed.songs[0].rating = 2
    sync.saved(changed)
    queue.sync {}
    #expect(events.events.first == .userDataLoaded(saved))
    #expect(events.events.count == 2)
    if case .notice(let text) = events.events.last {
      #expect(text.contains("can't read ratings") && text.contains("connection refused"), "\(text)")
    } else {
      Issue.record("no notice: \(events.events)")
    }
    #expect(stickers.writes == ["rate a.flac 2"])
  }

  @Test func aFailedWriteIsReportedOncePerSong() {
    let stickers = FakeStickers()
    let sync = sync(stickers)
    let saved = UserData(songs: [Self.song("a.flac"), Self.song("b.flac")])
    sync.load(saved)
    stickers.failWrites()
    var changed = saved
    changed.songs[0].rating = 4
    changed.songs[1].plays = 3
    sync.saved(changed)
    queue.sync {}
    let notices = events.events.filter {
      if case .notice(let text) = $0 { return text.contains("can't save the rating or play count") }
      return false
    }
    #expect(notices.count == 2, "\(events.events)")
    #expect(stickers.writes.isEmpty)
  }
}
