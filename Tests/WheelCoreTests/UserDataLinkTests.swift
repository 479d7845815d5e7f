import Testing

@testable import WheelCore

/// The user's data finds its songs again by path, and by tags when the path changed; a
/// rebuilt cache (new ids) changes nothing.
@Suite struct UserDataLinkTests {
  let song = Track(id: 7, path: "/m/a/1.flac", title: "One", artist: "Band", album: "Debut", modified: 1_500_000_000)

  @Test func aNewSongGetsARecordDatedByItsFile() {
    var data = UserData()
    let (records, changed) = data.link([song], wallNow: 1_800_000_000)
    #expect(changed && records == [0])
    #expect(data.songs == [SongRecord(key: SongKey(song), added: 1_500_000_000)])
    let again = data.link([song], wallNow: 1_800_000_100)
    #expect(!again.changed, "nothing new the second time")
  }

  /// Records are found whatever order they were saved in, and whichever tracks come and go
  /// between them (the record after the last one found is only tried first).
  @Test func recordsAreFoundInAnyOrder() {
    let tracks = (0..<50).map { Track(id: Int64($0), path: "/m/\($0).flac", title: "T\($0)", modified: 1) }
    var data = UserData()
    _ = data.link(tracks, wallNow: nil)
    for r in data.songs.indices { data.songs[r].plays = r }  // plays == the track's number
    var shuffled = data
    var generator = SystemRandomNumberGenerator()
    shuffled.songs.shuffle(using: &generator)
    let kept =
      tracks.enumerated().filter { $0.offset % 7 != 3 }.map(\.element) + [
        Track(id: 99, path: "/m/new.flac", title: "N", modified: 1)
      ]
    let (records, changed) = shuffled.link(kept, wallNow: nil)
    #expect(changed, "a new song got a record")
    for (t, track) in kept.enumerated() where track.id != 99 {
      #expect(shuffled.songs[records[t]].key.path == track.path)
      #expect(shuffled.songs[records[t]].plays == Int(track.id))
    }
    #expect(Set(records).count == kept.count, "no record taken twice")
  }

  @Test func withoutAFileDateTheWallClockDatesIt() {
    var data = UserData()
    var undated = song
    undated.modified = 0
    _ = data.link([undated], wallNow: nil)
    #expect(data.songs[0].added == nil)
    let (_, changed) = data.link([undated], wallNow: 1_800_000_000.7)
    #expect(changed && data.songs[0].added == 1_800_000_000)
  }

  @Test func aMovedFileWithTheSameTagsKeepsItsData() {
    var data = UserData(songs: [SongRecord(key: SongKey(song), rating: 4, plays: 9, added: 1)], onTheGo: [0])
    var moved = song
    moved.path = "/m/elsewhere/one.flac"
    moved.id = 99
    let (records, changed) = data.link([moved], wallNow: 2)
    #expect(records == [0] && changed)
    #expect(data.songs.count == 1)
    #expect(data.songs[0].rating == 4 && data.songs[0].plays == 9 && data.songs[0].added == 1)
    #expect(data.songs[0].key.path == "/m/elsewhere/one.flac", "it now answers to the new path")
    #expect(data.onTheGo == [0])
  }

  @Test func aRetaggedFileAtTheSamePathKeepsItsData() {
    var data = UserData(songs: [SongRecord(key: SongKey(song), plays: 3, added: 1)])
    var retagged = song
    retagged.title = "One (Remastered)"
    let (records, _) = data.link([retagged], wallNow: 2)
    #expect(records == [0] && data.songs[0].plays == 3 && data.songs[0].key.title == "One (Remastered)")
  }

  @Test func aSongPresentAtItsPathIsNotTakenByAMovedTwin() {
    // Two copies with the same tags: the one at the known path keeps the record.
    var data = UserData(songs: [SongRecord(key: SongKey(song), plays: 5, added: 1)])
    var copy = song
    copy.path = "/m/copy/1.flac"
    let (records, _) = data.link([copy, song], wallNow: 2)
    #expect(records[1] == 0 && records[0] == 1)
    #expect(data.songs[1].plays == 0)
  }

  @Test func untitledSongsAreNotMatchedByTags() {
    let untitled = Track(id: 1, path: "/m/x.flac", title: "")
    var data = UserData(songs: [SongRecord(key: SongKey(untitled), plays: 2, added: 1)])
    var other = untitled
    other.path = "/m/y.flac"
    _ = data.link([other], wallNow: 2)
    #expect(data.songs.count == 2 && data.songs[1].plays == 0)
  }

  @Test func aVanishedSongKeepsItsRecordForWhenItReturns() {
    var data = UserData(songs: [SongRecord(key: SongKey(song), plays: 5, added: 1)])
    _ = data.link([], wallNow: 2)
    #expect(data.songs.count == 1)
    _ = data.link([song], wallNow: 3)
    #expect(data.songs.count == 1 && data.songs[0].plays == 5)
  }

  /// The app: a rescan that rebuilt the cache gives every song a new id; ratings, plays and
  /// On-The-Go follow the songs, not the ids.
  @Test func aRebuiltCacheKeepsRatingsAndOnTheGo() {
    var app = UserDataFixtures.app()
    app.open(.songs)
    app.select("Time")
    _ = app.update(char("o"))
    let saved = app.userData.data
    let renumbered = LibraryFixtures.tracks().reversed().enumerated().map { i, t in
      var t = t
      t.id = Int64(1000 + i)
      return t
    }
    var fresh = UserDataFixtures.app(tracks: renumbered, data: saved)
    #expect(UserDataFixtures.titles(fresh, .onTheGo) == ["Time"])
    #expect(fresh.userData.data == saved, "nothing to change: nothing saved")
    _ = fresh.update(.libraryLoaded(LibraryIndex(tracks: LibraryFixtures.tracks()), playlists: [], path: "/music"))
    #expect(UserDataFixtures.titles(fresh, .onTheGo) == ["Time"])
  }

  @Test func nextPlaylistNameSkipsPastTakenNumbers() {
    var data = UserData(playlists: [
      SavedPlaylist(name: "New Playlist 3", songs: []), SavedPlaylist(name: "Road", songs: []),
    ])
    #expect(data.nextPlaylistName == "New Playlist 4")
    #expect(data.saveOnTheGo() == nil, "an empty On-The-Go saves nothing")
  }
}
