/// Which files the scanner looks at, by extension (case-insensitive).
///
/// Playable is every format an iPod library holds; the player decodes them all through
/// FFmpeg (MP4/M4A/M4B with AAC or ALAC, ADTS AAC, MP3, FLAC, Ogg Vorbis/Opus, WAV, AIFF).
/// WMA and APE are recognised but reported as "unsupported format" without being opened:
/// an iPod never played them, and saying why they are missing beats silently ignoring them.
public enum AudioFormat {
  public static let playable: Set<String> = [
    "mp3", "flac", "ogg", "oga", "opus", "wav", "m4a", "m4b", "mp4", "aac", "alac", "aif", "aiff",
  ]
  public static let unsupported: Set<String> = ["wma", "ape"]
  public static let playlists: Set<String> = ["m3u", "m3u8"]

  public enum Kind: Equatable, Sendable { case playable, unsupported, playlist, other }

  /// The kind of a file from its name's bytes, without allocating: the walker asks this for
  /// every entry of every folder before deciding whether the entry is worth a stat.
  static func kind(ofName name: UnsafeBufferPointer<UInt8>) -> Kind {
    guard let dot = name.lastIndex(of: 0x2E), dot > 0, name.count - dot - 1 <= 4 else { return .other }
    var key: UInt32 = 0
    for byte in name[(dot + 1)...] {
      guard byte < 0x80 else { return .other }
      key = key << 8 | UInt32(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
    }
    for (known, kind) in packedKinds where known == key { return kind }
    return .other
  }

  /// Every known extension as its bytes packed into an integer ("mp3" is 0x6D7033), so that
  /// the walk tells a name's kind with a few integer compares.
  private static let packedKinds: [(UInt32, Kind)] =
    (playable.map { ($0, Kind.playable) }
    + unsupported.map { ($0, Kind.unsupported) } + playlists.map { ($0, Kind.playlist) })
    .map { ext, kind in (ext.utf8.reduce(0) { $0 << 8 | UInt32($1) }, kind) }

  public static func kind(ofExtension ext: String) -> Kind {
    if playable.contains(ext) { return .playable }
    if unsupported.contains(ext) { return .unsupported }
    if playlists.contains(ext) { return .playlist }
    return .other
  }
}
