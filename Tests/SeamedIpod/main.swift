import IpodApp
import Platform
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The interactive ipodtui built for end-to-end tests that need what no terminal or user can
// cause on demand. Everything is the shipped program's own code; the seam, named by
// IPODTUI_SEAM, is set on the session before it starts:
// - `trap`: once the first frame is on the terminal it hits a real Swift trap (fatalError:
//   SIGILL, raised by the faulting instruction itself, not sent from outside), so a test can
//   check that the crash guard still gives the terminal back (LifecycleTests);
// - `unanswered-probe`: the width probe is drawn without its question, as a terminal that never
//   answers leaves it (WidthProbeTests).
// The shipped program has neither switch.
let environment = ProcessEnvironment.current()
let seam = environment["IPODTUI_SEAM"] ?? ""
guard ["trap", "unanswered-probe"].contains(seam), case .run(let options) = parseCommandLine(CommandLine.arguments)
else {
  StandardStreams.printError("SeamedIpod: IPODTUI_SEAM=trap|unanswered-probe, and ipodtui's interactive options")
  exit(2)
}
exit(
  AppWiring.runInteractive(options: options, environment: environment) { session in
    switch seam {
    case "trap": session.firstFrameDrawn = { fatalError("the end-to-end test's trap") }
    default: session.widthProbeAnswered = false
    }
  })
