import Testing

@testable import WheelCore

/// A source that keeps ratings and play counts itself (an MPD server's stickers): what it
/// knows is taken in, what changed is handed back, and a source that cannot write makes the
/// rating page say so instead of changing the stars.
@Suite struct UserDataSyncTests {
  func songKey(_ path: String) -> SongKey { SongKey(path: path, title: "t", artist: "a", album: "b") }

  @Test func theSourcesRatingsAndPlaysWinAndNewSongsGetARecord() {
    var data = UserData(songs: [
      SongRecord(key: songKey("a.mp3"), rating: 2, plays: 7), SongRecord(key: songKey("b.mp3"), rating: 1, plays: 1),
    ])
    data.adopt(ratings: ["a.mp3": 5, "c.mp3": 9], plays: ["c.mp3": 3])
    #expect(data.songs[0].rating == 5 && data.songs[0].plays == 7, "rated there, plays kept here")
    #expect(data.songs[1].rating == 1 && data.songs[1].plays == 1, "the source says nothing about b")
    #expect(data.songs.count == 3)
    #expect(
      data.songs[2].key.path == "c.mp3" && data.songs[2].rating == 5 && data.songs[2].plays == 3, "stars clamped to 5")
  }

  @Test func changesAreTheRatingsSetAndThePlaysCountedPerSong() {
    let old = UserData(songs: [
      SongRecord(key: songKey("a.mp3"), rating: 2, plays: 1), SongRecord(key: songKey("b.mp3")),
    ])
    var new = old
    new.songs[0].plays = 3
    new.songs[1].rating = 4
    new.songs[1].key.title = "renamed"  // a relink: not a change the source needs
    new.songs.append(SongRecord(key: songKey("c.mp3")))
    new.songs.append(SongRecord(key: songKey("d.mp3"), rating: 0, plays: 1))
    #expect(
      new.changes(since: old) == [
        .init(path: "a.mp3", addedPlays: 2), .init(path: "b.mp3", rating: 4),
        .init(path: "d.mp3", rating: 0, addedPlays: 1),
      ])
    #expect(new.changes(since: new).isEmpty)
  }

  @Test func aSourceThatCannotWriteLeavesTheStarsAndSaysWhy() {
    var app = UserDataFixtures.app()
    _ = app.update(.ratingsReadOnly("MPD: ratings are read-only (no sticker database)"))
    _ = app.update(.remote(.open(path: "/music/Pink Floyd/The Dark Side of the Moon/2.flac")))
    for _ in 0..<3 { _ = app.update(key(.enter, at: 1)) }  // scrub, art, rating
    let effects = app.update(key(.down, at: 2))
    #expect(AppState.saves(effects).isEmpty && !effects.contains { if case .click = $0 { true } else { false } })
    #expect(UserDataFixtures.record(app, "Breathe")?.rating == nil)
    #expect(Renderer.render(app).text.contains("read-only"))
  }
}
