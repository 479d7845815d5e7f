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
    case "play":
      try noMore()
      return .command(.play)
    case "pause":
      try noMore()
      return .command(.pause)
    case "toggle":
      try noMore()
      return .command(.playPause)
    case "next":
      try noMore()
      return .command(.next)
    case "prev", "previous":
      try noMore()
      return .command(.previous)
    case "stop":
      try noMore()
      return .command(.stop)
    case "status":
      guard rest.isEmpty || rest == ["--json"] else { throw ParseError(message: "'status' takes only --json") }
      return .status(json: !rest.isEmpty)
    case "volume":
      let text = try one("a percentage: 0 to 100, or -100 to +100 to change it")
      guard let (value, relative) = number(text, within: 100) else {
        throw ParseError(
          message: "volume takes a percentage from 0 to 100, or -100 to +100 to change it, not '\(text)'")
      }
      return .command(relative ? .changeVolume(by: value / 100) : .setVolume(value / 100))
    case "seek":
      let text = try one("seconds: S, +S or -S")
      let most = Int(ResumeCodec.maxElapsed)
      guard let (value, relative) = number(text, within: ResumeCodec.maxElapsed) else {
        throw ParseError(
          message: "seek takes seconds from 0 to \(most), or -\(most) to +\(most) to move, not '\(text)'")
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

  /// "12", "+5", "-2.5": the number and whether it was signed (relative), when it lies in
  /// 0...`limit` (unsigned) or -`limit`...+`limit` (signed). The one place a remote number
  /// is read: NaN, infinities, 400 digits and 4e19 are refused here, so no later step can
  /// overflow turning them into volume steps or seconds.
  static func number(_ text: String, within limit: Double) -> (Double, Bool)? {
    let sign = text.first.flatMap { $0 == "+" || $0 == "-" ? $0 : nil }
    let digits = sign == nil ? Substring(text) : text.dropFirst()
    guard let first = digits.first, first.isASCII, first.isNumber || first == ".",
      let magnitude = Double(digits), magnitude.isFinite, magnitude <= limit
    else { return nil }
    return (sign == "-" ? -magnitude : magnitude, sign != nil)
  }
}
