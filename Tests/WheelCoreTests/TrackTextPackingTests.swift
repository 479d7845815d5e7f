import Testing

@testable import WheelCore

/// Titles and file names packed into one buffer per library: every track reads back exactly
/// what it held, whatever the bytes, and nothing outlives its library by holding the buffer.
@Suite struct TrackTextPackingTests {
  /// Titles and names that a byte cut or a buffer offset would get wrong: empty ones, a name
  /// starting with a combining mark, emoji sequences, CJK, long ones, ones that fit a small string.
  static let texts: [(title: String, name: String)] = [
    ("", "untitled.flac"), ("a", "b"), ("Ünïcödé 夜の歌 🎸‍🔥", "01 Ünïcödé.flac"), ("Title", "\u{301}e.mp3"),
    (String(repeating: "Extended Mix [feat. Zoë] - Remastered ", count: 4), "long.ogg"), ("👩‍👩‍👧‍👦", ""),
    ("Stay on the dream", "03 Stay on the dream.flac"), ("Ça va", "ça va.m4a"),
  ]

  static func tracks() -> [Track] {
    texts.enumerated().map { i, text in
      Track(id: Int64(i), path: "/m/Artist \(i % 3)/\(text.name)", title: text.title, artist: "Artist \(i % 3)")
    }
  }

  @Test func packedTracksReadBackWhatTheyHeldAndShareOneBuffer() {
    let originals = Self.tracks()
    let packed = originals.packingText()
    #expect(packed == originals)
    #expect(Set(packed) == Set(originals) && packed.map(\.hashValue) == originals.map(\.hashValue))
    for (track, text) in zip(packed, Self.texts) {
      #expect(track.title == text.title && track.fileName == text.name)
      #expect(track.path == "/m/\(track.artist)/\(text.name)" && track.hasPath(track.path))
      #expect(SongKey(track) == SongKey(originals[Int(track.id)]))
    }
    #expect(packed.allSatisfy { $0.sharesText(with: packed[0]) })
    #expect(!originals[1].sharesText(with: originals[0]))  // made one by one: a buffer each
  }

  @Test func packingPackedTracksAgainKeepsTheirBuffer() {
    let packed = Self.tracks().packingText()
    let again = packed.packingText()
    #expect(again == packed && again[0].sharesText(with: packed[0]))
    #expect([Track]().packingText().isEmpty)
  }

  @Test func changingOnePackedTrackLeavesTheOthersAlone() {
    var packed = Self.tracks().packingText()
    packed[2].title = "New"
    packed[3].path = "/elsewhere/renamed.mp3"
    #expect(packed[2].title == "New" && packed[2].fileName == "01 Ünïcödé.flac")
    #expect(packed[3].title == "Title" && packed[3].path == "/elsewhere/renamed.mp3")
    #expect(zip(packed, Self.tracks()).filter { $0 != $1 }.map(\.0.id) == [2, 3])
    #expect(!packed[2].sharesText(with: packed[0]) && packed[4].sharesText(with: packed[0]))
  }

  @Test func aLibraryIndexHoldsItsTracksPacked() {
    let index = LibraryIndex(tracks: Self.tracks())
    #expect(index.tracks == Self.tracks())
    #expect(index.tracks.allSatisfy { $0.sharesText(with: index.tracks[0]) })
    #expect(index.songs.map { index[$0].title }.sorted() == Self.texts.map(\.title).sorted())
  }

  @Test func aRecordLeftWithoutItsSongLetsGoOfTheOldLibrarysBuffer() {
    let first = LibraryIndex(tracks: Self.tracks())
    var data = UserData()
    _ = data.link(first.tracks, wallNow: 1_800_000_000)
    #expect(data.songs.allSatisfy { $0.key.holdsLibraryText })
    // The next library lost song 5: its record stays, with its own bytes, equal to before.
    let second = LibraryIndex(tracks: Self.tracks().filter { $0.id != 5 })
    let before = data.songs
    let (records, _) = data.link(second.tracks, wallNow: 1_800_000_000)
    let orphan = Set(data.songs.indices).subtracting(records)
    #expect(orphan.count == 1)
    for r in orphan {
      #expect(!data.songs[r].key.holdsLibraryText && data.songs[r] == before[r])
      #expect(data.songs[r].key.title == "👩‍👩‍👧‍👦")
    }
  }
}

extension TrackTextPackingTests {
  @Test func tracksTakenOneByOneArePlacedBackWhole() {
    let originals = Self.tracks()
    var tracks: [Track] = []
    var packer = TrackTextPacker(expectedTracks: 2)
    for var track in originals {
      packer.take(&track)
      #expect(track.title.isEmpty && track.fileName.isEmpty)  // held by the packer until placed
      tracks.append(track)
    }
    packer.place(&tracks)
    #expect(tracks == originals && tracks.allSatisfy { $0.sharesText(with: tracks[0]) })
    #expect(LibraryIndex(tracks: tracks).tracks[0].sharesText(with: tracks[0]))  // kept as packed
  }
}
