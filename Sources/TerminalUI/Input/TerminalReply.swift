import WheelCore

/// An answer to one of the start-up probes' questions, read from the input like a key.
public enum TerminalReply: Equatable, Sendable {
  /// Primary device attributes (`ESC [ ? 62 ; 4 ; … c`): every terminal answers, and a `4`
  /// among them says it draws sixel graphics. Also the probe's sentinel: it comes last.
  case deviceAttributes([Int])
  /// The kitty graphics protocol's answer to a query (`ESC _ G i=…;OK ESC \`): it is spoken.
  case kittyGraphics(ok: Bool)
  /// A cell's size in pixels (`ESC [ 6 ; height ; width t`, the answer to `ESC [ 16 t`).
  case cellSize(Size)
  /// The terminal's background colour (`ESC ] 11 ; rgb:… BEL|ST`), answering the theme's
  /// question; the first frame was drawn with a guess.
  case background(RGB)
  /// DECRPM, the answer to DECRQM (`ESC [ ? mode ; setting $ y`): 1 set, 2 reset, 3 always
  /// set, 4 always reset, 0 a mode the terminal does not know.
  case modeReport(mode: Int, setting: Int)
}
