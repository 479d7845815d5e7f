/// A game that moves in fixed steps of event time (30 a second) while it runs.
protocol SteppedGame {
  static var stepSeconds: Double { get }
  var isRunning: Bool { get }
  /// Event time of the last step taken (nil while stopped).
  var lastStep: Double? { get set }
  mutating func step()
}

extension SteppedGame {
  /// Takes the steps due by `now`; at most a second's worth at once, so a stalled program
  /// does not replay a long pause in one go.
  mutating func advanceSteps(to now: Double) {
    guard isRunning, var last = lastStep else { return }
    var steps = 0
    let most = Int((1 / Self.stepSeconds).rounded())
    while last + Self.stepSeconds <= now, isRunning, steps < most {
      step()
      last += Self.stepSeconds
      steps += 1
    }
    lastStep = isRunning ? (steps == most ? now : last) : nil
  }

  /// When the next step is due.
  var nextStep: Double? { isRunning ? lastStep.map { $0 + Self.stepSeconds } : nil }
}
