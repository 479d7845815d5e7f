/// Which files the scanner looks at, by extension (case-insensitive).
///
/// M4A/AAC are recognised but reported as "unsupported format" without being opened: the
/// player decodes through libsndfile, which cannot decode them, and listing songs that cannot
/// play would be worse than telling the user why they are missing.
public enum AudioFormat {
  public static let playable: Set<String> = ["mp3", "flac", "ogg", "oga", "opus", "wav"]
  public static let unsupported: Set<String> = ["m4a", "aac", "mp4", "alac", "wma", "ape"]
  public static let playlists: Set<String> = ["m3u", "m3u8"]

  public enum Kind: Equatable, Sendable { case playable, unsupported, playlist, other }

  public static func kind(ofExtension ext: String) -> Kind {
    if playable.contains(ext) { return .playable }
    if unsupported.contains(ext) { return .unsupported }
    if playlists.contains(ext) { return .playlist }
    return .other
  }
}
