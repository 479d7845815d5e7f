import AudioEngine
import Foundation
import MusicLibrary
import Platform
import RemoteControl
import Storage
import TerminalUI
import WheelCore

/// `--snapshot WxH`: one rendered screen as text, so layouts can be checked without a terminal.
/// With no terminal to ask, `--theme auto` draws the white iPod.
func runSnapshot(size: Size, options: LaunchOptions) -> Int32 {
  var settings = Settings()
  settings.theme = options.theme == .black ? .black : .white
  let state = AppState(size: size, settings: settings, environment: Environment(useASCII: options.ascii))
  let grid = Renderer.render(state)
  StandardStreams.printOut(options.color ? ANSISnapshot.render(grid, theme: .named(state.themeName)) : grid.text + "\n")
  return 0
}

/// `scan [DIR] [--json]`: a headless scan that prints what it found.
func runScan(arguments: [String]) -> Int32 {
  ScanCommand.run(arguments: arguments)
}

/// `bench-library …` and `bench-audio`: the adapters' own benchmarks (the terminal's is
/// scripts/bench-terminal.sh, which measures the real program in tmux).
func runBench(name: String, arguments: [String]) -> Int32 {
  switch name {
  case "library":
    return LibraryBenchmark.run(arguments: arguments)
  case "render":
    StandardStreams.printOut(RenderBenchmark.run() + "\n")
    return 0
  case "userdata":
    StandardStreams.printOut(UserDataBenchmark.run() + "\n")
    return 0
  case "audio":
    StandardStreams.printOut(AudioBenchmark.run(device: arguments.first) + "\n")
    return 0
  case "dsp":
    StandardStreams.printOut(ShapingBenchmark.run(presets: EQPreset.allCases.map { ($0.rawValue, $0.bands) }) + "\n")
    return 0
  case "coverflow":
    StandardStreams.printOut(CoverFlowBenchmark.run() + "\n")
    return 0
  case "video":
    return VideoBenchmark.run(arguments: arguments)
  case "photos":
    StandardStreams.printOut(PhotosBenchmark.run() + "\n")
    return 0
  default:
    StandardStreams.printError(
      "ipodtui: unknown benchmark '\(name)' (library, audio, dsp, render, coverflow, video, userdata, photos)")
    return 2
  }
}

/// `remote …`: one command to the running ipodtui; exit 0 done, 1 error, 3 none running.
func runRemote(arguments: [String], environment: [String: String]) -> Int32 {
  let xdg = XDGDirectories(environment: environment)
  let outcome = RemoteClient.run(
    arguments, socketPath: RemoteSocketPath.resolve(environment: environment, stateDirectory: xdg.stateDirectory),
    currentDirectory: FileManager.default.currentDirectoryPath)
  StandardStreams.printOut(outcome.stdout)
  if !outcome.stderr.isEmpty {
    StandardStreams.printError(outcome.stderr.hasSuffix("\n") ? String(outcome.stderr.dropLast()) : outcome.stderr)
  }
  return outcome.status.rawValue
}
