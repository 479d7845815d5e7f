/// A song to copy onto the iPod: its file and the tags the database gets (the iPod shows what
/// the database says, not the file's tags).
public struct IpodFillItem: Equatable, Sendable {
  public var path: String
  public var title: String
  public var artist = ""
  public var album = ""
  public var albumArtist = ""
  public var genre = ""
  public var composer = ""
  public var trackNumber = 0
  public var discNumber = 0
  public var year = 0
  public var seconds = 0.0

  public init(
    path: String, title: String, artist: String = "", album: String = "", albumArtist: String = "",
    genre: String = "", composer: String = "", trackNumber: Int = 0, discNumber: Int = 0, year: Int = 0,
    seconds: Double = 0
  ) {
    self.path = path
    self.title = title
    self.artist = artist
    self.album = album
    self.albumArtist = albumArtist
    self.genre = genre
    self.composer = composer
    self.trackNumber = trackNumber
    self.discNumber = discNumber
    self.year = year
    self.seconds = seconds
  }

  /// How the file reaches the iPod: as it is, or converted (lossless sources to ALAC, lossy
  /// ones to AAC); nil when it cannot.
  public enum Route: Equatable, Sendable { case copy, alac, aac }

  /// By the file's extension: MP3 and MPEG-4 audio the iPod plays; FLAC, WAV and AIFF (the
  /// iPod's WAV stops at 48 kHz; ALAC is as exact and half the size) become ALAC; Ogg Vorbis
  /// and Opus become AAC.
  public var route: Route? {
    let ext = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
    switch ext {
    case "mp3", "m4a", "m4b", "mp4", "aac": return .copy
    case "flac", "wav", "aiff", "aif": return .alac
    case "ogg", "oga", "opus": return .aac
    default: return nil
    }
  }
}
