/// What is saved on quit so the next start carries on where this one stopped (paused).
/// Songs are kept by their database id, which survives rescans; list positions do not.
public struct ResumeState: Equatable, Sendable {
  public var trackIDs: [Int64]
  public var position: Int
  public var elapsed: Double

  public init(trackIDs: [Int64], position: Int, elapsed: Double) {
    self.trackIDs = trackIDs
    self.position = position
    self.elapsed = elapsed
  }
}
