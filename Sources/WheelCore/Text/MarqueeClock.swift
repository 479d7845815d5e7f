/// When the lines that may scroll were last shown afresh: the selection moving, another screen
/// or another song restarts every marquee from its cut start, as on the iPod.
struct MarqueeClock: Equatable, Sendable {
  /// What is shown: the screen, its selected row and the song playing.
  struct Subject: Equatable, Sendable {
    var screen: Screen
    var row: Int
    var track: Int32?
  }

  private(set) var subject: Subject?
  private(set) var since = 0.0

  /// Restarts the clock at `now` when the subject changed.
  mutating func observe(_ subject: Subject, at now: Double) {
    guard subject != self.subject else { return }
    self.subject = subject
    since = now
  }

  /// Seconds the current lines have been shown.
  func elapsed(at now: Double) -> Double { max(0, now - since) }

  /// The earliest moment any of these lines' marquees (`Marquee.stops`) changes (absolute time).
  func nextChange(paths: [[Int]], at now: Double) -> [Double] {
    Marquee.nextChange(paths, elapsed: elapsed(at: now)).map { [since + $0] } ?? []
  }
}
