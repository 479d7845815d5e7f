import WheelCore

/// The command-line options shared by every way of running ipodtui.
public struct LaunchOptions: Equatable, Sendable {
  public var theme: ThemeOption = .auto
  public var sound = true
  public var ascii = false
  /// `--library DIR`; nil: the default (the user's music folder, or the bundled demo).
  public var library: String?
  /// `--mpd ADDR`: an MPD server as the library and the player for this run (nil: Settings > Source).
  public var mpd: String?
  /// `--ipod DIR`: an iPod (the folder holding `iPod_Control`) as the library for this run.
  public var ipod: String?
  /// `--color`: snapshots carry SGR colour codes (for scripts/ansi2png.py).
  public var color = false

  public init() {}
}

/// What the command line asks for. Pure, so the whole grammar is unit-tested; the executable
/// only acts on the result.
public enum LaunchCommand: Equatable, Sendable {
  /// The interactive iPod.
  case run(LaunchOptions)
  /// `--snapshot WxH`: print one rendered screen as text, no terminal needed.
  case snapshot(Size, LaunchOptions)
  case help
  case version
  /// `scan [DIR] [--json]`: index the library and exit; its arguments go to the scanner.
  case scan(arguments: [String])
  /// `remote COMMAND [args]`: control the running ipodtui (its grammar is RemoteControl's).
  case remote(arguments: [String])
  /// `import-itunes FILE [--library DIR] [--json]`: merge an iTunes library's history.
  case importITunes(arguments: [String])

  public struct ParseError: Error, Equatable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
  }

  public static let usage = """
    Usage: ipodtui [options]
           ipodtui scan [DIR] [--json]
           ipodtui import-itunes FILE [--library DIR] [--json]
           ipodtui remote play|pause|toggle|next|prev|stop|status [--json]|volume N|seek S|open PATH

    An iPod classic in the terminal. Turn the wheel with the mouse (press on the ring and
    drag around it) or with the keys: up/down or k/j turn, Enter/right/l select,
    Esc/left/h/Backspace/m go back, Space/p play or pause, n/b next/previous,
    t switches theme, ? shows help, q or Ctrl-C quits.

    Options:
      --theme auto|white|black   the iPod's colour (auto: from the terminal's background)
      --library DIR              the music folder to play
      --mpd ADDR                 use an MPD server as the library and the player: a socket
                                 path, HOST[:PORT], PASSWORD@HOST[:PORT], or env (MPD_HOST,
                                 MPD_PORT); remembered for Settings > Source
      --ipod DIR                 play an iPod: DIR holds iPod_Control (its mount point);
                                 plays and ratings go back into it at Eject iPod or quit;
                                 remembered for Settings > Source
      --no-sound                 no audio output (no clicks, no music)
      --ascii                    ASCII-only glyphs (for terminals without Unicode fonts)
      --snapshot WxH             print one screen of that size as text and exit
      --color                    with --snapshot: include colours as SGR codes
      --help                     show this help
      --version                  show the version
    Environment: NO_COLOR disables colours.
    """

  public static func parse(_ arguments: [String]) throws(ParseError) -> LaunchCommand {
    var args = arguments[...]
    if args.first == "scan" { return .scan(arguments: Array(args.dropFirst())) }
    if args.first == "import-itunes" { return .importITunes(arguments: Array(args.dropFirst())) }
    if args.first == "remote" { return .remote(arguments: Array(args.dropFirst())) }
    var options = LaunchOptions()
    var snapshot: Size?
    while let raw = args.popFirst() {
      // Accept both "--theme white" and "--theme=white".
      var name = raw
      var inlineValue: String?
      if raw.hasPrefix("--"), let eq = raw.firstIndex(of: "=") {
        name = String(raw[..<eq])
        inlineValue = String(raw[raw.index(after: eq)...])
      }
      func value() throws(ParseError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = args.popFirst() else { throw ParseError(message: "\(name) needs a value") }
        return next
      }
      switch name {
      case "--help", "-h": return .help
      case "--version": return .version
      case "--no-sound": options.sound = false
      case "--ascii": options.ascii = true
      case "--color": options.color = true
      case "--library": options.library = try value()
      case "--mpd": options.mpd = try value()
      case "--ipod": options.ipod = try value()
      case "--theme":
        let v = try value()
        guard let theme = ThemeOption(rawValue: v) else {
          throw ParseError(message: "--theme takes auto, white or black, not '\(v)'")
        }
        options.theme = theme
      case "--snapshot":
        let v = try value()
        let most = Layout.maximumSize
        guard let size = Size(parsing: v), Layout.fits(size) else {
          throw ParseError(
            message: "--snapshot takes a size like 60x30, at most \(most.width)x\(most.height), not '\(v)'")
        }
        snapshot = size
      default:
        throw ParseError(message: "unknown option '\(raw)' (see ipodtui --help)")
      }
    }
    if let snapshot { return .snapshot(snapshot, options) }
    return .run(options)
  }
}
