import CMPDClient

/// What went wrong talking to MPD, sorted by what the user can do about it: wait (the server
/// is gone: retry), fix the address or password (no retry helps), or nothing (one command
/// refused, the connection still good).
public enum MPDFailure: Error, Equatable, CustomStringConvertible {
  /// Cannot connect, or the connection broke (refused, closed, timed out).
  case unreachable(String)
  case wrongPassword
  /// The server wants a password for this (none, or one without the permission, was given).
  case needsPassword(String)
  /// The other end does not speak MPD's protocol.
  case protocolError(String)
  /// The server refused one command; the connection is still usable.
  case refused(code: Int32, message: String)
  /// A reply over a stated bound (a line over `MPDConnection.lineLimit`, a cover over
  /// `MPDLibrary.maxPicture`): refused unread, its connection dropped, and said in a notice.
  case oversized(String)

  /// Whether the connection is gone (retrying on a new one may help).
  public var connectionLost: Bool {
    switch self {
    case .unreachable, .protocolError, .oversized: true
    case .wrongPassword, .needsPassword, .refused: false
    }
  }

  /// Whether a reply was over a bound: asking again brings the same reply.
  public var isOversized: Bool {
    if case .oversized = self { true } else { false }
  }

  /// Whether retrying can never help without the user changing something.
  public var needsUser: Bool {
    switch self {
    case .wrongPassword, .needsPassword, .protocolError: true
    case .unreachable, .refused, .oversized: false
    }
  }

  public var description: String {
    switch self {
    case .unreachable(let why): why
    case .wrongPassword: "wrong password"
    case .needsPassword(let why): "needs a password (--mpd PASSWORD@HOST): \(why)"
    case .protocolError(let why): "not an MPD server? (\(why))"
    case .refused(_, let message): message
    case .oversized(let what): "refused \(what)"
    }
  }

  /// The title bar's short form.
  public var status: String {
    switch self {
    case .unreachable: "MPD: reconnecting…"
    case .wrongPassword: "MPD: wrong password"
    case .needsPassword: "MPD: password needed"
    case .protocolError: "MPD: protocol error"
    case .refused: "MPD: refused"
    case .oversized: "MPD: reply too large"
    }
  }

  /// libmpdclient's message for a line longer than its buffer (`MPDConnection.lineLimit`).
  static let lineTooLarge = "Response line too large"

  /// The failure a connection holds now; a refused command's error is cleared so the
  /// connection can go on.
  static func of(_ connection: OpaquePointer) -> MPDFailure {
    // A call that answered nothing without an error (no such song): a refusal, not a crash.
    guard mpd_connection_get_error(connection) != MPD_ERROR_SUCCESS else {
      return .refused(code: 0, message: "no answer")
    }
    let message = mpd_connection_get_error_message(connection).map { String(cString: $0) } ?? "unknown error"
    switch mpd_connection_get_error(connection) {
    case MPD_ERROR_SERVER:
      let code = mpd_connection_get_server_error(connection)
      _ = mpd_connection_clear_error(connection)
      switch code {
      case MPD_SERVER_ERROR_PASSWORD: return .wrongPassword
      case MPD_SERVER_ERROR_PERMISSION: return .needsPassword(message)
      default: return .refused(code: code.rawValue, message: message)
      }
    case MPD_ERROR_MALFORMED where message == lineTooLarge:
      return .oversized("a reply line over \(MPDConnection.lineLimit / 1024) KiB")
    case MPD_ERROR_MALFORMED: return .protocolError(message)
    case MPD_ERROR_TIMEOUT: return .unreachable("timed out")
    default: return .unreachable(message)
    }
  }
}
