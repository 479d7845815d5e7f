import Foundation
import Testing

/// Settings > About > Notices in the real binary: a notice too long for the two lines at the
/// bottom of a small display (a broken settings file, with the reason and the `.bak` it was
/// kept as) is read there whole.
@Suite(.serialized) struct NoticesEndToEndTests {
  /// The value makes the reason long; the codec quotes up to 30 cells of it.
  static let broken = "# ipodtui settings\nversion = 1\nclicker = sometimes-but-not-always\nend\n"
  static let notice =
    "Settings file clicker has a bad value: sometimes-but-not-always; using defaults (kept as settings.conf.bak)"

  func noSpaces(_ s: String) -> String { s.filter { $0 != " " } }

  @Test func aBrokenSettingsFilesNoticeIsReadWholeInAboutNotices() throws {
    let scratch = try Scratch()
    try scratch.directory("config/ipodtui")
    try Self.broken.write(toFile: scratch.settingsPath, atomically: true, encoding: .utf8)
    let app = try TmuxDriver(width: 40, height: 16, environment: scratch.xdgEnvironment)
    defer { app.stop() }
    try app.waitUntilReady()
    #expect(app.waitFor { $0.joined().contains("Settings file") }, "no notice: \((try? app.screen()) ?? [])")
    #expect(FileManager.default.fileExists(atPath: scratch.settingsPath + ".bak"))

    // Main menu > Settings > About > Notices.
    #expect(app.waitForSelection("Music"))
    try app.send(key: "End")
    try app.step("Up", expecting: "Settings")
    try app.send(key: "Enter")
    #expect(app.waitForSelection("About"))
    try app.send(key: "Enter")
    #expect(app.waitForSelection("Songs"))
    for row in ["Albums", "Artists", "Videos", "Photos", "Capacity", "Available", "Library", "Version", "Notices"] {
      try app.step("Down", expecting: row)
    }
    #expect(((try? app.selectedRow()) ?? nil)?.contains("1") == true, "the row counts one notice")
    try app.send(key: "Enter")
    #expect(app.poll { ((try? app.titleBar()) ?? "").contains("Notices") })
    // The list's first lines (the banner, while it lasts, covers only the bottom two).
    let whole = app.poll {
      let top = ((try? app.listRows()) ?? []).prefix(6).joined()
      return noSpaces(top).contains(noSpaces(Self.notice))
    }
    #expect(whole, "\((try? app.listRows()) ?? [])")
    let lines = ((try? app.listRows()) ?? []).prefix(6).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    #expect(lines.count > 2, "longer than the banner's two lines: \(lines)")

    try app.send(key: "Escape")  // MENU: back to About, on the Notices row
    #expect(app.waitForSelection("Notices"))
    try app.send(key: "q")
    #expect(app.waitForExit() == 0)
  }
}
