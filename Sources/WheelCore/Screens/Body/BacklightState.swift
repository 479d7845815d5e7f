/// The display's backlight: lit for Settings > Backlight's time after the last input, and
/// switched by holding MENU (off until the next input, or on until the next toggle).
public struct BacklightState: Equatable, Sendable {
  /// The last input (nil before the first event: the display starts lit).
  public private(set) var lastInput: Double?
  /// Holding MENU turned it off while lit (until the next input) or on while dim.
  public private(set) var forcedOff = false
  public private(set) var forcedOn = false

  public init() {}

  mutating func input(at time: Double) {
    lastInput = time
    forcedOff = false
  }

  /// Starts the idle time at the first event, so the display is lit when the program opens.
  mutating func start(at time: Double) { if lastInput == nil { lastInput = time } }

  func isLit(at now: Double, timer: BacklightTimer) -> Bool {
    if forcedOff { return false }
    if forcedOn { return true }
    guard let seconds = timer.seconds else { return true }
    return now < (lastInput ?? now) + seconds
  }

  /// Holding MENU: a lit display goes dark, a dark one lights.
  mutating func toggle(at now: Double, timer: BacklightTimer) {
    if isLit(at: now, timer: timer) {
      forcedOff = true
      forcedOn = false
    } else {
      forcedOn = true
      forcedOff = false
    }
  }

  /// When the display dims by itself (nil: not while it is lit for good or already dim).
  func dimsAt(now: Double, timer: BacklightTimer) -> Double? {
    guard !forcedOff, !forcedOn, let seconds = timer.seconds, let last = lastInput else { return nil }
    let at = last + seconds
    return at > now ? at : nil
  }
}
