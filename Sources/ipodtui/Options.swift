import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The version `--version` prints.
let ipodtuiVersion = "0.1.0"

/// The command line as a `LaunchCommand` (the grammar lives in TerminalUI, where it is tested).
/// A mistake is reported on stderr and ends the program with status 2, as usage errors do.
func parseCommandLine(_ arguments: [String]) -> LaunchCommand {
  do {
    return try LaunchCommand.parse(Array(arguments.dropFirst()))
  } catch {
    printError("ipodtui: \(error.message)")
    exit(2)
  }
}

/// Writes a line to stderr (Swift 6 does not let us touch C's `stderr` global).
func printError(_ line: String) {
  _ = TTY.writeAll(Array((line + "\n").utf8), to: STDERR_FILENO)
}

/// Writes text to stdout, unbuffered (no `print`, whose buffer would mix with raw writes).
func printOut(_ text: String) {
  _ = TTY.writeAll(Array(text.utf8), to: STDOUT_FILENO)
}
