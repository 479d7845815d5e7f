import IpodApp
import Platform
import TerminalUI
import WheelCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Wiring only: parse the command line, then hand over to the matching runner.
switch parseCommandLine(CommandLine.arguments) {
case .help:
  StandardStreams.printOut(LaunchCommand.usage + "\n")
case .version:
  StandardStreams.printOut("ipodtui \(ipodtuiVersion)\n")
case .snapshot(let size, let options):
  exit(runSnapshot(size: size, options: options))
case .scan(let arguments):
  exit(runScan(arguments: arguments))
case .importITunes(let arguments):
  exit(ITunesImportCommand.run(arguments: arguments))
case .remote(let arguments):
  exit(runRemote(arguments: arguments, environment: ProcessEnvironment.current()))
case .run(let options):
  exit(AppWiring.runInteractive(options: options, environment: ProcessEnvironment.current()))
}
