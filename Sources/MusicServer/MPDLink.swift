import Foundation

/// A connection opened when first needed and opened anew after it broke, for one kind of work
/// (commands, library loading, covers) run from any thread one at a time. A job that meets a
/// broken connection is tried once more on a fresh one; the watcher reports the outage.
final class MPDLink: @unchecked Sendable {
  let address: MPDAddress
  private let timeout: Double
  private let lock = NSLock()
  private var connection: MPDConnection?

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
        let open: MPDConnection
        if let connection { open = connection } else { open = try MPDConnection.open(address, timeout: timeout) }
        connection = open
        return try job(open)
      } catch {
        if error.connectionLost { connection = nil }
        if !error.connectionLost || tries >= 2 { throw error }
      }
    }
  }

  func close() { lock.withLock { connection = nil } }
}
