import Platform
import WheelCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The interactive iPod: the terminal, the core, and the loop between them.
///
/// Each turn of the loop blocks until input, a signal, a posted event or the core's deadline;
/// feeds every event to `state.update`, runs the effects, and draws once per batch, so a
/// burst of mouse reports costs one frame. The terminal is given back on every way out.
public final class InteractiveSession {
  let options: LaunchOptions
  let environment: [String: String]
  /// Other threads (audio, scanner) post events here; the loop wakes for them.
  public let inbox = EventInbox()
  /// Runs the core's effects; replace it before `run()` to wire audio and files.
  public var effects: EffectRunner = IgnoringEffectRunner()
  /// The saved settings to start from (an explicit `--theme white|black` overrides the theme).
  public var settings = Settings()
  /// What the core is told about the world (sounds found, sound problems); the session fills
  /// in the detected theme and `--ascii`.
  public var coreEnvironment = Environment()
  /// Given to the core before the first frame (the saved queue, start-up notices).
  public var startEvents: [Event] = []
  /// Called once the state exists, before any effect runs (to set the saved volume).
  public var started: (AppState) -> Void = { _ in }
  /// Called on the way out, while the terminal is still ours (save the resume point).
  public var finish: (AppState) -> Void = { _ in }
  /// Called after each batch of events, and once before the first (publish to the desktop).
  public var afterBatch: (AppState) -> Void = { _ in }
  /// Called after each frame reached the terminal (the video presentation log times frames here).
  public var afterDraw: (AppState) -> Void = { _ in }
  /// Called once the first frame is on the terminal, before the loop first waits. A seam for
  /// the end-to-end test that a real Swift trap still restores the terminal through the crash
  /// guard (Tests/SeamedIpod traps here); the program leaves it empty.
  public var firstFrameDrawn: () -> Void = {}
  /// Whether the width probe asks the terminal to answer. False only in the end-to-end test of
  /// a terminal that never answers (Tests/SeamedIpod), which draws the probes without the
  /// question, as such a terminal would leave them.
  public var widthProbeAnswered = true
  /// The wall clock, sent to the core with every timer tick.
  public var wallClock: () -> LocalTime? = { LocalClock.now() }

  public init(options: LaunchOptions, environment: [String: String]) {
    self.options = options
    self.environment = environment
  }

  /// Runs until quit; returns the process exit status.
  public func run() -> Int32 {
    let startTime = MonotonicClock.now()
    let source = TerminalEventSource(inbox: inbox)  // signals first: ncurses then leaves them alone
    defer { source.close() }
    let screen: TerminalScreen
    do {
      screen = try TerminalScreen(environment: environment)
    } catch {
      StandardStreams.printError("ipodtui: \(error)")
      return 1
    }
    // A guess for the first frame; the terminal's answer (asked right after it) refines it.
    let detected = ThemeChooser.choose(.auto, background: nil, colorFGBG: environment["COLORFGBG"])
    let log = EventLog(path: environment["IPODTUI_EVENT_LOG"])
    var core = coreEnvironment
    core.detectedTheme = detected
    // --theme colours this run only; the saved setting is left for the next one.
    switch options.theme {
    case .white: core.themeForThisRun = .white
    case .black: core.themeForThisRun = .black
    case .auto: break
    }
    core.useASCII = options.ascii
    var state = AppState(
      size: screen.size, settings: self.settings, environment: core,
      shuffleSeed: UInt64(truncatingIfNeeded: Int(MonotonicClock.now() * 1e6)))
    // Give the core the time before anything that counts from it (notices).
    _ = state.update(.ticked(at: MonotonicClock.now()))
    if let time = wallClock() { _ = state.update(.wallClock(time)) }
    started(state)
    for event in startEvents { _ = state.update(event) }
    afterBatch(state)
    defer { finish(state) }
    // The terminal is given back first: the shutdown after it (saving, closing the sound) may
    // take a moment, and the user's shell should not wait on it.
    defer { screen.close() }
    log?.note("theme \(state.themeName.rawValue)")
    log?.note("depth \(screen.depth.rawValue)")
    do {
      try loop(&state, screen: screen, source: source, log: log, started: startTime)
      return 0
    } catch {
      screen.close()
      StandardStreams.printError("ipodtui: \(error)")
      return 1
    }
  }

  private func loop(
    _ state: inout AppState, screen: TerminalScreen, source: TerminalEventSource, log: EventLog?, started: Double
  ) throws {
    try screen.draw(Renderer.render(state), theme: Theme.named(state.themeName))
    log?.note("first frame \(Self.milliseconds(since: started)) ms")
    if options.theme == .auto { BackgroundProbe.ask() }
    var probe = try startWidthProbe(state, screen: screen)
    var graphicsProbe = screen.startGraphicsProbe(environment: environment)
    if graphicsProbe == nil { log?.note("graphics blocks (not asked)") }
    var pixelProbe = PixelMouseProbe(environment: environment, now: MonotonicClock.now())
    if pixelProbe != nil, !StandardStreams.writeAll(PixelMouseProbe.query, to: STDOUT_FILENO) { pixelProbe = nil }
    firstFrameDrawn()
    while true {
      let batch = source.wait(
        until: [state.nextDeadline, probe?.deadline, graphicsProbe?.deadline, pixelProbe?.deadline].compactMap { $0 }
          .min())
      if batch.quitRequested { return }
      if batch.terminalGone { throw TerminalError.terminalGone }
      var newSize: Size?
      if batch.suspendRequested {
        screen.suspend()
        _ = source.stopForJobControl()
      }
      if batch.suspendRequested || batch.continued {
        newSize = screen.resume()
      } else if batch.resized {
        newSize = screen.updateSize()
      }
      // A new font size changes the cells' pixels: read them again with the window's size.
      if newSize != nil, screen.pixelMouse, let grid = TTY.pixelGrid() { source.pixelGrid = grid }
      var measured: Event?
      if var measuring = probe {
        for report in batch.cursorReports { measuring.receive(report) }
        probe = measuring.isFinished(at: MonotonicClock.now()) ? nil : measuring
        if probe == nil {
          // Rows drawn before may have drifted on screen: repaint them all, counted anew.
          measured = .terminalMeasured(measuring.profile)
          screen.repaintAll()
          log?.note(
            "widths \(measuring.profile.summary) in \(Self.milliseconds(since: measuring.deadline - WidthProbe.timeout)) ms"
          )
        }
      }
      if var asking = graphicsProbe {
        for reply in batch.replies { asking.receive(reply) }
        graphicsProbe = asking.isFinished(at: MonotonicClock.now()) ? nil : asking
        if graphicsProbe == nil {
          let graphics = screen.finishGraphicsProbe(asking, environment: environment)
          _ = state.update(.graphicsDetected(graphics))
          log?.note("graphics \(screen.images.graphics?.rawValue ?? "blocks")")
        }
      }
      if var asking = pixelProbe {
        for reply in batch.replies { asking.receive(reply) }
        pixelProbe = asking.isFinished(at: MonotonicClock.now()) ? nil : asking
        if pixelProbe == nil { finishPixelProbe(asking, screen: screen, source: source, log: log) }
      }
      var events = EventPump.events(
        for: batch, newSize: newSize, measured: measured, deadline: state.nextDeadline, now: MonotonicClock.now(),
        wallClock: wallClock)
      if options.theme == .auto, let colour = batch.background {
        let name = ThemeChooser.choose(.auto, background: colour, colorFGBG: environment["COLORFGBG"])
        events.append(.backgroundDetected(name))
        log?.note("theme \(name.rawValue)")  // the answer's theme, after the first frame's guess
      }
      if EventPump.apply(events, to: &state, runner: effects, log: log) { return }
      afterBatch(state)
      try screen.draw(Renderer.render(state), theme: Theme.named(state.themeName))
      afterDraw(state)
    }
  }

  /// Turns SGR-Pixels on where the terminal knows it and a cell's pixels are known; reports
  /// read from then on are pixels. One already on its way in cells may be read as pixels: a
  /// position near the top left for one report, once, in the first second of the run.
  private func finishPixelProbe(
    _ probe: PixelMouseProbe, screen: TerminalScreen, source: TerminalEventSource, log: EventLog?
  ) {
    guard let grid = probe.grid(window: TTY.pixelGrid()) else {
      log?.note("pixel mouse off (\(probe.setting.map { "mode 1016 answered \($0)" } ?? "no answer"))")
      return
    }
    screen.enablePixelMouse()
    source.pixelGrid = grid
    log?.note("pixel mouse on \(grid.cellWidth)x\(grid.cellHeight)")
  }

  /// Sends the width probe under a full repaint of `state`, unless `IPODTUI_WIDTH_PROBE=off`.
  private func startWidthProbe(_ state: AppState, screen: TerminalScreen) throws -> WidthProbe? {
    guard environment["IPODTUI_WIDTH_PROBE"] != "off",
      let probe = WidthProbe(size: screen.size, now: MonotonicClock.now())
    else { return nil }
    let query = probe.query(answered: widthProbeAnswered)
    try screen.drawProbing(query, grid: Renderer.render(state), theme: Theme.named(state.themeName))
    return probe
  }

  private static func milliseconds(since start: Double) -> String {
    let tenths = Int(((MonotonicClock.now() - start) * 10_000).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}
