import CMPDClient
import WheelCore

/// MPD's songs as the core's tracks. The path is the song's URI in MPD's database (what `add`
/// and `albumart` take back); the id is a hash of it, so it lasts across reloads and restarts
/// as the local database's ids do. Tags are untrusted: control characters are stripped here.
enum MPDSong {
  static func track(_ song: OpaquePointer) -> Track {
    let uri = String(cString: mpd_song_get_uri(song))
    func tag(_ type: mpd_tag_type) -> String {
      mpd_song_get_tag(song, type, 0).map { TextWidth.sanitized(String(cString: $0)) } ?? ""
    }
    let title = tag(MPD_TAG_TITLE)
    let albumArtist = tag(MPD_TAG_ALBUM_ARTIST)
    return Track(
      id: id(of: uri), path: uri, title: title.isEmpty ? fileName(of: uri) : title, artist: tag(MPD_TAG_ARTIST),
      album: tag(MPD_TAG_ALBUM), albumArtist: albumArtist, composer: tag(MPD_TAG_COMPOSER),
      genre: tag(MPD_TAG_GENRE), trackNumber: leadingNumber(tag(MPD_TAG_TRACK)),
      discNumber: leadingNumber(tag(MPD_TAG_DISC)), year: year(tag(MPD_TAG_DATE)),
      duration: Double(mpd_song_get_duration_ms(song)) / 1000,
      isCompilation: albumArtist.caseInsensitiveCompare(LibraryIndex.variousArtists) == .orderedSame)
  }

  /// A stable positive id from the URI (FNV-1a, 64 bits).
  static func id(of uri: String) -> Int64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in uri.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return Int64(bitPattern: hash & UInt64(Int64.max))
  }

  /// "3/12" → 3, "" → 0.
  static func leadingNumber(_ text: String) -> Int {
    Int(text.prefix { $0.isASCII && $0.isNumber }.prefix(6)) ?? 0
  }

  /// "1999-05-01" → 1999.
  static func year(_ text: String) -> Int {
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    return digits.count >= 4 ? Int(digits.prefix(4)) ?? 0 : 0
  }

  /// A song without a title shows its file name without the extension, as the local scanner does.
  static func fileName(of uri: String) -> String {
    let name = uri.split(separator: "/").last.map(String.init) ?? uri
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return TextWidth.sanitized(name) }
    return TextWidth.sanitized(String(name[..<dot]))
  }

  /// Receives the songs of a response until its end.
  static func receiveAll(
    _ connection: MPDConnection, into tracks: inout [Track], interner: inout TrackInterner
  ) throws(MPDFailure) {
    while let song = mpd_recv_song(connection.raw) {
      var track = track(song)
      interner.intern(&track)
      tracks.append(track)
      mpd_song_free(song)
    }
    try connection.finish()
  }
}
