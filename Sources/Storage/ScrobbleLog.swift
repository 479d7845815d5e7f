import Foundation
import Platform
import WheelCore

/// Listens written down for an uploader, never sent anywhere: `.scrobbler.log` in the
/// Audioscrobbler 1.1 format Rockbox writes (read by existing uploaders such as the Last.fm
/// and Libre.fm ones), and `listens.jsonl` beside it, one ListenBrainz listen per line.
///
/// Each entry is one `write(2)` in append mode, so a second running ipodtui adds its own
/// listens without tearing lines; a missing file gets its header first.
public struct ScrobbleLog: Sendable {
  public let directory: String
  public let client: String

  public init(directory: String, client: String) {
    self.directory = directory
    self.client = client
  }

  public var logPath: String { directory + "/.scrobbler.log" }
  public var listensPath: String { directory + "/listens.jsonl" }

  /// Appends one listen of `track` that began at `startedAt` (Unix seconds, UTC) to both files.
  public func append(_ track: Track, startedAt: Int64) throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try Self.append(Self.logLine(track, startedAt: startedAt), to: logPath, header: Self.header(client: client))
    try Self.append(Self.listenLine(track, startedAt: startedAt, client: client), to: listensPath, header: "")
  }

  /// The lines an Audioscrobbler 1.1 log starts with; times are UTC Unix seconds.
  public static func header(client: String) -> String {
    "#AUDIOSCROBBLER/1.1\n#TZ/UTC\n#CLIENT/\(field(client))\n"
  }

  /// artist, album, title, track number, length (s), rating, timestamp, MusicBrainz id; tab
  /// separated. "L" (listened) because only plays that count are written.
  public static func logLine(_ track: Track, startedAt: Int64) -> String {
    let fields = [
      field(track.artist), field(track.album), field(track.title), track.trackNumber > 0 ? "\(track.trackNumber)" : "",
      "\(Int(track.duration.rounded()))", "L", "\(startedAt)", "",
    ]
    return fields.joined(separator: "\t") + "\n"
  }

  /// One ListenBrainz listen (the `payload` item of its submit API) as a JSON line.
  public static func listenLine(_ track: Track, startedAt: Int64, client: String) -> String {
    let listen = Listen(
      listenedAt: startedAt,
      trackMetadata: .init(
        artistName: track.artist, trackName: track.title, releaseName: track.album.isEmpty ? nil : track.album,
        additionalInfo: .init(
          durationMs: track.duration > 0 ? Int(track.duration * 1000) : nil,
          tracknumber: track.trackNumber > 0 ? track.trackNumber : nil,
          mediaPlayer: "ipodtui", submissionClient: "ipodtui",
          submissionClientVersion: client.split(separator: " ").last.map(String.init))))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.keyEncodingStrategy = .convertToSnakeCase
    return String(decoding: (try? encoder.encode(listen)) ?? Data(), as: UTF8.self) + "\n"
  }

  /// A field with no tab or line break (they would split the line or the entry).
  static func field(_ text: String) -> String {
    String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
  }

  private static func append(_ line: String, to path: String, header: String) throws {
    let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard fd >= 0 else { throw AtomicFile.Failure.cannotWrite(path, String(cString: strerror(errno))) }
    defer { close(fd) }
    var info = stat()
    let empty = fstat(fd, &info) == 0 && info.st_size == 0
    let bytes = Array(((empty ? header : "") + line).utf8)
    guard write(fd, bytes, bytes.count) == bytes.count else {
      throw AtomicFile.Failure.cannotWrite(path, String(cString: strerror(errno)))
    }
  }

  /// ListenBrainz's fields, written in snake case as its API spells them (by the encoder's key
  /// strategy).
  struct Listen: Encodable {
    var listenedAt: Int64
    var trackMetadata: Metadata
    struct Metadata: Encodable {
      var artistName: String
      var trackName: String
      var releaseName: String?
      var additionalInfo: Info
    }
    struct Info: Encodable {
      var durationMs: Int?
      var tracknumber: Int?
      var mediaPlayer: String
      var submissionClient: String
      var submissionClientVersion: String?
    }
  }
}
