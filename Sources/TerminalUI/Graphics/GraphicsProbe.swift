import WheelCore

/// Finds out whether the terminal shows real pixels, after the first frame and never before
/// it: the questions go out once the screen is drawn and the answers come back through the
/// input decoder while the app already runs, as the width probe's do.
///
/// Three questions in one write: kitty's graphics query (a 1x1 image it must not keep), the
/// cell size in pixels (`ESC [ 16 t`), and DA1 last. Every terminal answers DA1, so its answer
/// ends the wait; a terminal that answers nothing costs `timeout` and keeps the half blocks.
/// Terminals that ignore APC strings and unknown CSIs (all VT-compatible ones) show nothing of
/// the questions. Inside tmux or screen nothing is asked at all: they pass neither protocol
/// through reliably, so pictures there are always half blocks; nor on the Linux console,
/// which has no pixels to give. Pure apart from the bytes it hands out.
public struct GraphicsProbe: Sendable {
  public static let timeout = 0.5
  /// The kitty query: image id 31, one RGB pixel, transmitted directly, only queried (a=q).
  static let kittyQuery = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
  public static let query = Array((kittyQuery + "\u{1B}[16t" + "\u{1B}[c").utf8)

  public let deadline: Double
  public private(set) var kitty = false
  public private(set) var sixel = false
  public private(set) var cell: Size?
  public private(set) var answered = false

  /// Nil when the terminal is not to be asked: inside tmux or screen, on the Linux console or
  /// a dumb terminal, or when `IPODTUI_GRAPHICS=blocks`.
  public init?(environment: [String: String], now: Double) {
    guard Self.mayAsk(environment) else { return nil }
    deadline = now + Self.timeout
  }

  public static func mayAsk(_ environment: [String: String]) -> Bool {
    if environment["IPODTUI_GRAPHICS"] == "blocks" { return false }
    if let tmux = environment["TMUX"], !tmux.isEmpty { return false }
    if environment["STY"] != nil { return false }  // GNU screen
    let term = environment["TERM"] ?? ""
    if term.hasPrefix("screen") || term.hasPrefix("tmux") || term == "linux" || term == "dumb" || term.isEmpty {
      return false
    }
    return true
  }

  public mutating func receive(_ reply: TerminalReply) {
    switch reply {
    case .deviceAttributes(let attributes):
      sixel = attributes.dropFirst().contains(4)
      answered = true
    case .kittyGraphics(let ok): kitty = kitty || ok
    case .cellSize(let size): cell = size
    case .background, .modeReport: break  // the theme's and the pixel mouse's answers
    }
  }

  public func isFinished(at now: Double) -> Bool { answered || now >= deadline }

  /// The protocol to use (kitty's first: it scales exactly and keeps pictures apart from text),
  /// nil for half blocks. A sixel terminal that did not say its cell size gets none: a sixel
  /// picture is sized in pixels, and guessing would spill it over the wheel.
  public func chosen(windowPixels cellFromWindow: Size?) -> (GraphicsProtocol, Size)? {
    let size = cell ?? cellFromWindow
    if kitty { return (.kitty, size ?? Size(width: 10, height: 20)) }
    if sixel, let size { return (.sixel, size) }
    return nil
  }
}
