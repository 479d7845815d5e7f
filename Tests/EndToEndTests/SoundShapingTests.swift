import Foundation
import Testing

/// Settings > EQ and Settings > Sound Check in the real program: the presets listed and kept
/// across a restart, and Sound Check turned on in the menu changing the level written to
/// ALSA's file device by the tagged gain.
@Suite(.serialized) struct SoundShapingTests {
  static let rowsBeforeEQ = [
    "Shuffle", "Repeat", "Clicker", "Clicker Sound", "Wheel Sensitivity", "Theme",
    "Wide Screen", "Volume Limit", "EQ",
  ]
  static let presetsUpToRock = [
    "Off", "Acoustic", "Bass Booster", "Bass Reducer", "Classical", "Dance", "Deep",
    "Electronic", "Flat", "Hip Hop", "Increase Vocals", "Jazz", "Latin", "Loudness",
    "Lounge", "Piano", "Pop", "R&B", "Rock",
  ]

  /// The settings helpers of `SettingsTests` (open Settings, a row's detail, quit).
  let settings = SettingsTests()

  /// Main menu > Settings, then down to `row` (EQ or Sound Check).
  func openSettings(_ app: TmuxDriver, at row: String) throws {
    try settings.openSettings(app)
    for label in Self.rowsBeforeEQ + (row == "Sound Check" ? ["Sound Check"] : []) {
      try app.step("Down", expecting: label)
    }
  }

  func detail(_ app: TmuxDriver, _ label: String) -> String? { settings.detail(app, label) }

  func quit(_ app: TmuxDriver, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try settings.quit(app, sourceLocation: sourceLocation)
  }

  @Test func eqListsThePresetsAndTheChoiceSurvivesARestart() throws {
    let scratch = try Scratch()
    let app = try TmuxDriver(environment: scratch.xdgEnvironment)
    try app.waitUntilReady()
    try openSettings(app, at: "EQ")
    #expect(app.waitFor { _ in detail(app, "EQ") == "Off" })
    try app.send(key: "Enter")
    #expect(app.waitFor { _ in (try? app.titleBar())?.contains("EQ") == true })
    // The list opens on Off (✓), followed by the presets in the iPod's order.
    #expect(
      app.waitFor { _ in
        let rows = ((try? app.listRows()) ?? []).map { $0.trimmingCharacters(in: .whitespaces) }
        return rows.first?.hasPrefix("Off") == true && rows.first?.contains("✓") == true
          && rows.dropFirst().prefix(3).map { String($0.prefix(12)).trimmingCharacters(in: .whitespaces) }
            == ["Acoustic", "Bass Booster", "Bass Reducer"]
      }, "\((try? app.listRows()) ?? [])")
    for preset in Self.presetsUpToRock.dropFirst() { try app.step("Down", expecting: preset) }
    try app.send(key: "Enter")
    #expect(app.waitForSelection("EQ"))
    #expect(app.waitFor { _ in detail(app, "EQ") == "Rock" })
    try quit(app)
    let saved = (try? String(contentsOfFile: scratch.settingsPath, encoding: .utf8)) ?? ""
    #expect(saved.contains("eq = Rock\n"), "\(saved)")

    let again = try TmuxDriver(environment: scratch.xdgEnvironment)
    try again.waitUntilReady()
    try openSettings(again, at: "EQ")
    #expect(again.waitFor { _ in detail(again, "EQ") == "Rock" }, "\((try? again.listRows()) ?? [])")
    try quit(again)
  }

  /// A FLAC tagged −6 dB (metaflac): with Sound Check turned on in Settings the program writes
  /// it 6 dB down (±0.1), measured against the samples the file holds.
  @Test func soundCheckOnLowersATaggedSongByItsGain() throws {
    let scratch = try Scratch()
    let device = try AlsaFileDevice(in: scratch)
    let dir = try scratch.directory("library/Tester/Known Signals")
    let flac = "\(dir)/01 Alpha.flac"
    let samples = try Audio.makeTrack(
      flacPath: flac, seconds: 1, synth: ["sine", "440", "sine", "660"], title: "Alpha", track: 1)
    let tagged = try Shell.run(["metaflac", "--set-tag=REPLAYGAIN_TRACK_GAIN=-6.00 dB", flac])
    #expect(tagged.status == 0, "metaflac: \(tagged.stderr)")
    try scratch.writeSettings(["clicker = off", "volume = 25"])
    let environment = scratch.xdgEnvironment.merging(device.environment) { $1 }
    let app = try TmuxDriver(arguments: ["--library", scratch.path("library")], environment: environment, sound: true)
    try app.waitUntilReady()
    try openSettings(app, at: "Sound Check")
    #expect(app.waitFor { _ in detail(app, "Sound Check") == "Off" })
    try app.send(key: "Enter")
    #expect(app.waitFor { _ in detail(app, "Sound Check") == "Track" })
    try app.send(key: "Escape")  // MENU: back to the main menu
    #expect(app.waitForSelection("Settings"))
    for label in ["Extras", "Videos", "Photos", "Music"] { try app.step("Up", expecting: label) }
    try app.openSongs(listing: "Alpha")
    try app.send(key: "Enter")
    #expect(app.waitFor(timeout: 15) { $0.joined().contains("1 of 1") })
    // The song has ended when Now Playing has closed back onto Songs with nothing playing.
    #expect(
      app.poll(timeout: 15) {
        let bar = (try? app.titleBar()) ?? ""
        return (try? app.titleWords()) == "Songs" && !bar.contains("▶")
      })
    try quit(app)
    let written = device.samples()
    #expect(written.count == samples.count, "\(written.count / 2) frames written, the song has \(samples.count / 2)")
    let n = min(written.count, samples.count)
    let rms = { (s: ArraySlice<Int16>) in
      (s.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(max(1, s.count))).squareRoot()
    }
    let gain = 20 * log10(rms(written[4_410..<n]) / rms(samples[4_410..<n]))
    #expect(abs(gain + 6) <= 0.1, "measured \(gain) dB")
  }
}
