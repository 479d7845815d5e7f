import WheelCore

/// One `ipodtui remote …` request: the grammar of its arguments, shared by the client (to
/// refuse a mistake before connecting) and the server (which parses the same words again).
public enum RemoteRequest: Equatable, Sendable {
  case command(RemoteCommand)
  case status(json: Bool)

  public struct ParseError: Error, Equatable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
  }

  public static let usage = """
    Usage: ipodtui remote play|pause|toggle|next|prev|stop
           ipodtui remote status [--json]
           ipodtui remote volume N|+N|-N     (percent, 0-100)
           ipodtui remote seek S|+S|-S       (seconds, absolute or relative)
           ipodtui remote open PATH          (a song or a folder of the library)
    Exit status: 0 done, 1 error, 3 no ipodtui running.
    """

  public static func parse(_ words: [String]) throws(ParseError) -> RemoteRequest {
    guard let verb = words.first else { throw ParseError(message: "remote needs a command\n" + usage) }
    let rest = Array(words.dropFirst())
    func noMore() throws(ParseError) {
      if !rest.isEmpty { throw ParseError(message: "'\(verb)' takes no arguments") }
    }
    func one(_ what: String) throws(ParseError) -> String {
      guard rest.count == 1 else { throw ParseError(message: "'\(verb)' takes \(what)") }
      return rest[0]
    }
    switch verb {
    case "play": try noMore(); return .command(.play)
    case "pause": try noMore(); return .command(.pause)
    case "toggle": try noMore(); return .command(.playPause)
    case "next": try noMore(); return .command(.next)
    case "prev", "previous": try noMore(); return .command(.previous)
    case "stop": try noMore(); return .command(.stop)
    case "status":
      guard rest.isEmpty || rest == ["--json"] else { throw ParseError(message: "'status' takes only --json") }
      return .status(json: !rest.isEmpty)
    case "volume":
      let text = try one("a percentage: 0-100, +N or -N")
      guard let (value, relative) = signedNumber(text), relative || (0...100).contains(value) else {
        throw ParseError(message: "volume takes 0-100, +N or -N, not '\(text)'")
      }
      return .command(relative ? .changeVolume(by: value / 100) : .setVolume(value / 100))
    case "seek":
      let text = try one("seconds: S, +S or -S")
      guard let (value, relative) = signedNumber(text), relative || value >= 0 else {
        throw ParseError(message: "seek takes seconds (S, +S or -S), not '\(text)'")
      }
      return .command(relative ? .seek(by: value) : .seekTo(value))
    case "open":
      let path = try one("one path")
      guard path.hasPrefix("/") else { throw ParseError(message: "open needs an absolute path") }
      return .command(.open(path: path))
    default:
      throw ParseError(message: "unknown remote command '\(verb)'\n" + usage)
    }
  }

  /// "12", "+5", "-2.5": the number and whether it was signed (relative).
  static func signedNumber(_ text: String) -> (Double, Bool)? {
    let relative = text.hasPrefix("+") || text.hasPrefix("-")
    guard let value = Double(text.hasPrefix("+") ? String(text.dropFirst()) : text), value.isFinite else { return nil }
    return (value, relative)
  }
}
