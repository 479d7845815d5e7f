import Platform
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The version `--version` prints.
public let ipodtuiVersion = "0.1.0"

/// The command line as a `LaunchCommand` (the grammar lives in TerminalUI, where it is tested).
/// A mistake is reported on stderr and ends the program with status 2, as usage errors do.
public func parseCommandLine(_ arguments: [String]) -> LaunchCommand {
  do {
    return try LaunchCommand.parse(Array(arguments.dropFirst()))
  } catch {
    StandardStreams.printError("ipodtui: \(error.message)")
    exit(2)
  }
}
