/// The computer's battery as the adapter last read it.
public struct Battery: Equatable, Sendable {
  /// 0...100.
  public var percent: Int
  public var charging: Bool

  public init(percent: Int, charging: Bool) {
    self.percent = min(100, max(0, percent))
    self.charging = charging
  }

  /// The title bar's mark on a computer without a battery: on mains power, plugged in (a
  /// zigzag arrow, which DejaVu Sans Mono has, where the emoji plug is missing from it).
  static let pluggedIn = "↯"

  /// The title bar's icon: a battery outline filled to the charge, in eighths of a cell
  /// (`▕██▏`), "+" before it while charging; `[80]` in ASCII.
  func icon(ascii: Bool) -> String {
    if ascii { return (charging ? "+" : "") + "[\(percent)]" }
    let eighths = (percent * 16 + 50) / 100  // 0...16 over two cells
    let blocks = Array(" ▏▎▍▌▋▊▉█")
    let first = blocks[min(8, eighths)]
    let second = blocks[max(0, eighths - 8)]
    return (charging ? "+" : "") + "▕" + String(first) + String(second) + "▏"
  }
}
