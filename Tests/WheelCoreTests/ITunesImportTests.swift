import Testing
import WheelCore

/// `import-itunes`'s pure parts: an iTunes library's plist read into tracks and playlists, the
/// tracks matched to the library's songs, and the merge that never lowers what was counted here.
@Suite struct ITunesImportTests {
  /// 2001-01-01 (iTunes's epoch) in Unix seconds, as the plist adapter hands dates over.
  static let day = 1_600_000_000.0

  static func track(
    _ id: Int, name: String, artist: String = "Artist", album: String = "Album", location: String? = nil,
    ms: Int64 = 180_000, extra: [String: PlistValue] = [:]
  ) -> PlistValue {
    var fields: [String: PlistValue] = [
      "Track ID": .integer(Int64(id)), "Name": .string(name), "Artist": .string(artist), "Album": .string(album),
      "Total Time": .integer(ms),
    ]
    if let location { fields["Location"] = .string(location) }
    fields.merge(extra) { $1 }
    return .dictionary(fields)
  }

  static func library(tracks: [PlistValue], playlists: [PlistValue] = []) -> PlistValue {
    var byID: [String: PlistValue] = [:]
    for t in tracks {
      if case .dictionary(let d) = t, case .integer(let id) = d["Track ID"] { byID[String(id)] = t }
    }
    return .dictionary([
      "Major Version": .integer(1), "Tracks": .dictionary(byID), "Playlists": .array(playlists),
    ])
  }

  static func playlist(_ name: String, _ ids: [Int], extra: [String: PlistValue] = [:]) -> PlistValue {
    var fields: [String: PlistValue] = [
      "Name": .string(name),
      "Playlist Items": .array(ids.map { .dictionary(["Track ID": .integer(Int64($0))]) }),
    ]
    fields.merge(extra) { $1 }
    return .dictionary(fields)
  }

  // MARK: Mapping

  @Test func tracksAreReadWithTheirHistoryAndDecodedLocation() throws {
    let plist = Self.library(tracks: [
      Self.track(
        7, name: "Só Danço", location: "file://localhost/Users/me/Music/iTunes/iTunes%20Media/Music/A/S%C3%B3.mp3",
        extra: [
          "Rating": .integer(80), "Play Count": .integer(12), "Skip Count": .integer(3),
          "Date Added": .date(Self.day), "Play Date UTC": .date(Self.day + 50), "Skip Date": .date(Self.day + 9),
        ])
    ])
    let library = try ITunesLibrary(plist: plist)
    #expect(library.tracks.count == 1)
    let t = library.tracks[0]
    #expect(t.id == 7 && t.name == "Só Danço" && t.artist == "Artist" && t.album == "Album")
    #expect(t.location == "/Users/me/Music/iTunes/iTunes Media/Music/A/Só.mp3")
    #expect(t.length == 180)
    #expect(t.rating == 4 && t.plays == 12 && t.skips == 3)
    #expect(t.added == Self.day && t.lastPlayed == Self.day + 50 && t.lastSkipped == Self.day + 9)
  }

  @Test func computedAndAlbumRatingsAreIgnoredAndStarsRoundAndClamp() throws {
    let plist = Self.library(tracks: [
      Self.track(1, name: "a", extra: ["Rating": .integer(60), "Rating Computed": .bool(true)]),
      Self.track(2, name: "b", extra: ["Album Rating": .integer(100)]),
      Self.track(3, name: "c", extra: ["Rating": .integer(50)]),
      Self.track(4, name: "d", extra: ["Rating": .integer(400)]),
      Self.track(5, name: "e", extra: ["Rating": .integer(0)]),
    ])
    let ratings = try ITunesLibrary(plist: plist).tracks.sorted { $0.id < $1.id }.map(\.rating)
    #expect(ratings == [nil, nil, 3, 5, nil])
  }

  @Test func windowsAndOddLocationsAreReadOrLeftOut() {
    #expect(ITunesTrack.path(fromLocation: "file:///C:/Users/me/Music/a%20b.mp3") == "C:/Users/me/Music/a b.mp3")
    #expect(ITunesTrack.path(fromLocation: "file://localhost/a/%E6%97%A5.mp3") == "/a/日.mp3")
    #expect(ITunesTrack.path(fromLocation: "http://example.com/stream") == nil)
    #expect(ITunesTrack.path(fromLocation: "file:///a/%ZZ.mp3") == "/a/%ZZ.mp3")
    #expect(ITunesTrack.path(fromLocation: "file:///a/%FF.mp3") == nil, "not UTF-8")
  }

  @Test func playlistsSkipTheLibraryKindsAndFoldersButKeepSmartOnesMembers() throws {
    let plist = Self.library(
      tracks: [Self.track(1, name: "a"), Self.track(2, name: "b")],
      playlists: [
        Self.playlist("Library", [1, 2], extra: ["Master": .bool(true)]),
        Self.playlist("Music", [1, 2], extra: ["Distinguished Kind": .integer(4)]),
        Self.playlist("Folder", [1], extra: ["Folder": .bool(true)]),
        Self.playlist("Road", [2, 1, 99]),
        Self.playlist("Loved", [1], extra: ["Smart Info": .data(64), "Smart Criteria": .data(200)]),
        Self.playlist("Empty", []),
      ])
    let library = try ITunesLibrary(plist: plist)
    #expect(library.playlists.map(\.name) == ["Road", "Loved", "Empty"])
    #expect(library.playlists[0].trackIDs == [2, 1, 99])
    #expect(library.playlists[1].isSmart && !library.playlists[0].isSmart)
    #expect(library.skippedPlaylists == 3)
  }

  @Test func somethingThatIsNoITunesLibraryIsRefused() {
    #expect(throws: ITunesLibrary.Failure.self) { try ITunesLibrary(plist: .array([])) }
    #expect(throws: ITunesLibrary.Failure.self) { try ITunesLibrary(plist: .dictionary(["Name": .string("x")])) }
  }

  // MARK: Matching

  static func song(
    _ path: String, _ title: String, artist: String = "Artist", album: String = "Album", length: Double = 180
  ) -> Track {
    Track(id: 0, path: path, title: title, artist: artist, album: album, duration: length)
  }

  static func itunes(
    _ id: Int, _ name: String, location: String?, artist: String = "Artist", album: String = "Album",
    length: Double? = 180
  ) -> ITunesTrack {
    ITunesTrack(id: id, name: name, artist: artist, album: album, location: location, length: length)
  }

  @Test func locationThenTailBelowTheMusicFolderThenTags() {
    let songs = [
      Self.song("/home/me/Music/A/One.mp3", "One"),
      Self.song("/home/me/Music/B/Two.mp3", "Two"),
      Self.song("/home/me/Music/C/Three.flac", "Three", artist: "Ça Va", length: 200),
      Self.song("/home/me/Music/D/Four.mp3", "Four"),
    ]
    let theirs = [
      Self.itunes(1, "One", location: "/home/me/Music/A/One.mp3"),
      Self.itunes(2, "Renamed", location: "/Users/me/Music/iTunes/iTunes Media/Music/b/two.mp3"),
      Self.itunes(3, "THREE", location: "/Volumes/Old/x.m4a", artist: "ca va", length: 201.5),
      Self.itunes(4, "Four", location: nil, length: 190),
      Self.itunes(5, "Gone", location: "/Users/me/Music/Gone.mp3"),
    ]
    let matches = ITunesMatcher(library: songs, root: "/home/me/Music").match(theirs)
    #expect(matches.map { $0?.track } == [0, 1, 2, nil, nil])
    #expect(matches.map { $0?.how } == [.location, .location, .tags, nil, nil])
  }

  @Test func tagsPickTheNearestLengthAndNeverAFileAlreadyMatchedByLocation() {
    let songs = [
      Self.song("/m/a.mp3", "Song", length: 100),
      Self.song("/m/b.mp3", "Song", length: 181),
      Self.song("/m/c.mp3", "Song", length: 179.5),
    ]
    let theirs = [
      Self.itunes(1, "song", location: "/m/b.mp3"),
      Self.itunes(2, "Song", location: nil, length: 180),
    ]
    let matches = ITunesMatcher(library: songs, root: "/m").match(theirs)
    #expect(matches.map { $0?.track } == [1, 2])
  }

  @Test func anAmbiguousTailMatchesNothingByLocation() {
    let songs = [Self.song("/x/Music/A/s.mp3", "S1"), Self.song("/y/Music/A/s.mp3", "S2")]
    let matches = ITunesMatcher(library: songs, root: "/").match([Self.itunes(1, "Z", location: "/old/Music/A/s.mp3")])
    #expect(matches == [nil])
  }

  // MARK: Merging

  @Test func mergeTakesTheHigherCountsKeepsOurRatingAndWidensTheDates() {
    var ours = SongRecord(
      key: SongKey(path: "/m/a", title: "a", artist: "", album: ""), rating: 2, plays: 10, skips: 0,
      lastPlayed: 500, added: 300)
    var theirs = Self.itunes(1, "a", location: nil)
    theirs.rating = 5
    theirs.plays = 4
    theirs.skips = 7
    theirs.added = 100
    theirs.lastPlayed = 400
    ours.merge(theirs)
    #expect(ours.rating == 2 && ours.plays == 10 && ours.skips == 7 && ours.added == 100 && ours.lastPlayed == 500)
    var unrated = SongRecord(key: SongKey(path: "/m/b", title: "b", artist: "", album: ""))
    unrated.merge(theirs)
    #expect(unrated.rating == 5 && unrated.plays == 4 && unrated.lastPlayed == 400 && unrated.added == 100)
  }

  @Test func mergeNeverLowersAnythingCountedHere() {
    var seed: UInt64 = 0x1234_5678
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    func maybe(_ bound: Int) -> Double? { next(3) == 0 ? nil : Double(next(bound)) }
    for _ in 0..<2_000 {
      let before = SongRecord(
        key: SongKey(path: "/p", title: "t", artist: "", album: ""), rating: next(7) == 6 ? nil : next(6),
        plays: next(50), skips: next(50), lastPlayed: maybe(1_000), added: maybe(1_000))
      var theirs = Self.itunes(1, "t", location: nil)
      theirs.rating = next(7) == 6 ? nil : next(6)
      theirs.plays = next(50)
      theirs.skips = next(50)
      theirs.lastPlayed = maybe(1_000)
      theirs.added = maybe(1_000)
      var after = before
      after.merge(theirs)
      #expect(after.plays >= before.plays && after.plays >= theirs.plays)
      #expect(after.skips >= before.skips && after.skips >= theirs.skips)
      #expect(before.rating == nil || after.rating == before.rating)
      if let last = before.lastPlayed { #expect(after.lastPlayed! >= last) }
      if let added = before.added { #expect(after.added! <= added) }
      var twice = after
      twice.merge(theirs)
      #expect(twice == after, "merging the same history again changes nothing")
    }
  }

  @Test func importLinksTheLibraryMergesMatchesAndAddsPlaylistsOnce() throws {
    let songs = [Self.song("/m/a.mp3", "A"), Self.song("/m/b.mp3", "B")]
    var data = UserData(songs: [
      SongRecord(key: SongKey(songs[0]), rating: 1, plays: 3),
      SongRecord(key: SongKey(songs[1]), plays: 0),
    ])
    data.playlists = [SavedPlaylist(name: "Road", songs: [0])]
    var theirs = [Self.itunes(1, "A", location: "/m/a.mp3"), Self.itunes(2, "B", location: "/m/b.mp3")]
    theirs[0].plays = 9
    theirs[1].rating = 4
    let library = ITunesLibrary(
      tracks: theirs,
      playlists: [ITunesPlaylist(name: "Road", trackIDs: [2, 1, 3]), ITunesPlaylist(name: "None", trackIDs: [3])])
    let matches = ITunesMatcher(library: songs, root: "/m").match(library.tracks)
    let outcome = data.importITunes(library, matches: matches, tracks: songs, wallNow: 1)
    #expect(data.songs[0].plays == 9 && data.songs[0].rating == 1 && data.songs[1].rating == 4)
    #expect(data.playlists.map(\.name) == ["Road", "Road (iTunes)"])
    #expect(data.playlists[1].songs == [1, 0])
    #expect(outcome.playlists == ["Road (iTunes)"] && outcome.emptyPlaylists == ["None"])
    let again = data.importITunes(library, matches: matches, tracks: songs, wallNow: 1)
    #expect(data.playlists.count == 2 && again.playlists.isEmpty && again.alreadyThere == ["Road"])
  }
}
