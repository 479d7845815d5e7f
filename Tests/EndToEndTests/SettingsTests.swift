import Foundation
import Testing

/// Settings survive a restart, in `$XDG_CONFIG_HOME/ipodtui/settings.conf`; a broken file is
/// set aside as `settings.conf.bak`, said so once, and the program runs on defaults.
@Suite(.serialized) struct SettingsTests {
  func start(_ scratch: Scratch) throws -> TmuxDriver {
    let app = try TmuxDriver(environment: scratch.xdgEnvironment)
    try app.waitUntilReady()
    return app
  }

  /// Main menu > Settings, with the cursor on About.
  func openSettings(_ app: TmuxDriver) throws {
    #expect(app.waitForSelection("Music"))
    try app.send(key: "End")  // Shuffle Songs
    try app.step("Up", expecting: "Settings")
    try app.send(key: "Enter")
    #expect(app.waitForSelection("About"))
  }

  /// The detail shown on the right of the Settings row `label` ("Clicker Sound … Soft").
  func detail(_ app: TmuxDriver, _ label: String) -> String? {
    guard let row = ((try? app.listRows()) ?? []).first(where: { $0.hasPrefix(label + "  ") }) else { return nil }
    return row.dropFirst(label.count).split(separator: " ").first { $0 != ">" }.map(String.init)
  }

  func quit(_ app: TmuxDriver, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try app.send(key: "q")
    #expect(app.waitForExit() == 0, sourceLocation: sourceLocation)
  }

  @Test func chosenClickerSoundSurvivesARestart() throws {
    let scratch = try Scratch()
    let app = try start(scratch)
    try openSettings(app)
    #expect(app.waitFor { _ in detail(app, "Clicker Sound") == "Classic" })
    for row in ["Shuffle", "Repeat", "Clicker", "Clicker Sound"] { try app.step("Down", expecting: row) }
    try app.send(key: "Enter")
    #expect(app.waitForSelection("Classic"))
    try app.step("Down", expecting: "Soft")
    try app.send(key: "Enter")
    #expect(app.waitForSelection("Clicker Sound"))
    #expect(app.waitFor { _ in detail(app, "Clicker Sound") == "Soft" })
    try quit(app)
    let saved = (try? String(contentsOfFile: scratch.settingsPath, encoding: .utf8)) ?? ""
    #expect(saved.contains("clicker-sound = Soft"), "\(scratch.settingsPath): \(saved)")

    let again = try start(scratch)
    try openSettings(again)
    #expect(again.waitFor { _ in detail(again, "Clicker Sound") == "Soft" }, "\((try? again.listRows()) ?? [])")
    // The picker marks it as the current one.
    for row in ["Shuffle", "Repeat", "Clicker", "Clicker Sound"] { try again.step("Down", expecting: row) }
    try again.send(key: "Enter")
    #expect(
      again.waitFor { _ in ((try? again.listRows()) ?? []).contains { $0.hasPrefix("Soft") && $0.contains("✓") } })
    try quit(again)
  }

  static let brokenFiles: [(String, [UInt8])] = [
    (
      "garbage",
      [0x00, 0xFF, 0xFE, 0x1B, 0x5B, 0x32, 0x4A] + Array("clicker = maybe\n\u{7}".utf8)
        + (0..<200).map { UInt8($0 * 37 % 256) }
    ),
    ("truncated", Array("# ipodtui settings\nversion = 1\nclicker = off\nclicker-sound = Wo".utf8)),
  ]

  @Test(arguments: 0..<2)
  func brokenFileStartsOnDefaultsAndIsKeptAsBak(_ which: Int) throws {
    let (name, bytes) = Self.brokenFiles[which]
    let scratch = try Scratch()
    try scratch.directory("config/ipodtui")
    try Data(bytes).write(to: URL(fileURLWithPath: scratch.settingsPath))
    let app = try start(scratch)
    // The notice ("Settings file … using defaults (kept as settings.conf.bak)") is cut to the
    // display's width: look for its start.
    #expect(app.waitFor { $0.joined().contains("Settings file") }, "\(name): no notice: \((try? app.screen()) ?? [])")
    let backup = FileManager.default.contents(atPath: scratch.settingsPath + ".bak")
    #expect(backup == Data(bytes), "\(name): settings.conf.bak holds the broken file")
    try app.send(key: "Escape")  // any key; the notice may stay until it times out
    try openSettings(app)
    #expect(app.waitFor { _ in detail(app, "Clicker") == "On" && detail(app, "Clicker Sound") == "Classic" })
    try quit(app)
    // The defaults are written back in a readable file; the broken one stays beside it.
    let saved = (try? String(contentsOfFile: scratch.settingsPath, encoding: .utf8)) ?? ""
    #expect(saved.contains("clicker = on") && saved.hasSuffix("end\n"), "\(saved)")
    #expect(FileManager.default.contents(atPath: scratch.settingsPath + ".bak") == Data(bytes))

    // The next start is quiet: nothing is wrong any more.
    let again = try start(scratch)
    #expect(again.waitForSelection("Music"))
    try again.settle()
    #expect(!((try? again.screen()) ?? []).joined().contains("Settings file"))
    try quit(again)
  }
}
