import Testing

@testable import WheelCore

/// The journal's line format: every change reads back as written; a torn or damaged last
/// record is passed over, a damaged one before it stops the reading; changes carry absolute
/// values, so replaying one twice changes nothing; and the shadow finds exactly what changed.
@Suite struct SavedJournalTests {
  static let song = SongRecord(
    key: SongKey(path: "/m/\\ tab\there.flac", title: " spaced ", artist: "Zoë", album: "B"), rating: 3, plays: 7,
    lastPlayed: 1_796_000_000.5, added: 1_700_000_000)

  static let changes: [UserDataChange] = [
    .song(0, song), .numbers(0, song), .onTheGo([0, 0]), .onTheGo([]),
    .playlist(0, SavedPlaylist(name: "Mix = 1", songs: [0])), .playlistCount(0),
  ]

  func journal(_ changes: [UserDataChange]) -> String {
    SavedJournal.header("test") + changes.enumerated().map { $0.element.record(UInt64($0.offset + 1)) }.joined()
  }

  @Test func everyChangeReadsBackAsWritten() {
    let reading = SavedJournal.read(Array(journal(Self.changes).utf8))
    #expect(reading.version == 1 && reading.damagedLine == nil && !reading.tornTail)
    #expect(reading.entries.map(\.sequence) == Array(1...UInt64(Self.changes.count)))
    // A play's record carries the numbers only: the key stays the record's.
    let numbersOnly = Self.changes.map { change in
      guard case .numbers(let n, var record) = change else { return change }
      record.key = UserDataCodec.emptyRecord.key
      return .numbers(n, record)
    }
    #expect(reading.entries.compactMap(UserDataChange.init) == numbersOnly)
  }

  @Test func aTornOrBadLastRecordIsPassedOver() {
    let whole = Array(journal(Self.changes).utf8)
    for cut in 1..<Self.changes.last!.record(6).utf8.count {
      let reading = SavedJournal.read(Array(whole.dropLast(cut)))
      #expect(reading.entries.count == Self.changes.count - 1 && reading.tornTail && reading.damagedLine == nil)
      #expect(reading.goodLength == whole.count - Self.changes.last!.record(6).utf8.count)
    }
    var flipped = whole
    flipped[flipped.count - 12] ^= 0x01  // inside the last record, before its check
    let reading = SavedJournal.read(flipped)
    #expect(reading.entries.count == Self.changes.count - 1 && reading.tornTail && reading.damagedLine == nil)
  }

  @Test func aBadRecordBeforeTheLastStopsTheReadingThere() {
    var bytes = Array(journal(Self.changes).utf8)
    let third = bytes.indices.filter { bytes[$0] == 0x0A }[3] + 3  // inside the third record
    bytes[third] ^= 0x20
    let reading = SavedJournal.read(bytes)
    #expect(reading.entries.count == 2 && reading.damagedLine == 5 && !reading.tornTail)
  }

  @Test func sequenceNumbersOnlyGrow() {
    let text =
      SavedJournal.header("test") + UserDataChange.onTheGo([]).record(5) + UserDataChange.onTheGo([]).record(5)
      + UserDataChange.onTheGo([]).record(6)
    let reading = SavedJournal.read(Array(text.utf8))
    #expect(reading.entries.count == 1 && reading.damagedLine == 4)
  }

  @Test func replayingAChangeTwiceChangesNothing() {
    var data = UserData(songs: [Self.song])
    var played = Self.song
    played.plays += 1
    let change = UserDataChange.numbers(0, played)
    #expect(change.apply(to: &data))
    let once = data
    #expect(change.apply(to: &data))
    #expect(data == once && data.songs[0].plays == 8)
  }

  @Test func changesThatDoNotFitAreRefused() {
    var data = UserData(songs: [Self.song])
    for change in [
      UserDataChange.song(2, Self.song), .numbers(1, Self.song), .onTheGo([1]),
      .playlist(1, SavedPlaylist(name: "x", songs: [])),
      .playlist(0, SavedPlaylist(name: "x", songs: [3])), .playlistCount(1),
    ] {
      #expect(!change.apply(to: &data), "\(change)")
    }
    #expect(data == UserData(songs: [Self.song]))
  }

  @Test func theShadowFindsExactlyWhatChanged() {
    let base = UserData(
      songs: [Self.song, SongRecord(key: SongKey(path: "/m/2", title: "Two", artist: "", album: ""))], onTheGo: [1],
      playlists: [SavedPlaylist(name: "A", songs: [0]), SavedPlaylist(name: "B", songs: [1])])
    var shadow = UserDataShadow(base)
    #expect(shadow.changes(to: base) == [])
    var next = base
    next.songs[1].plays = 1
    next.songs[0].key.path = "/m/moved.flac"
    next.songs.append(SongRecord(key: SongKey(path: "/m/3", title: "", artist: "", album: "")))
    next.onTheGo = []
    next.playlists.removeLast()
    next.playlists[0].name = "A2"
    let changes = shadow.changes(to: next) ?? []
    #expect(
      changes == [
        .song(0, next.songs[0]), .numbers(1, next.songs[1]), .song(2, next.songs[2]), .onTheGo([]),
        .playlist(0, next.playlists[0]), .playlistCount(1),
      ])
    var replayed = base
    for change in changes { #expect(change.apply(to: &replayed)) }
    #expect(replayed == next)
    shadow.record(changes)
    #expect(shadow.changes(to: next) == [])
    #expect(shadow.changes(to: base.dropping()) == nil, "a record gone needs the whole file")
  }

  @Test func aMarkReadsBack() {
    let mark = SavedJournalMark("some file\n")
    let line = mark.record(SavedJournalMark.baseKey, 9)
    let entry = SavedJournal.read(Array((SavedJournal.header("t") + line).utf8)).entries.first
    #expect(entry.flatMap(SavedJournalMark.init) == mark && entry?.key == "base")
    #expect(SavedJournalMark("some file\n") != SavedJournalMark("some file!\n"))
  }
}

extension UserData {
  fileprivate func dropping() -> UserData { UserData(songs: Array(songs.dropLast())) }
}

/// A file read a piece at a time gives the same lines and the same fingerprint as read whole,
/// however it is cut.
@Suite struct SavedPiecesTests {
  static let text = Array("# head\nversion = 2\nsong = a\tb\n\nzoë = 日本\r\nend\nno line feed".utf8)

  func lines(_ bytes: [UInt8], cuts: [Int]) -> [[UInt8]] {
    var splitter = SavedLineSplitter()
    var lines: [[UInt8]] = []
    var start = 0
    for cut in cuts + [bytes.count] {
      splitter.feed(bytes[start..<cut]) { lines.append(Array($0)) }
      start = cut
    }
    splitter.finish { lines.append(Array($0)) }
    return lines
  }

  @Test func everyCutGivesTheSameLinesAndFingerprint() {
    let whole = Self.text.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    let fingerprint = SavedChecksum.fingerprint(Self.text)
    for a in 0...Self.text.count {
      for b in a...Self.text.count where (a + b) % 3 == 0 {
        #expect(lines(Self.text, cuts: [a, b]) == whole, "cut at \(a), \(b)")
        var pieces = SavedChecksum.Fingerprint()
        pieces.add(Self.text[..<a])
        pieces.add(Self.text[a..<b])
        pieces.add(Self.text[b...])
        #expect(pieces.value == fingerprint && pieces.count == Self.text.count)
      }
    }
    #expect(SavedChecksum.fingerprint(Self.text) != SavedChecksum.fingerprint(Self.text + [0]))
  }
}
