import WheelCore

/// A cell as it appears on the terminal: the grapheme and the resolved style.
/// Frames are compared in this form, so a theme switch redraws exactly the cells whose
/// colours changed, and two roles that look alike never cause a redraw.
struct StyledCell: Hashable, Sendable {
  var character: Character
  var style: TerminalStyle
  var isContinuation: Bool

  static let blank = StyledCell(character: " ", style: .plain, isContinuation: false)
}

extension TerminalStyle {
  /// The terminal's state after `ESC[0m`: default colours, no attributes.
  static let plain = TerminalStyle(foreground: .terminalDefault, background: .terminalDefault)
}
