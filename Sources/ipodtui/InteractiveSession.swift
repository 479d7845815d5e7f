import TerminalUI
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
final class InteractiveSession {
  let options: LaunchOptions
  let environment: [String: String]
  /// Other threads (audio, scanner) post events here; the loop wakes for them.
  let inbox = EventInbox()
  /// Runs `.click` and the other effects; replace it before `run()` to wire audio.
  var effects: EffectRunner = IgnoringEffectRunner()

  init(options: LaunchOptions, environment: [String: String]) {
    self.options = options
    self.environment = environment
  }

  /// Runs until quit; returns the process exit status.
  func run() -> Int32 {
    // The probe must happen before curses owns the terminal.
    let background = options.theme == .auto ? BackgroundProbe.queryBackground() : nil
    let themeName = ThemeChooser.choose(options.theme, background: background, colorFGBG: environment["COLORFGBG"])
    let source = TerminalEventSource(inbox: inbox)  // signals first: ncurses then leaves them alone
    defer { source.close() }
    let screen: TerminalScreen
    do {
      screen = try TerminalScreen(environment: environment)
    } catch {
      printError("ipodtui: \(error)")
      return 1
    }
    defer { screen.close() }
    let log = EventLog(path: environment["IPODTUI_EVENT_LOG"])
    log?.note("theme \(themeName.rawValue)")
    log?.note("depth \(screen.depth.rawValue)")
    var state = AppState(size: screen.size, themeName: themeName)
    do {
      try loop(&state, screen: screen, source: source, log: log)
      return 0
    } catch {
      screen.close()
      printError("ipodtui: \(error)")
      return 1
    }
  }

  private func loop(_ state: inout AppState, screen: TerminalScreen, source: TerminalEventSource, log: EventLog?) throws {
    try screen.draw(Renderer.render(state), theme: Theme.named(state.themeName))
    while true {
      let batch = source.wait(until: state.nextDeadline)
      if batch.quitRequested { return }
      if batch.terminalGone { throw TerminalError.terminalGone }
      var events = batch.events
      if batch.resized { events.insert(.resized(screen.updateSize()), at: 0) }
      if let deadline = state.nextDeadline, TTY.now() >= deadline { events.append(.ticked(at: TTY.now())) }
      for event in events {
        log?.record(event)
        for effect in state.update(event) {
          if case .quit = effect { return }
          effects.run(effect)
        }
      }
      try screen.draw(Renderer.render(state), theme: Theme.named(state.themeName))
    }
  }
}
