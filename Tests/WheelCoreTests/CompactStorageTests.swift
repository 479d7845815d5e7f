import Testing

@testable import WheelCore

/// The library's and the user data's per-song values are stored in small types; what the rest
/// of the code reads must not change with it.
@Suite struct CompactStorageTests {
  @Test func aTrackKeepsEveryValueItIsGiven() {
    var track = Track(id: 7, path: "/m/a.flac", title: "A", trackNumber: 12, discNumber: 2, year: 1999, rating: 4)
    #expect(track.trackNumber == 12 && track.discNumber == 2 && track.year == 1999 && track.rating == 4)
    #expect(!track.hasSortTags && track.artistSort.isEmpty)
    track.composerSort = "Bach, Johann Sebastian"
    #expect(track.hasSortTags && track.composerSort == "Bach, Johann Sebastian" && track.artistSort.isEmpty)
    track.artistSort = "Bowie, David"
    #expect(track.artistSort == "Bowie, David" && track.albumArtistSort.isEmpty)
    // Setting them all back to nothing is the same track as one that never had any.
    track.composerSort = ""
    track.artistSort = ""
    #expect(!track.hasSortTags)
    #expect(track == Track(id: 7, path: "/m/a.flac", title: "A", trackNumber: 12, discNumber: 2, year: 1999, rating: 4))
  }

  @Test func outOfRangeNumbersAreClampedNotWrapped() {
    let track = Track(
      id: 1, path: "/x", title: "x", trackNumber: Int.max, discNumber: 70_000, year: 99_999, rating: 300)
    #expect(track.trackNumber == Int(Int32.max))
    #expect(track.discNumber == Int(Int16.max) && track.year == Int(Int16.max) && track.rating == Int(Int8.max))
  }

  @Test func aRecordTellsNeverFromZero() {
    let key = SongKey(path: "/m/a.flac", title: "A", artist: "B", album: "C")
    var record = SongRecord(key: key)
    #expect(record.rating == nil && record.lastPlayed == nil && record.added == nil && record.plays == 0)
    record.rating = 0
    record.lastPlayed = 0
    record.added = 1_700_000_000
    record.plays = 3
    record.skips = 1
    #expect(
      record.rating == 0 && record.lastPlayed == 0 && record.added == 1_700_000_000 && record.plays == 3
        && record.skips == 1)
    #expect(record == SongRecord(key: key, rating: 0, plays: 3, skips: 1, lastPlayed: 0, added: 1_700_000_000))
    #expect(SongRecord(key: key) == SongRecord(key: key))  // "never" equals "never"
    record.rating = nil
    #expect(record.rating == nil)
  }

  @Test func spokenWordIsFoundWhateverTheCaseAndSpaces() {
    #expect(TrackKind.classify(path: "/m/x.mp3", genre: " AudioBooks ") == .audiobook)
    #expect(TrackKind.classify(path: "/m/x.mp3", genre: "Books & Spoken") == .audiobook)
    #expect(TrackKind.classify(path: "/m/PODCASTS/Show/ep.mp3", genre: "") == .podcast)
    #expect(TrackKind.classify(path: "/m/Audio Books/Book/1.mp3", genre: "Rock") == .audiobook)
    #expect(TrackKind.classify(path: "/m/Artist 0001/Podcast", genre: "") == .music)  // the file's own name
    #expect(TrackKind.classify(path: "/m/a/b.M4B", genre: "") == .audiobook)
    #expect(TrackKind.classify(path: "/m/Audiobooksx/b.mp3", genre: "Podcastss") == .music)
  }
}
