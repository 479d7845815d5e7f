import WheelCore

/// A mouse report as the terminal sent it (SGR `ESC [ < b ; x ; y M|m` or X10 `ESC [ M b x y`),
/// with the button code kept raw so both encodings share one interpretation.
struct MouseReport: Equatable, Sendable {
  /// The xterm button code: low two bits the button, +32 motion, +64 wheel, +4/8/16 modifiers.
  var code: Int
  /// 0-based cell.
  var at: Point
  /// SGR says "released" with a final `m`; X10 says it with button bits 3.
  var isRelease: Bool
  /// An SGR report: its numbers are pixels when SGR-Pixels (mode 1016) is on. X10 never is.
  var isSGR = false
  /// Where in the cell the pointer is, when the report was in pixels.
  var exact: CellPosition?

  /// The report with its pixel numbers (`at`, 0-based) turned into the cell and the position.
  func fromPixels(_ grid: PixelGrid) -> MouseReport {
    guard isSGR else { return self }
    var report = self
    report.exact = grid.position(ofPixel: at)
    report.at = report.exact?.cell ?? at
    return report
  }

  private static let modifierBits = 4 | 8 | 16

  /// What this report means, given whether button 1 is currently held; updates `held`.
  /// Reports that do not concern button 1 or the vertical wheel (other buttons, hovering,
  /// a drag or release without a press we saw) mean nothing: a lost press must not turn
  /// into a phantom drag.
  func interpret(held: inout Bool) -> TerminalInput? {
    let base = code & ~Self.modifierBits
    let button = base & 3
    let isMotion = base & 32 != 0
    if base & 128 != 0 { return nil }  // buttons 8-11
    if base & 64 != 0 {
      guard !isRelease, !isMotion else { return nil }
      switch button {
      case 0: return .scrolled(steps: -1, at: at)
      case 1: return .scrolled(steps: 1, at: at)
      default: return nil  // horizontal wheel
      }
    }
    if isMotion {
      return button == 0 && held ? .pointerDragged(at, exact: exact) : nil
    }
    if isRelease {
      // X10 releases carry no button number (bits 3); SGR ones name the button.
      guard held, button == 0 || button == 3 else { return nil }
      held = false
      return .pointerUp(at, exact: exact)
    }
    guard button == 0 else { return nil }
    held = true
    return .pointerDown(at, exact: exact)
  }
}
