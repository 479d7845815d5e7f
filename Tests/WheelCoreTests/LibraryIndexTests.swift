import Testing
import WheelCore

/// The Music menu's lists built from tracks: grouping, order, compilations, unknowns.
@Suite struct LibraryIndexTests {
  static func song(
    _ title: String, artist: String = "", album: String = "", albumArtist: String = "",
    genre: String = "", composer: String = "", track: Int = 0, disc: Int = 0,
    compilation: Bool = false
  ) -> Track {
    Track(
      id: 0, path: "/m/\(title)", title: title, artist: artist, album: album,
      albumArtist: albumArtist, composer: composer, genre: genre, trackNumber: track,
      discNumber: disc, isCompilation: compilation)
  }

  static let library = LibraryIndex(tracks: [
    song("Yesterday", artist: "The Beatles", album: "Help!", genre: "Rock", track: 13),
    song("Help!", artist: "The Beatles", album: "Help!", genre: "Rock", track: 1),
    song("Song 2", artist: "Blur", album: "Blur", genre: "Britpop", track: 2),
    song("Beetlebum", artist: "blur", album: "Blur", genre: "Britpop", track: 1),
    song("Disc Two Opener", artist: "Blur", album: "Blur", genre: "Britpop", track: 1, disc: 2),
    song("Mystery"),
    song("Hit A", artist: "Ann", album: "Now 1", compilation: true),
    song("Hit B", artist: "Bob", album: "Now 1", compilation: true),
    song("Hit C", artist: "Cy", album: "Summer", albumArtist: "various artists"),
    song("Aria", artist: "Ann", album: "Opera", composer: "Verdi"),
    song("Act 2", artist: "Ann", album: "Opera", composer: "Verdi"),
  ])

  func titles(_ rows: [Int32]) -> [String] { rows.map { Self.library[$0].title } }

  @Test func songsAreSortedByTitleTheIPodWay() {
    #expect(
      titles(Self.library.songs) == [
        "Act 2", "Aria", "Beetlebum", "Disc Two Opener", "Help!", "Hit A", "Hit B", "Hit C",
        "Mystery", "Song 2", "Yesterday",
      ])
  }

  @Test func artistsMergeSpellingsAndIgnoreThe() {
    #expect(Self.library.artists.map(\.name) == ["Ann", "The Beatles", "Blur", "Bob", "Cy", "Unknown Artist"])
    let blur = Self.library.artists[2]
    #expect(titles(blur.tracks) == ["Beetlebum", "Song 2", "Disc Two Opener"])
  }

  @Test func artistAlbumsHoldOnlyThatArtistsSongs() {
    let ann = Self.library.artists[0]
    #expect(ann.children.map(\.name) == ["Now 1", "Opera"])
    #expect(titles(ann.children[0].tracks) == ["Hit A"])
    #expect(titles(ann.tracks) == ["Hit A", "Act 2", "Aria"])
  }

  @Test func albumSongsAreOrderedByDiscThenTrackThenTitle() {
    let help = Self.library.albums.first { $0.name == "Help!" }
    #expect(titles(help?.tracks ?? []) == ["Help!", "Yesterday"])
    let blur = Self.library.albums.first { $0.name == "Blur" }
    #expect(titles(blur?.tracks ?? []) == ["Beetlebum", "Song 2", "Disc Two Opener"])
    let opera = Self.library.albums.first { $0.name == "Opera" }
    #expect(titles(opera?.tracks ?? []) == ["Act 2", "Aria"])
  }

  @Test func albumsAreSortedAndCompilationsStayWhole() {
    #expect(Self.library.albums.map(\.name) == ["Blur", "Help!", "Now 1", "Opera", "Summer", "Unknown Album"])
    let now = Self.library.albums[2]
    #expect(now.detail == "Various Artists")
    #expect(titles(now.tracks) == ["Hit A", "Hit B"])
  }

  @Test func compilationsAreFlaggedOrVariousArtists() {
    #expect(Self.library.compilations.map(\.name) == ["Now 1", "Summer"])
  }

  @Test func missingTagsBecomeUnknown() {
    let unknown = Self.library.artists.last
    #expect(unknown?.name == LibraryIndex.unknownArtist)
    #expect(unknown?.children.map(\.name) == [LibraryIndex.unknownAlbum])
  }

  @Test func genresNestArtistsThenAlbumsAndSkipUntagged() {
    #expect(Self.library.genres.map(\.name) == ["Britpop", "Rock"])
    let rock = Self.library.genres[1]
    #expect(rock.children.map(\.name) == ["The Beatles"])
    #expect(rock.children[0].children.map(\.name) == ["Help!"])
    #expect(titles(rock.tracks) == ["Help!", "Yesterday"])
  }

  @Test func composersListTheirSongsByTitle() {
    #expect(Self.library.composers.map(\.name) == ["Verdi"])
    #expect(titles(Self.library.composers[0].tracks) == ["Act 2", "Aria"])
  }

  @Test func emptyLibraryHasEmptyLists() {
    let empty = LibraryIndex(tracks: [])
    #expect(empty.songs.isEmpty && empty.artists.isEmpty && empty.albums.isEmpty)
  }

  @Test func largeLibraryIndexesEveryTrackOnce() {
    let tracks = (0..<5_000).map { i in
      Self.song("Song \(i)", artist: "Artist \(i % 50)", album: "Album \(i % 400)", genre: "G\(i % 7)", track: i % 12)
    }
    let index = LibraryIndex(tracks: tracks)
    #expect(index.songs.count == 5_000)
    #expect(Set(index.songs).count == 5_000)
    #expect(index.artists.count == 50)
    #expect(index.artists.reduce(0) { $0 + $1.tracks.count } == 5_000)
    #expect(index.genres.reduce(0) { $0 + $1.tracks.count } == 5_000)
    #expect(index[index.songs[1]].title == "Song 1")
    #expect(index[index.songs[4_999]].title == "Song 4999")
  }
}
