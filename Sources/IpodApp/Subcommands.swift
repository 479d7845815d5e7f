import Foundation
import MusicLibrary
import Platform
import RemoteControl
import TerminalUI
import WheelCore

/// `--snapshot WxH`: one rendered screen as text, so layouts can be checked without a terminal.
/// With no terminal to ask, `--theme auto` draws the white iPod.
public func runSnapshot(size: Size, options: LaunchOptions) -> Int32 {
  var settings = Settings()
  settings.theme = options.theme == .black ? .black : .white
  let state = AppState(size: size, settings: settings, environment: Environment(useASCII: options.ascii))
  let grid = Renderer.render(state)
  StandardStreams.printOut(options.color ? ANSISnapshot.render(grid, theme: .named(state.themeName)) : grid.text + "\n")
  return 0
}

/// `scan [DIR] [--json]`: a headless scan that prints what it found.
public func runScan(arguments: [String]) -> Int32 {
  ScanCommand.run(arguments: arguments)
}

/// `remote …`: one command to the running ipodtui; exit 0 done, 1 error, 3 none running.
public func runRemote(arguments: [String], environment: [String: String]) -> Int32 {
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
