/// How many colours the terminal can show; decides which form of a theme is used.
public enum ColorDepth: String, Sendable, CaseIterable {
  case trueColor, palette256, palette16, monochrome
}

/// A colour as the terminal adapter should request it.
public enum TerminalColor: Hashable, Sendable {
  /// The terminal's own default (foreground or background).
  case terminalDefault
  /// An index into the terminal's palette (0-15 for the basic colours, up to 255).
  case indexed(Int)
  case rgb(UInt8, UInt8, UInt8)
}

/// Foreground, background and attributes for one role, ready for the adapter.
public struct TerminalStyle: Hashable, Sendable {
  public var foreground: TerminalColor
  public var background: TerminalColor
  public var bold: Bool
  public var reverse: Bool

  public init(
    foreground: TerminalColor, background: TerminalColor, bold: Bool = false, reverse: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.reverse = reverse
  }
}
