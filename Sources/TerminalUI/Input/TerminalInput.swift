import WheelCore

/// One thing the terminal reported, before a time is attached to it.
/// The decoder is pure and clock-free; the event loop stamps each input with the
/// monotonic time at which its bytes were read and hands the core an `Event`.
public enum TerminalInput: Equatable, Sendable {
  case key(Key)
  /// Mouse button 1 went down, moved while held, came up (cell coordinates, 0-based); `exact`
  /// is the position within the cell when the terminal reports pixels (SGR-Pixels).
  case pointerDown(Point, exact: CellPosition? = nil)
  case pointerDragged(Point, exact: CellPosition? = nil)
  case pointerUp(Point, exact: CellPosition? = nil)
  /// The mouse's scroll wheel: +1 per notch down, -1 per notch up.
  case scrolled(steps: Int, at: Point)
  /// Text the terminal marked as pasted (bracketed paste), as it came (not yet sanitized).
  case pasted(String)
  /// Ctrl-Z: the user asks to stop the program (job control); the terminal adapter's
  /// business, never the core's.
  case suspend
  /// Where the cursor is, answering the width probe's query; the adapter's business too.
  case cursorReport(CursorReport)
  /// An answer to a probe (graphics, background colour); the adapter's business too.
  case reply(TerminalReply)

  /// The event the core sees; nil for what the adapter handles itself (`suspend`, reports).
  public func event(at time: Double) -> Event? {
    switch self {
    case .key(let key): return .keyPressed(key, time: time)
    case .pointerDown(let p, let exact): return .pointerDown(p, time: time, exact: exact)
    case .pointerDragged(let p, let exact): return .pointerDragged(p, time: time, exact: exact)
    case .pointerUp(let p, let exact): return .pointerUp(p, time: time, exact: exact)
    case .scrolled(let steps, let p): return .scrolled(steps: steps, at: p, time: time)
    case .pasted(let text): return .pasted(text)
    case .suspend, .cursorReport, .reply: return nil
    }
  }
}
