import CNcurses
import CSupport
import Platform
import WheelCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal while the app runs: ncurses for setup and teardown (terminfo, tty modes,
/// the alternate screen, the cursor), our own `FrameEncoder` for drawing, and the xterm mouse
/// modes written by hand (ncurses would only ask for 1000, never drag or SGR reporting).
///
/// ncurses never reads input here (no `getch`): the event loop reads raw bytes itself.
/// Install the signal pipe (`SignalPipe`) before creating the screen, so that ncurses finds
/// INT/TERM/WINCH already handled and does not install handlers of its own.
/// Main thread only.
public final class TerminalScreen {
  public private(set) var size: Size
  public let depth: ColorDepth
  /// Bytes written by the last `draw` (for tests and the benchmark).
  public private(set) var lastFrameBytes = 0
  private var encoder: FrameEncoder
  /// Pictures in real pixels over the cells, where the terminal has a protocol for them.
  public var images = ImageLayer()
  private var screen: OpaquePointer?
  private var isOpen = false
  /// Between `suspend()` and `resume()`: the terminal is the shell's.
  private var isSuspended = false
  /// SGR-Pixels is on (the probe found it): `resume()` turns it on again with the other modes.
  public private(set) var pixelMouse = false

  /// Asks the terminal for mouse reports in pixels from now on (it said it knows mode 1016).
  public func enablePixelMouse() {
    guard isOpen, !pixelMouse else { return }
    pixelMouse = true
    _ = StandardStreams.writeAll(PixelMouseProbe.enable, to: STDOUT_FILENO)
  }

  /// Mouse press/release, drag and SGR coordinates; bracketed paste, so that pasted text
  /// arrives marked as such and is never read as keys (a pasted "q" must not quit).
  static let modesOn = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h"
  /// SGR-Pixels (1016) is turned on later, when the terminal said it knows it
  /// (`PixelMouseProbe`), and off with the rest on every way out.
  static let modesOff = "\u{1B}[?2004l\u{1B}[?1016l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"

  /// Takes over the terminal. The crash guard is armed from here until `close()`.
  public init(environment: [String: String]) throws {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal }
    TerminalLocale.ensureUTF8()
    _ = ipod_terminal_guard_save(STDOUT_FILENO)
    let reported = TTY.windowSize()
    if let reported, !Layout.fits(reported) {
      // ncurses sizes its windows from LINES and COLUMNS when they are set (use_env).
      let told = Self.cursesSize(reported)
      setenv("LINES", "\(told.height)", 1)
      setenv("COLUMNS", "\(told.width)", 1)
    }
    guard let screen = ipod_newterm() else {
      throw TerminalError.unknownTerminal(environment["TERM"] ?? "")
    }
    self.screen = screen
    ipod_terminal_guard_arm()
    raw()
    noecho()
    nonl()
    typeahead(-1)  // ncurses must never look at stdin
    curs_set(0)
    depth = ColorDepthDetector.detect(
      environment: environment, colors: Int(tigetnum("colors")), hasRGBFlag: tigetflag("RGB") > 0)
    // Scrolling a region by n rows: DECSTBM, SU and SD (what FrameEncoder sends for them).
    let canScroll = ipod_tigetstr("csr") != nil && ipod_tigetstr("indn") != nil && ipod_tigetstr("rin") != nil
    encoder = FrameEncoder(backgroundColorErase: tigetflag("bce") > 0, canScroll: canScroll)
    size = reported ?? Size(width: Int(terminalColumns()), height: Int(terminalLines()))
    refresh()  // ncurses writes its own setup (alternate screen, clear) now, then never again
    isOpen = true
    _ = StandardStreams.writeAll(Array(Self.modesOn.utf8), to: STDOUT_FILENO)
  }

  deinit { close() }

  /// The size ncurses is told: the terminal's, clamped to the most the core draws. ncurses
  /// keeps full-screen windows of its own, so a terminal reporting 10000x10000 made it
  /// allocate gigabytes (and never return to draw or read `q`); it draws nothing here, so it
  /// needs no more. `size` stays the report, so the core can say the terminal is too large.
  static func cursesSize(_ reported: Size) -> Size {
    Size(
      width: min(reported.width, Layout.maximumSize.width), height: min(reported.height, Layout.maximumSize.height))
  }

  /// Draws `grid`, sending only what changed since the last frame, in one write.
  /// Throws `terminalGone` when the terminal no longer accepts output.
  public func draw(_ grid: Grid, theme: Theme) throws {
    let layer = images.prepare(grid)
    if layer.repaint { encoder.invalidate() }
    let bytes = encoder.encode(layer.grid, theme: theme, depth: depth) + layer.bytes
    lastFrameBytes = bytes.count
    guard !bytes.isEmpty else { return }
    guard StandardStreams.writeAll(bytes, to: STDOUT_FILENO) else { throw TerminalError.terminalGone }
  }

  /// Begins and ends a synchronized update: terminals that know it show what comes between
  /// at once, so the width probe's characters are never seen; others ignore both.
  static let syncBegin = "\u{1B}[?2026h"
  static let syncEnd = "\u{1B}[?2026l"

  /// Writes `probe` (the width probe's characters and queries), then `grid` in full over it,
  /// as one write inside a synchronized update: the probes are painted over before anyone sees
  /// them, and the queries' answers arrive as input.
  public func drawProbing(_ probe: [UInt8], grid: Grid, theme: Theme) throws {
    encoder.invalidate()
    images.forget()
    let layer = images.prepare(grid)
    let frame = encoder.encode(layer.grid, theme: theme, depth: depth) + layer.bytes
    let bytes = Array(Self.syncBegin.utf8) + probe + frame + Array(Self.syncEnd.utf8)
    lastFrameBytes = frame.count
    guard StandardStreams.writeAll(bytes, to: STDOUT_FILENO) else { throw TerminalError.terminalGone }
  }

  /// The next `draw` repaints every cell: after the terminal's widths were measured, rows drawn
  /// before may have drifted on screen, so the previous frame is no guide to what is there.
  public func repaintAll() {
    encoder.invalidate()
    images.forget()
  }

  /// Reads the new size after SIGWINCH, tells ncurses, and schedules a full repaint.
  @discardableResult
  public func updateSize() -> Size {
    if let s = TTY.windowSize() {
      size = s
      let told = Self.cursesSize(s)
      resizeterm(Int32(told.height), Int32(told.width))
    }
    encoder.invalidate()
    images.forget()
    return size
  }

  /// Gives the terminal to the shell before the process stops (Ctrl-Z): exactly as `close()`
  /// leaves it (mouse and paste modes off, cursor shown, main screen, the shell's tty modes),
  /// but ncurses stays set up for `resume()`.
  public func suspend() {
    guard isOpen, !isSuspended else { return }
    isSuspended = true
    _ = StandardStreams.writeAll(Array(("\u{1B}[m" + Self.modesOff).utf8), to: STDOUT_FILENO)
    endwin()
  }

  /// Takes the terminal again after the process continued: raw tty, alternate screen, mouse
  /// and paste modes, and a full repaint at the terminal's current size (it may have changed,
  /// and the shell has drawn over the screen). Also right after a SIGCONT that no `suspend()`
  /// preceded (SIGSTOP cannot be caught): the shell may have changed the tty modes meanwhile.
  @discardableResult
  public func resume() -> Size {
    guard isOpen else { return size }
    if isSuspended {
      isSuspended = false
      refresh()  // ncurses re-enters: program tty modes, alternate screen, hidden cursor
    } else {
      reset_prog_mode()
    }
    let pixels = pixelMouse ? PixelMouseProbe.enable : []
    _ = StandardStreams.writeAll(Array(Self.modesOn.utf8) + pixels, to: STDOUT_FILENO)
    return updateSize()
  }

  /// Gives the terminal back as it was: mouse and paste modes off, attributes reset, cursor
  /// shown, main screen, saved tty modes. Idempotent.
  public func close() {
    guard isOpen else { return }
    isOpen = false
    if !isSuspended {
      _ = StandardStreams.writeAll(images.closingBytes + Array(("\u{1B}[m" + Self.modesOff).utf8), to: STDOUT_FILENO)
    }
    endwin()
    if let screen { delscreen(screen) }
    screen = nil
    ipod_terminal_guard_disarm()
  }
}

private func terminalColumns() -> Int32 { max(1, getmaxx(ipod_stdscr())) }
private func terminalLines() -> Int32 { max(1, getmaxy(ipod_stdscr())) }
