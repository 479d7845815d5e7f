import Foundation
import Testing

/// The width probe in the real binary: it never shows, never delays the first frame, and a
/// terminal that does not answer leaves the app as it was.
@Suite(.serialized) struct WidthProbeTests {
  /// The probe characters the iPod itself never draws; none may be left on screen.
  static let probes = ["😀", "🥱", "🥲", "🫠", "🫨", "🫩", "🇯🇵"]

  /// The main menu as drawn with the probe off, with it answered and with it unanswered:
  /// the same screen, none of the probes on it; the unanswered probe ends after its timeout
  /// with the core's own table, and keys work meanwhile.
  @Test(arguments: [(20, 8, "white"), (100, 40, "black")])
  func theProbeLeavesNothingOnScreenAnsweredOrNot(width: Int, height: Int, theme: String) throws {
    var screens: [String: [String]] = [:]
    for mode in ["off", "answered", "unanswered"] {
      let scratch = try Scratch()
      var environment = scratch.xdgEnvironment
      if mode == "off" { environment["IPODTUI_WIDTH_PROBE"] = "off" }
      if mode == "unanswered" { environment["IPODTUI_SEAM"] = "unanswered-probe" }
      let app = try TmuxDriver(
        arguments: ["--theme", theme], width: width, height: height, environment: environment,
        program: mode == "unanswered" ? try Package.seamedBinary : nil)
      try app.waitUntilReady()
      let measured = app.poll { app.events().contains { $0.hasPrefix("widths ") } }
      #expect(measured == (mode != "off"), "\(mode): \(app.events())")
      if mode == "unanswered" {
        #expect(app.events().contains { $0.hasPrefix("widths standard") }, "\(app.events())")
      }
      // Off: the first frame is the screen; on: it must come back to exactly that.
      // The title shows the library scan's progress ("iPod 90%") while it runs, which may start
      // after a first frame without it: compare the screens once the core has had the scan's
      // end (the event log says so), however long it takes on a loaded machine.
      #expect(
        app.poll(timeout: 60) { app.events().contains { $0.hasPrefix("scan finished") } },
        "\(mode): the library scan did not end: \(app.events())")
      if let reference = screens["off"] {
        #expect(
          app.waitFor(timeout: 30) { $0 == reference },
          "\(mode): \((try? app.screen())?.joined(separator: "\n") ?? "")\nevents: \(app.events())")
      } else {
        #expect(app.waitFor(timeout: 30) { $0.joined().contains("Music") && !$0.prefix(3).joined().contains("%") })
      }
      let screen = try app.screen()
      screens[mode] = screen
      for probe in Self.probes where screen.joined().contains(probe) {
        Issue.record("\(mode): probe \(probe) left on screen:\n\(screen.joined(separator: "\n"))")
      }
      // The benchmark line: time to the first frame, and to the measured widths.
      let timings = app.events().filter { $0.hasPrefix("first frame") || $0.hasPrefix("widths") }
      print("width probe \(mode) \(width)x\(height): \(timings.joined(separator: "; "))")
    }
    #expect(screens["answered"] == screens["off"])
    #expect(screens["unanswered"] == screens["off"])
  }
}
