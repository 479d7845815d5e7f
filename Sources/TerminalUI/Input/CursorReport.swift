/// The terminal's answer to `ESC [ 6 n`: where its cursor is (`ESC [ row ; column R`, 1-based).
///
/// Only the width probe asks, and only about rows 2 and below. A report of row 1 is therefore
/// never an answer: it is how xterm's modified function keys send F3 (`ESC [ 1 ; 5 R` is
/// Ctrl+F3), which the app binds to nothing, so the decoder can read every such sequence as a
/// report and the probe can drop what it did not ask for, without a key ever leaking in as a
/// measurement or a report as a key.
public struct CursorReport: Equatable, Sendable {
  public var row: Int
  public var column: Int
}
