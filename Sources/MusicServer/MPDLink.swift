import Foundation

/// A connection opened when first needed and opened anew after it broke, for one kind of work
/// (commands, library loading, covers) run from any thread one at a time. A job that meets a
/// broken connection is tried once more on a fresh one; the watcher reports the outage.
///
/// Closing never waits for a job: a server can trickle a reply for ever, and the quit must win
/// (the job's lock may be held by a read that lasts as long as the server likes). `close` shuts
/// the open socket down (`shutdown(2)`, so a blocked libmpdclient read returns at once) under a
/// second lock that no network wait ever holds, and every later job fails at once.
final class MPDLink: @unchecked Sendable {
  let address: MPDAddress
  private let timeout: Double
  /// Held by the job running, for as long as the server takes.
  private let lock = NSLock()
  private var connection: MPDConnection?
  /// Held only for a moment: guards `socket` and `closed`.
  private let state = NSLock()
  /// The open connection's descriptor, cleared before the connection is freed, so `close`
  /// never shuts down a descriptor number the system already gave to another file.
  private var socket: Int32?
  private var closed = false

  /// What a job sees once the link is closed (the program is quitting; nobody is told).
  static let closedFailure = MPDFailure.unreachable("closed")

  init(address: MPDAddress, timeout: Double) {
    self.address = address
    self.timeout = timeout
  }

  func run<T>(_ job: (MPDConnection) throws(MPDFailure) -> T) throws(MPDFailure) -> T {
    lock.lock()
    defer { lock.unlock() }
    var tries = 0
    while true {
      tries += 1
      do throws(MPDFailure) {
        if let connection { return try job(connection) }
        return try job(try adopt(try MPDConnection.open(address, timeout: timeout)))
      } catch {
        if error.connectionLost { drop() }
        if isClosed { throw Self.closedFailure }
        // An oversized reply comes again on a fresh connection: no second try.
        if !error.connectionLost || error.isOversized || tries >= 2 { throw error }
      }
    }
  }

  /// Abandons the link: a job blocked on the network returns with an error, later ones fail
  /// at once. Returns without waiting for the job.
  func close() {
    state.withLock {
      closed = true
      if let socket { _ = shutdown(socket, Int32(SHUT_RDWR)) }
    }
    // No job running: the idle connection is freed now; else the job frees it as it fails.
    if lock.try() {
      drop()
      lock.unlock()
    }
  }

  private var isClosed: Bool { state.withLock { closed } }

  /// Takes a freshly opened connection, unless the link was closed while it connected.
  private func adopt(_ opened: MPDConnection) throws(MPDFailure) -> MPDConnection {
    let accepted = state.withLock {
      guard !closed else { return false }
      socket = opened.fileDescriptor
      return true
    }
    guard accepted else { throw Self.closedFailure }
    connection = opened
    return opened
  }

  /// Forgets the connection (freeing it closes its socket); called with `lock` held.
  private func drop() {
    state.withLock { socket = nil }
    connection = nil
  }
}
