import CMPDClient

/// One open connection to MPD, logged in. Not shared between threads: each user (the idle
/// watcher, the player's commands, the library loader, covers) holds its own, as libmpdclient's
/// connections are not thread-safe.
final class MPDConnection {
  let raw: OpaquePointer
  let address: MPDAddress

  private init(raw: OpaquePointer, address: MPDAddress) {
    self.raw = raw
    self.address = address
  }

  deinit { mpd_connection_free(raw) }

  /// The longest reply line, newline included, that libmpdclient takes: its input buffer is
  /// 4 KiB and not configurable, so a longer line (a runaway tag, a broken server) fails the
  /// whole reply with "Response line too large" (measured with libmpdclient 2.20).
  static let lineLimit = 4096

  /// Connects and sends the password; `timeout` bounds every later read and write too.
  static func open(_ address: MPDAddress, timeout: Double) throws(MPDFailure) -> MPDConnection {
    let ms = UInt32(max(100, timeout * 1000))
    guard let raw = mpd_connection_new(address.host, UInt32(address.port), ms) else {
      throw .unreachable("out of memory")
    }
    let connection = MPDConnection(raw: raw, address: address)
    guard mpd_connection_get_error(raw) == MPD_ERROR_SUCCESS else { throw connection.failure() }
    if let password = address.password, !mpd_run_password(raw, password) { throw connection.failure() }
    return connection
  }

  /// The error this connection holds now (cleared when the connection survives it).
  func failure() -> MPDFailure { MPDFailure.of(raw) }

  /// Throws the connection's error unless `ok`.
  func check(_ ok: Bool) throws(MPDFailure) {
    if !ok { throw failure() }
  }

  /// Ends a response; throws what went wrong in it.
  func finish() throws(MPDFailure) { try check(mpd_response_finish(raw)) }

  /// The server's protocol version, e.g. (0, 23, 5).
  var serverVersion: (Int, Int, Int) {
    guard let v = mpd_connection_get_server_version(raw) else { return (0, 0, 0) }
    return (Int(v[0]), Int(v[1]), Int(v[2]))
  }

  var fileDescriptor: Int32 { mpd_connection_get_fd(raw) }
}
