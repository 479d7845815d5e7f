import IpodApp
import Platform
import Storage
import TerminalUI
import WheelCore

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
//   answers leaves it (WidthProbeTests);
// - `journal-writer FOLDER`: no terminal; counts plays into the user data and the resume point
//   in FOLDER for ever, as fast as the disk allows, printing each play's number once both
//   stores have it on disk, for a test to kill -9 mid-write (FaultTests+Journal).
// The shipped program has none of these switches.
let environment = ProcessEnvironment.current()
let seam = environment["IPODTUI_SEAM"] ?? ""
if seam == "journal-writer", CommandLine.arguments.count == 2 {
  JournalWriter.run(folder: CommandLine.arguments[1])
}
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
