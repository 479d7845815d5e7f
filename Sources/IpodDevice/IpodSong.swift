/// One song as the iPod's database has it: the tags (the files under `iPod_Control/Music/F??/`
/// have made-up names, so the database is the only source of them), what the iPod counted, and
/// where the file is. Text is sanitised for the terminal when read.
public struct IpodSong: Equatable, Sendable {
  /// How the iPod files it (its media type): music, or spoken word kept apart, or video.
  public enum Kind: Equatable, Sendable { case music, audiobook, podcast, video }

  public var title = ""
  public var artist = ""
  public var album = ""
  public var albumArtist = ""
  public var genre = ""
  public var composer = ""
  public var trackNumber = 0
  public var discNumber = 0
  public var year = 0
  public var seconds = 0.0
  /// 0–5 stars (the database keeps 0–100, 20 a star).
  public var stars = 0
  public var plays = 0
  public var skips = 0
  /// Unix seconds; nil when never.
  public var lastPlayed: Double?
  public var added: Double?
  public var isCompilation = false
  public var kind = Kind.music
  /// The file's absolute path on this computer.
  public var path = ""
  /// The database's own name for the file (`:iPod_Control:Music:F00:ABCD.mp3`).
  public var ipodPath = ""
  /// The database's 64-bit id, which lasts across writes (libgpod renumbers the 32-bit ones).
  public var dbid: UInt64 = 0
  public var hasArtwork = false

  public init() {}

  /// The database's 0–100 rating as stars, rounded to the nearest.
  static func stars(fromRating rating: UInt32) -> Int { Int(min(100, rating) + 10) / 20 }
  static func rating(fromStars stars: Int) -> UInt32 { UInt32(min(5, max(0, stars)) * 20) }
}
