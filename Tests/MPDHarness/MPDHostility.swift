import Foundation

/// The ways a server can misbehave that a quit must win against, as `FakeMPD` answers. The
/// database claims a million songs; the library's `find` windows and the covers misbehave.
public enum MPDHostility: String, CaseIterable, Sendable, CustomStringConvertible {
  /// One song a second, never finishing the window.
  case trickle
  /// Half a line, then nothing (the connection stays open).
  case stallMidReply
  /// A million songs at 10,000 a second.
  case flood
  /// A cover whose first chunk never arrives.
  case stallCover
  /// `status` never answered: the player's commands and the watcher wait.
  case stallStatus

  public var description: String { rawValue }

  public static let claimedSongs = 1_000_000

  /// A song's lines as `find` sends them.
  public static func song(_ n: Int) -> String {
    "file: Artist \(n / 1000)/Album \(n / 100)/\(n).mp3\nTitle: Song \(n)\nArtist: Artist \(n / 1000)\n"
      + "Album: Album \(n / 100)\nduration: 200.000\n"
  }

  /// The window `find ... window A:B` asks for (0..<0 when it has none).
  public static func window(of command: String) -> Range<Int> {
    guard let word = command.split(separator: " ").last, word.contains(":") else { return 0..<0 }
    let ends = word.split(separator: ":").compactMap { Int($0) }
    guard ends.count == 2, ends[0] <= ends[1] else { return 0..<0 }
    return ends[0]..<ends[1]
  }

  public var answer: @Sendable (String, FakeMPD.Reply) -> Bool {
    let hostility = self
    return { command, reply in
      if command == "stats" {
        reply.write("songs: \(Self.claimedSongs)\ndb_update: 1\nOK\n")
        return true
      }
      switch (hostility, command.split(separator: " ").first ?? "") {
      case (.trickle, "find"):
        var n = Self.window(of: command).lowerBound
        while reply.write(Self.song(n)), reply.pause(1) { n += 1 }
      case (.stallMidReply, "find"):
        reply.write(Self.song(0) + "file: Artist 0/Al")
      case (.flood, "find"):
        // 10,000 songs a second, as the server sent them: 1,000 every 0.1 s.
        let window = Self.window(of: command).clamped(to: 0..<Self.claimedSongs)
        for start in stride(from: window.lowerBound, to: window.upperBound, by: 1000) {
          let text = (start..<min(start + 1000, window.upperBound)).map(Self.song).joined()
          guard reply.write(text), reply.pause(0.1) else { return true }
        }
        reply.write("OK\n")
      case (.stallCover, "albumart"), (.stallCover, "readpicture"), (.stallStatus, "status"):
        break
      default:
        return false
      }
      return true
    }
  }
}
