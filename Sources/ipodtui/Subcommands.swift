import TerminalUI
import WheelCore

/// `--snapshot WxH`: one rendered screen as text, so layouts can be checked without a terminal.
/// With no terminal to ask, `--theme auto` draws the white iPod.
func runSnapshot(size: Size, options: LaunchOptions) -> Int32 {
  var settings = Settings()
  settings.theme = options.theme == .black ? .black : .white
  let state = AppState(size: size, settings: settings, environment: Environment(useASCII: options.ascii))
  let grid = Renderer.render(state)
  printOut(options.color ? ANSISnapshot.render(grid, theme: .named(state.themeName)) : grid.text + "\n")
  return 0
}

/// `scan`: hook for the library indexer (not wired yet).
func runScan(options: LaunchOptions) -> Int32 {
  printError("ipodtui: scan is not available yet")
  return 1
}

/// `bench-NAME`: hook for the benchmarks (not wired yet; bench-terminal is
/// scripts/bench-terminal.sh, which measures the real program in tmux).
func runBench(name: String, arguments: [String]) -> Int32 {
  printError("ipodtui: unknown benchmark '\(name)'")
  return 2
}
