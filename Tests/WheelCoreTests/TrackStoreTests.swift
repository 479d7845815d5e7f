import Testing

@testable import WheelCore

/// The compact track: every field reads back what was given, whatever the text, and a change to
/// one track never reaches the tracks it shares its album's text with.
@Suite struct TrackStoreTests {
  static func full(id: Int64 = 7, title: String = "Ünïcödé 夜の歌 🎸‍🔥") -> Track {
    var track = Track(
      id: id, path: "/music/Björk/Début/01 \(title).flac", title: title, artist: "Björk", album: "Début",
      albumArtist: "Björk Guðmundsdóttir", composer: "坂本龍一", genre: "Électronique", trackNumber: 123_456,
      discNumber: 3, year: 1993, duration: 245.125, isCompilation: true, pathBytes: [0x2F, 0x6D, 0xFF, 0xFE, 0x2E],
      modified: 1_700_000_000.5, rating: 4)
    track.artistSort = "Bjork"
    track.albumArtistSort = "Gudmundsdottir, Björk"
    track.composerSort = "Sakamoto, Ryuichi"
    return track
  }

  @Test func everyFieldReadsBackWhatWasGiven() {
    let t = Self.full()
    #expect(t.id == 7 && t.path == "/music/Björk/Début/01 Ünïcödé 夜の歌 🎸‍🔥.flac" && t.title == "Ünïcödé 夜の歌 🎸‍🔥")
    #expect(t.artist == "Björk" && t.album == "Début" && t.albumArtist == "Björk Guðmundsdóttir")
    #expect(t.composer == "坂本龍一" && t.genre == "Électronique")
    #expect(t.trackNumber == 123_456 && t.discNumber == 3 && t.year == 1993 && t.rating == 4)
    #expect(t.duration == 245.125 && t.modified == 1_700_000_000.5 && t.isCompilation)
    #expect(t.pathBytes == [0x2F, 0x6D, 0xFF, 0xFE, 0x2E] && t.fileSystemPath == [0x2F, 0x6D, 0xFF, 0xFE, 0x2E])
    #expect(t.artistSort == "Bjork" && t.albumArtistSort == "Gudmundsdottir, Björk")
    #expect(t.composerSort == "Sakamoto, Ryuichi" && t.hasSortTags)
    let plain = Track(id: 1, path: "/m/a.mp3", title: "a")
    #expect(plain.pathBytes == nil && plain.fileSystemPath == Array("/m/a.mp3".utf8) && !plain.hasSortTags)
    #expect(plain.artist.isEmpty && plain.artistSort.isEmpty && plain == Track(id: 1, path: "/m/a.mp3", title: "a"))
  }

  @Test func internedTracksAreEqualToTheirOriginalsAndShareOneCopyOfTheirTags() {
    let originals = (0..<6).map { Self.full(id: Int64($0), title: "Song \($0)") }
    var interner = TrackInterner()
    var tracks = originals
    for i in tracks.indices { interner.intern(&tracks[i]) }
    #expect(tracks == originals)
    #expect(Set(tracks).count == 6 && Set(tracks).isSuperset(of: originals))
    #expect(tracks.allSatisfy { $0.sharesTags(with: tracks[0]) })
    #expect(!originals[1].sharesTags(with: originals[0]))  // separately made: separate copies
  }

  @Test func changingOneTrackLeavesTheTracksItSharesWithAlone() {
    var interner = TrackInterner()
    var tracks = (0..<3).map { Self.full(id: Int64($0), title: "Song \($0)") }
    for i in tracks.indices { interner.intern(&tracks[i]) }
    tracks[1].artist = "Sugarcubes"
    tracks[1].composerSort = ""
    tracks[2].pathBytes = nil
    #expect(tracks[0].artist == "Björk" && tracks[2].artist == "Björk" && tracks[1].artist == "Sugarcubes")
    #expect(tracks[0].composerSort == "Sakamoto, Ryuichi" && tracks[1].composerSort.isEmpty)
    #expect(tracks[0].pathBytes != nil && tracks[2].pathBytes == nil)
    #expect(!tracks[1].sharesTags(with: tracks[0]))
    var cleared = Self.full()
    (cleared.artistSort, cleared.albumArtistSort, cleared.composerSort) = ("", "", "")
    #expect(!cleared.hasSortTags)
  }

  @Test func sortTagsSetOneByOneReadBackAndClearedLeaveTheTagsAsNeverSet() {
    let plain = Track(id: 1, path: "/m/A/1.mp3", title: "1", artist: "A", composer: "C")
    var track = plain
    track.albumArtistSort = "Z"
    #expect(track.albumArtistSort == "Z" && track.artistSort.isEmpty && track.composerSort.isEmpty && track.hasSortTags)
    track.composerSort = "Y"
    track.albumArtistSort = ""
    #expect(track.composerSort == "Y" && track.albumArtistSort.isEmpty && track != plain)
    track.composerSort = ""
    #expect(track == plain && track.hashValue == plain.hashValue && !track.hasSortTags)
  }

  @Test func equalTagsMetAgainLaterStillShareAndDifferentOnesDoNot() {
    var interner = TrackInterner()
    var tracks = [
      Track(id: 1, path: "/m/A/1.mp3", title: "1", artist: "A", album: "X"),
      Track(id: 2, path: "/m/B/1.mp3", title: "1", artist: "B", album: "X"),
      Track(id: 3, path: "/m/A/2.mp3", title: "2", artist: "A", album: "X"),
    ]
    for i in tracks.indices { interner.intern(&tracks[i]) }
    #expect(tracks[0].sharesTags(with: tracks[2]) && !tracks[0].sharesTags(with: tracks[1]))
    #expect(tracks.map(\.artist) == ["A", "B", "A"] && tracks.allSatisfy { $0.album == "X" })
  }

  @Test func songsAreFoundByIDWhateverTheOrderOfTheIDs() {
    let ids: [Int64] = [42, -3, 7, 1 << 40, 7]
    let index = LibraryIndex(tracks: ids.enumerated().map { Track(id: $1, path: "/m/\($0).mp3", title: "\($0)") })
    #expect(index.position(ofID: 42) == 0 && index.position(ofID: -3) == 1 && index.position(ofID: 1 << 40) == 3)
    #expect(index.position(ofID: 7) == 4)  // the last of equal ids
    #expect(index.position(ofID: 8) == nil && index.position(ofID: -100) == nil && index.position(ofID: .max) == nil)
    let ascending = LibraryIndex(tracks: (1...5).map { Track(id: Int64($0 * 2), path: "/m/\($0)", title: "") })
    #expect((1...5).allSatisfy { ascending.position(ofID: Int64($0 * 2)) == Int32($0 - 1) })
    #expect(ascending.position(ofID: 3) == nil && ascending.position(ofID: 11) == nil)
  }

  @Test func pathsSplitIntoFolderAndNameAndJoinBackByteForByte() {
    let paths = [
      "/music/A/01 x.mp3", "bare.flac", "Artist/Album/1.ogg", "/", "/music/folder/", "/m/\u{301}accent first.wav",
      "/m/e\u{301}/café.mp3", "",
    ]
    for path in paths {
      var track = Track(id: 1, path: path, title: "t")
      #expect(Array(track.path.utf8) == Array(path.utf8) && track.hasPath(path), "\(path)")
      #expect(!track.hasPath(path + "x") && !track.hasPath("x" + path))
      track.path = "/other/" + path
      #expect(Array(track.path.utf8) == Array(("/other/" + path).utf8) && !track.hasPath(path))
      let key = SongKey(path: path, title: "t", artist: "a", album: "b")
      #expect(Array(key.path.utf8) == Array(path.utf8) && key.artist == "a" && key.album == "b")
    }
  }

  @Test func aSongKeyMadeFromATrackIsEqualToOneMadeFromItsTextAndHoldsNothingOfItsOwn() {
    var interner = TrackInterner()
    var track = Self.full()
    interner.intern(&track)
    let key = SongKey(track)
    let spelled = SongKey(path: track.path, title: track.title, artist: track.artist, album: track.album)
    #expect(key == spelled && key.hashValue == spelled.hashValue && key.hasPath(of: track))
    #expect(MemoryLayout<SongKey>.stride <= 32 && MemoryLayout<Track>.stride <= 64)
    #expect(MemoryLayout<SongRecord>.stride <= 56)
    var renamed = key
    renamed.path = "/music/elsewhere/01.flac"
    renamed.album = "Post"
    #expect(renamed.path == "/music/elsewhere/01.flac" && renamed.album == "Post" && renamed.artist == "Björk")
    #expect(key.path == track.path && key.album == "Début" && renamed != key && !renamed.hasPath(of: track))
    var otherGenre = track
    otherGenre.genre = "Pop"  // not part of the key
    #expect(SongKey(otherGenre) == key)
  }
}

extension TrackStoreTests {
  @Test func tracksOfOneAlbumWithOtherComposersShareTheAlbumsPart() {
    var interner = TrackInterner()
    var tracks = (0..<4).map {
      Track(
        id: Int64($0), path: "/m/V/A/\($0).mp3", title: "\($0)", artist: $0 < 2 ? "X" : "Y", album: "A",
        albumArtist: "Various Artists", composer: $0 == 1 ? "C" : "", genre: "Pop")
    }
    let originals = tracks
    for i in tracks.indices { interner.intern(&tracks[i]) }
    #expect(tracks == originals)
    #expect(tracks[0].sharesTags(with: tracks[0]) && !tracks[0].sharesTags(with: tracks[1]))
    #expect(tracks[2].sharesTags(with: tracks[3]))
    #expect(tracks.allSatisfy { $0.tags.albumPart === tracks[0].tags.albumPart })
    #expect(tracks.map(\.composer) == ["", "C", "", ""] && tracks.map(\.artist) == ["X", "X", "Y", "Y"])
  }
}
