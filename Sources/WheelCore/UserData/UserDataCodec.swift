/// The user's data as a saved file (docs/SAVED-FILES.md): one line per song, On-The-Go and
/// saved playlists as numbers of those lines, and `end`. Text, so a person can read what is
/// kept about their listening, and so one damaged line costs that line, not the file.
///
/// ```
/// version = 2
/// song = RATING PLAYS SKIPS LAST-PLAYED ADDED PATH TITLE ARTIST ALBUM   (tab-separated; - for none)
/// otg = SONG-NUMBER
/// playlist = NAME
/// item = SONG-NUMBER
/// end
/// ```
/// The file is untrusted input: every number is range-checked, and what cannot be read is
/// counted and reported, never guessed. Version 1 wrote `song<TAB>…` (a tab after the kind,
/// not ` = `), with the same escapes.
public enum UserDataCodec {
  public static let version = 2
  /// A time later than this (year 5138) is not a date.
  static let latestTime = 1e11
  /// A count or a song number: below a billion.
  static var count: SavedValue<Int> { .int(in: 0...999_999_999) }

  /// The file's lines as values: songs in line order, the lists as numbers of song lines. A
  /// song line that did not read has no record, so the lists' numbers are mapped to records
  /// through the lost lines (`record(ofLine:)`) and still point at the right songs. Only the
  /// lost lines are kept, not a slot a line: 32 MB at two million songs.
  struct Sheet {
    var data: UserData
    var songLines = 0
    /// The numbers of the song lines that did not read, in order.
    var lostLines: [Int] = []
    var onTheGo: [Int]
    var playlists: [(name: String, songs: [Int])]
    /// How many songs to make room for at the first one read.
    var expectedSongs = 0

    init(_ data: UserData) {
      self.data = data
      onTheGo = data.onTheGo
      playlists = data.playlists.map { ($0.name, $0.songs) }
    }

    mutating func add(_ record: SongRecord) {
      if data.songs.capacity == 0 { data.songs.reserveCapacity(expectedSongs) }
      data.songs.append(record)
      songLines += 1
    }

    mutating func lose() {
      lostLines.append(songLines)
      songLines += 1
    }

    /// The record of song line `k`; nil for a line that did not read or is not there.
    func record(ofLine k: Int) -> Int? {
      guard (0..<songLines).contains(k) else { return nil }
      // How many lines before k were lost (binary search: they are in order).
      var (low, high) = (0, lostLines.count)
      while low < high {
        let mid = (low + high) / 2
        if lostLines[mid] < k { low = mid + 1 } else { high = mid }
      }
      return low < lostLines.count && lostLines[low] == k ? nil : k - low
    }
  }

  static var format: SavedFormat<Sheet> {
    SavedFormat(
      header: "ipodtui user data: ratings, plays, On-The-Go and playlists. Written by ipodtui.", version: version,
      fields: [
        SavedField(
          "song", write: { sheet, line in for record in sheet.data.songs { line.line("song", record, song) } },
          read: { sheet, fields in
            guard let record = song.read(&fields), fields.atEnd else { return false }
            sheet.add(record)
            return true
          }, lost: { $0.lose() },
          writeBytes: { sheet, out in for record in sheet.data.songs { UserDataSongLine.write(record, to: &out) } },
          readBytes: { sheet, value in
            guard let record = UserDataSongLine.read(value) else { return false }
            sheet.add(record)
            return true
          }),
        .each("otg", \.onTheGo, count),
        // A playlist's songs are `item` lines right after its own line.
        SavedField(
          "playlist",
          write: { sheet, line in
            for list in sheet.playlists {
              line.line("playlist", list.name, .nonEmpty)
              for n in list.songs { line.line("item", n, count) }
            }
          },
          read: { sheet, fields in
            // Cleaned, as names reach the screen; a name with nothing left is no name.
            guard let name = fields.next().map(TextWidth.sanitized), !name.isEmpty else { return false }
            sheet.playlists.append((name, []))
            return true
          }),
        SavedField(
          "item", write: { _, _ in },
          read: { sheet, fields in
            guard !sheet.playlists.isEmpty, let n = count.read(&fields) else { return false }
            sheet.playlists[sheet.playlists.count - 1].songs.append(n)
            return true
          }),
      ], legacy: [1: SavedDialect(keySeparator: 0x09, trim: .none)])
  }

  /// A song's fields, in the file's order.
  static var song: SavedValue<SongRecord> { .record(emptyRecord, numberColumns + keyColumns) }

  /// A record before its fields are read.
  static var emptyRecord: SongRecord { SongRecord(key: SongKey(path: "", title: "", artist: "", album: "")) }

  /// What the user did with a song: a counted play changes only these (the journal's `numbers`).
  static var numberColumns: [SavedColumn<SongRecord>] {
    let time = SavedValue.orDash(.number(in: 0...latestTime))
    return [
      SavedColumn(\.rating, .orDash(.int(in: 0...SongRecord.maxRating))), SavedColumn(\.plays, count),
      SavedColumn(\.skips, count), SavedColumn(\.lastPlayed, time), SavedColumn(\.added, time),
    ]
  }

  /// How the song is found again.
  static var keyColumns: [SavedColumn<SongRecord>] {
    [
      SavedColumn(\.key.path, .nonEmpty), SavedColumn(\.key.title, .text), SavedColumn(\.key.artist, .text),
      SavedColumn(\.key.album, .text),
    ]
  }

  /// Written after every counted play: 10 MB at 100,000 songs, so the text is reserved once
  /// rather than grown by doubling.
  public static func encode(_ data: UserData) -> String {
    format.encode(Sheet(data), reserve: data.songs.count * 112 + 64)
  }

  /// The file's bytes (what `encode` makes, without the copy into a string).
  public static func encodeBytes(_ data: UserData) -> [UInt8] {
    format.encodeBytes(Sheet(data), reserve: data.songs.count * 112 + 64)
  }

  /// What a file gave: the data it held, and what was wrong with it (empty for a good file).
  public struct Decoded: Equatable, Sendable {
    public var data = UserData()
    /// Lines that could not be read (1-based), the first few.
    public var badLines: [Int] = []
    public var badLineCount = 0
    /// No `end` line: the file was cut short.
    public var truncated = false
    /// The version of a newer program that wrote it (nothing should be written over it).
    public var newerVersion: Int?
    /// Not text, or no version line: nothing of it was used.
    public var unreadable = false
    /// Written by an older version: to be written in the current one at the next save.
    public var olderVersion = false

    public init() {}

    public var isClean: Bool { badLineCount == 0 && !truncated && newerVersion == nil && !unreadable }

    /// For the user: what was wrong, in a few words.
    public var problem: String? {
      if unreadable { return "not a user data file" }
      if let v = newerVersion { return "written by a newer ipodtui (version \(v))" }
      var parts: [String] = []
      if badLineCount > 0 {
        let lines = badLines.map(String.init).joined(separator: ", ") + (badLineCount > badLines.count ? "…" : "")
        parts.append("\(badLineCount) unreadable line\(badLineCount == 1 ? "" : "s") (\(lines))")
      }
      if truncated { parts.append("cut short") }
      return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
  }

  public static func decode(_ bytes: [UInt8]) -> Decoded {
    var decoder = Decoder(expectedSongs: bytes.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 })
    var lines = SavedLineSplitter()
    lines.feed(bytes[...]) { decoder.read($0) }
    lines.finish { decoder.read($0) }
    return decoder.finish()
  }

  /// Reads a file fed line by line (`SavedLineSplitter`), so that a large one (200 MB at two
  /// million songs) is never held whole beside the records read from it.
  public struct Decoder {
    private var reader: SavedFormat<Sheet>.Reader

    /// `expectedSongs` (the file's line count will do) reserves the records once, rather than
    /// growing them by doubling, which left up to half the array unused (4 MB at 100,000 songs).
    public init(expectedSongs: Int) {
      var sheet = Sheet(UserData())
      sheet.expectedSongs = expectedSongs
      reader = UserDataCodec.format.reader(into: sheet)
    }

    /// One line, without its line feed.
    public mutating func read(_ line: ArraySlice<UInt8>) { reader.read(line) }

    public func finish() -> Decoded {
      let reading = reader.finish()
      var result = Decoded()
      result.unreadable = reading.unreadable
      result.newerVersion = reading.newerVersion
      result.truncated = reading.truncated
      result.olderVersion = reading.isOlderVersion
      result.badLines = reading.problems.map(\.line)
      result.badLineCount = reading.problemCount
      let sheet = reading.value
      result.data.songs = sheet.data.songs
      // References to songs that are not there (a dropped line, a number past the end) go.
      let resolve = { (k: Int) -> Int? in sheet.record(ofLine: k) }
      result.data.onTheGo = sheet.onTheGo.compactMap(resolve)
      result.data.playlists = sheet.playlists.map { SavedPlaylist(name: $0.name, songs: $0.songs.compactMap(resolve)) }
      return result
    }
  }

  static func escape(_ text: String) -> String { SavedEscape.escape(text) }
  static func unescape(_ text: String) -> String? { SavedEscape.unescape(text[...]) }
}
