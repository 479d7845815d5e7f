/// Where an MPD server is and how to log in, parsed the way MPD's own clients read `MPD_HOST`:
/// a socket path (`/run/mpd/socket`, or `@name` for an abstract socket), `HOST[:PORT]`,
/// `[v6::addr]:PORT`, each optionally behind `PASSWORD@`. `env` means `MPD_HOST`/`MPD_PORT`
/// (localhost:6600 when unset). Pure, so every form is unit-tested.
public struct MPDAddress: Equatable, Sendable, CustomStringConvertible {
  /// A host name, an IP address, a socket path or `@abstract`.
  public var host: String
  /// The TCP port (ignored for sockets).
  public var port: Int
  public var password: String?

  public static let defaultPort = 6600

  public init(host: String, port: Int = defaultPort, password: String? = nil) {
    self.host = host
    self.port = port
    self.password = password
  }

  public var isSocket: Bool { host.hasPrefix("/") || host.hasPrefix("@") }

  /// For titles and messages: never the password.
  public var description: String {
    if isSocket { return host }
    let h = host.contains(":") ? "[\(host)]" : host
    return port == Self.defaultPort ? h : "\(h):\(port)"
  }

  public struct ParseError: Error, Equatable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
  }

  /// Parses `--mpd`'s value; `environment` supplies `MPD_HOST` and `MPD_PORT` for `env`.
  public static func parse(_ text: String, environment: [String: String] = [:]) throws(ParseError) -> MPDAddress {
    if text == "env" {
      let port = try environment["MPD_PORT"].map { value throws(ParseError) in
        guard let p = Int(value), (1...65535).contains(p) else {
          throw ParseError(message: "MPD_PORT is not a port: '\(value)'")
        }
        return p
      }
      var address = try parse(environment["MPD_HOST"].flatMap { $0.isEmpty ? nil : $0 } ?? "localhost")
      if let port, !address.isSocket { address.port = port }
      return address
    }
    guard !text.isEmpty, !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
      throw ParseError(
        message: "--mpd takes a socket path, HOST[:PORT] or PASSWORD@HOST[:PORT], not '\(text.debugDescription)'")
    }
    // The password is everything before the last "@" that is not the first character (an
    // abstract socket starts with "@"): passwords may themselves hold an "@".
    var rest = Substring(text)
    var password: String?
    if let at = rest.lastIndex(of: "@"), at != rest.startIndex {
      password = String(rest[..<at])
      rest = rest[rest.index(after: at)...]
    }
    guard !rest.isEmpty else { throw ParseError(message: "--mpd '\(redacted(text))' names no host") }
    if rest.hasPrefix("/") || rest.hasPrefix("@") { return MPDAddress(host: String(rest), password: password) }
    var host = rest
    var portText: Substring?
    if rest.hasPrefix("[") {
      guard let close = rest.firstIndex(of: "]") else {
        throw ParseError(message: "--mpd '\(redacted(text))': no closing ]")
      }
      host = rest[rest.index(after: rest.startIndex)..<close]
      let after = rest[rest.index(after: close)...]
      if !after.isEmpty {
        guard after.hasPrefix(":") else { throw ParseError(message: "--mpd '\(redacted(text))': junk after ]") }
        portText = after.dropFirst()
      }
    } else if let colon = rest.lastIndex(of: ":"), rest.firstIndex(of: ":") == colon {
      host = rest[..<colon]
      portText = rest[rest.index(after: colon)...]
    }
    var port = defaultPort
    if let portText {
      guard let p = Int(portText), (1...65535).contains(p) else {
        throw ParseError(message: "--mpd '\(redacted(text))': '\(portText)' is not a port (1-65535)")
      }
      port = p
    }
    guard !host.isEmpty else { throw ParseError(message: "--mpd '\(redacted(text))' names no host") }
    return MPDAddress(host: String(host), port: port, password: password)
  }

  /// The text with any password hidden, for error messages.
  private static func redacted(_ text: String) -> String {
    guard let at = text.lastIndex(of: "@"), at != text.startIndex else { return text }
    return "…@" + text[text.index(after: at)...]
  }
}
