import WheelCore

/// Finds out whether the terminal reports the mouse in pixels (SGR-Pixels, mode 1016: xterm,
/// foot, kitty, WezTerm), after the first frame and never before it, as the width and graphics
/// probes do: the app already runs while the answer is awaited.
///
/// Two questions in one write: the cell size in pixels (`ESC [ 16 t`), needed when the tty's
/// window size has no pixels, then DECRQM for mode 1016 (`ESC [ ? 1016 $ p`, answered by
/// `ESC [ ? 1016 ; Ps $ y`); answers keep the order of the questions, so the mode's comes last. Both are well-formed CSI sequences, which every VT-compatible
/// terminal swallows when it does not know them, so a terminal that never answers shows
/// nothing and costs `timeout`, after which the mouse stays in cells. Not asked on the Linux
/// console or a dumb terminal (no pixels to give, and parsers not to be trusted), inside tmux or
/// screen (they pass neither the question nor the mode on, as the graphics probe also knows),
/// nor with `IPODTUI_PIXEL_MOUSE=off`. Pure apart from the bytes it hands out.
public struct PixelMouseProbe: Sendable {
  public static let timeout = 0.3
  public static let mode = 1016
  public static let query = Array("\u{1B}[16t\u{1B}[?\(mode)$p".utf8)
  /// Turns SGR-Pixels on and off: sent once the answer said the mode is known.
  public static let enable = Array("\u{1B}[?\(mode)h".utf8)

  public let deadline: Double
  /// The terminal's DECRPM setting for 1016, once it answered.
  public private(set) var setting: Int?
  /// The cell size the terminal answered `ESC [ 16 t` with.
  public private(set) var cell: Size?

  public init?(environment: [String: String], now: Double) {
    let term = environment["TERM"] ?? ""
    let multiplexed = !(environment["TMUX"] ?? "").isEmpty || term.hasPrefix("screen") || term.hasPrefix("tmux")
    guard environment["IPODTUI_PIXEL_MOUSE"] != "off", term != "linux", term != "dumb", !term.isEmpty, !multiplexed
    else { return nil }
    deadline = now + Self.timeout
  }

  public mutating func receive(_ reply: TerminalReply) {
    switch reply {
    case .modeReport(let mode, let value) where mode == Self.mode: setting = value
    case .cellSize(let size): cell = size
    default: break
    }
  }

  /// Whether to stop waiting: the mode was answered (the cell size's answer came before it, if
  /// at all), or the time is up.
  public func isFinished(at now: Double) -> Bool { setting != nil || now >= deadline }

  /// The terminal knows the mode: set (1), reset (2) or always set (3).
  public var supported: Bool { [1, 2, 3].contains(setting ?? 0) }

  /// How to read pixel reports, or nil to stay in cells: the mode must be known and a cell
  /// size found, from the window (`window`, TIOCGWINSZ) or else from the answer.
  public func grid(window: PixelGrid?) -> PixelGrid? {
    guard supported else { return nil }
    if let window { return window }
    guard let cell else { return nil }
    return PixelGrid(cellWidth: Double(cell.width), cellHeight: Double(cell.height))
  }
}
