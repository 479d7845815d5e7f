/// The core's count of remote commands handled and the latest one's outcome: the remote socket
/// answers a script only once the core has acted on its command, with an error when it failed.
public struct RemoteLedger: Equatable, Sendable {
  public internal(set) var handled = 0
  /// Why the latest command did nothing (nil: it worked).
  public internal(set) var lastError: String?

  public init() {}

  mutating func record(_ error: String?) {
    handled += 1
    lastError = error
  }
}
