import Testing

@testable import MusicLibrary
@testable import WheelCore

/// Tracks in, tracks out: what a scan stores in the cache comes back from `loadTracks` field for
/// field (Unicode, sort tags, a path that is not UTF-8), with each album's text shared.
@Suite struct TrackStoreRoundTripTests {
  static func tags(
    _ title: String, artist: String, album: String, track: Int, sorts: (String, String, String) = ("", "", "")
  ) -> FileTags {
    var tags = FileTags()
    tags.title = title
    tags.artist = artist
    tags.album = album
    tags.albumArtist = artist
    tags.composer = "Hisaishi Joe 久石譲"
    tags.genre = "サウンドトラック"
    tags.trackNumber = track
    tags.discNumber = 2
    tags.year = 2001
    tags.durationMs = 183_250
    tags.rating = 3
    (tags.artistSort, tags.albumArtistSort, tags.composerSort) = sorts
    return tags
  }

  @Test func tracksComeBackAsTheyWereStoredWithTheirAlbumsTextShared() throws {
    let corpus = TestCorpus()
    let database = try LibraryDatabase(path: corpus.databasePath)
    let latin1Name: [UInt8] = Array("/music/Caf".utf8) + [0xE9] + Array("/01 Noël.mp3".utf8)  // not UTF-8
    let files: [([UInt8], FileTags)] = [
      (Array("/music/千と千尋/01 あの夏へ.flac".utf8), Self.tags("あの夏へ 🎹", artist: "久石譲", album: "千と千尋の神隠し", track: 1)),
      (Array("/music/千と千尋/02 竜の少年.flac".utf8), Self.tags("竜の少年", artist: "久石譲", album: "千と千尋の神隠し", track: 2)),
      (
        latin1Name,
        Self.tags("Noël", artist: "Édith Piaf", album: "Café", track: 1, sorts: ("Piaf, Édith", "Piaf", "Joe"))
      ),
    ]
    try database.write(
      files.enumerated().map { i, file in
        .track(
          FoundFile(
            path: RawPath(bytes: file.0), size: 100, mtime: (1_600_000_000 + Int64(i)) * 1_000_000_000, kind: .playable),
          file.1)
      }, newPaths: true)
    let tracks = try database.loadTracks()
    #expect(tracks.count == 3)
    for (track, (path, tags)) in zip(tracks, files) {
      #expect(track.fileSystemPath == path)
      #expect(track.title == tags.title && track.artist == tags.artist && track.album == tags.album)
      #expect(track.albumArtist == tags.albumArtist && track.composer == tags.composer && track.genre == tags.genre)
      #expect(track.trackNumber == tags.trackNumber && track.discNumber == 2 && track.year == 2001)
      #expect(track.duration == 183.25 && track.rating == 3 && !track.isCompilation)
      #expect(track.artistSort == tags.artistSort && track.albumArtistSort == tags.albumArtistSort)
      #expect(track.composerSort == tags.composerSort)
    }
    #expect(tracks[0].pathBytes == nil && tracks[0].path == "/music/千と千尋/01 あの夏へ.flac")
    #expect(tracks[2].pathBytes == latin1Name && tracks[2].path == "/music/Caf\u{FFFD}/01 Noël.mp3")
    #expect(tracks.map(\.modified) == [1_600_000_000, 1_600_000_001, 1_600_000_002])
    #expect(tracks[0].sharesTags(with: tracks[1]) && !tracks[0].sharesTags(with: tracks[2]))
    #expect(tracks.allSatisfy { $0.sharesText(with: tracks[0]) })  // packed as loaded
    let index = LibraryIndex(tracks: tracks)
    #expect(tracks.allSatisfy { index.position(ofID: $0.id).map { index[$0] } == $0 })
  }
}
