import IpodApp
import Platform
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The interactive ipodtui, built for one end-to-end test (LifecycleTests): once the first frame
// is on the terminal it hits a real Swift trap (fatalError: SIGILL, raised by the faulting
// instruction itself, not sent from outside), so the test can check that the crash guard still
// gives the terminal back. Everything else is the shipped program's own code.
guard case .run(let options) = parseCommandLine(CommandLine.arguments) else {
  StandardStreams.printError("CrashingIpod takes ipodtui's interactive options only")
  exit(2)
}
exit(
  AppWiring.runInteractive(options: options, environment: ProcessEnvironment.current()) { session in
    session.firstFrameDrawn = { fatalError("the end-to-end test's trap") }
  })
