import Foundation
import Testing

/// Settings > Date & Time and Legal in the real program: the clock it reads from the computer
/// reaches the title bar in the chosen form, the choice is saved, and Legal's page scrolls.
@Suite(.serialized) struct DateTimeLegalEndToEndTests {
  func start(_ scratch: Scratch) throws -> TmuxDriver {
    let app = try TmuxDriver(environment: scratch.xdgEnvironment)
    try app.waitUntilReady()
    return app
  }

  /// Main menu > Settings, then up from its last row (Reset Settings) to `row`.
  func openSettings(at rows: [String], _ app: TmuxDriver) throws {
    #expect(app.waitForSelection("Music"))
    try app.send(key: "End")  // Shuffle Songs
    try app.step("Up", expecting: "Settings")
    try app.send(key: "Enter")
    #expect(app.waitForSelection("About"))
    try app.send(key: "End")
    #expect(app.waitForSelection("Reset Settings"))
    for row in rows { try app.step("Up", expecting: row) }
  }

  func title(_ app: TmuxDriver) -> String { (try? app.titleBar()) ?? "" }

  /// "14:05" and no AM or PM: a 24-hour time.
  static func showsTwentyFourHourTime(_ bar: String) -> Bool {
    bar.range(of: #"\b([01][0-9]|2[0-3]):[0-5][0-9]\b"#, options: .regularExpression) != nil && !bar.contains("M ")
      && !bar.hasSuffix("M")
  }

  @Test func timeInTitleShowsTheClockAndTheTimeSwitchesTo24Hours() throws {
    let scratch = try Scratch()
    let app = try start(scratch)
    try openSettings(at: ["Legal", "Date & Time"], app)
    try app.send(key: "Enter")
    #expect(app.waitForSelection("Time Zone"))
    try app.step("Down", expecting: "Time")
    try app.send(key: "Enter")  // 24-hour → 12-hour
    try app.step("Down", expecting: "Time in Title")
    try app.send(key: "Enter")
    #expect(
      app.waitFor { _ in title(app).range(of: #"\b[0-9]{1,2}:[0-5][0-9] [AP]M\b"#, options: .regularExpression) != nil
      },
      "a 12-hour time in the title: \(title(app))")
    try app.step("Up", expecting: "Time")
    try app.send(key: "Enter")  // 12-hour → 24-hour
    #expect(app.waitFor { _ in Self.showsTwentyFourHourTime(title(app)) }, "a 24-hour time: \(title(app))")
    // It is the computer's time (the minute may turn between the two reads).
    let now = Date()
    let format = DateFormatter()
    format.dateFormat = "HH:mm"
    let times = [now, now.addingTimeInterval(60)].map(format.string)
    #expect(times.contains { title(app).contains($0) }, "\(times) in \(title(app))")
    try app.send(key: "q")
    #expect(app.waitForExit() == 0)
    let saved = (try? String(contentsOfFile: scratch.settingsPath, encoding: .utf8)) ?? ""
    #expect(saved.contains("clock-hours = 24-hour") && saved.contains("time-in-title = on"), "\(saved)")
  }

  @Test func legalOpensAndScrollsToTheLastLicence() throws {
    let scratch = try Scratch()
    let app = try start(scratch)
    try openSettings(at: ["Legal"], app)
    try app.send(key: "Enter")
    #expect(app.waitFor { _ in title(app).contains("Legal") })
    #expect(app.waitFor { $0.joined().contains("GNU General Public") })
    #expect(!((try? app.screen()) ?? []).joined().contains("Unicode-3.0"), "the last licence is below")
    // Down until the last licence shows (the list grows with each library linked or loaded).
    var downs = 0
    while downs < 800, !app.waitFor(timeout: 1, { $0.joined().contains("Unicode-3.0") }) {
      try app.send(key: "Down", times: 40)
      downs += 40
    }
    #expect(app.waitFor { $0.joined().contains("Unicode-3.0") }, "\((try? app.screen()) ?? [])")
    #expect(!((try? app.screen()) ?? []).joined().contains("ipodtui. Copyright"), "the first lines scrolled away")
    try app.send(key: "Escape")
    #expect(app.waitForSelection("Legal"))
    try app.send(key: "q")
    #expect(app.waitForExit() == 0)
  }
}
