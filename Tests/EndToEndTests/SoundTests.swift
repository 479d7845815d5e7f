import Foundation
import Testing

/// Clicks through ALSA, checked on the samples the program really writes: ALSA's default PCM
/// is a file (PLATFORM.md), complete once the program has quit. Steps are spaced (each waits
/// for the screen to show it), so every click sounds on its own and the file is exactly the
/// click's samples, once per step.
@Suite(.serialized) struct SoundTests {
  /// The main menu's rows, in order.
  static let mainMenu = ["Music", "Photos", "Videos", "Extras", "Settings", "Shuffle Songs"]
  static let settingsMenu = ["About", "Shuffle", "Repeat", "Clicker", "Clicker Sound"]

  /// The program with sound on, writing to an ALSA file device; library: the demo.
  func start(_ scratch: Scratch, _ device: AlsaFileDevice) throws -> TmuxDriver {
    let app = try TmuxDriver(
      environment: scratch.xdgEnvironment.merging(device.environment) { $1 }, sound: true, captureStderr: true)
    try app.waitUntilReady()
    #expect(app.waitForSelection("Music"))
    return app
  }

  func quit(_ app: TmuxDriver, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try app.send(key: "q")
    #expect(app.waitForExit() == 0, sourceLocation: sourceLocation)
    let stderr = (try? String(contentsOfFile: app.path("stderr"), encoding: .utf8)) ?? "?"
    #expect(stderr.isEmpty, "stderr: \(stderr)", sourceLocation: sourceLocation)
  }

  /// How many whole copies of `click` `samples` holds, back to back or with silence between
  /// them (the mixer spaces clicks 3 ms apart), or nil if it holds anything else.
  static func copies(of click: [Int16], in samples: [Int16]) -> Int? {
    var n = 0
    var i = 0
    while i < samples.count {
      if i + click.count <= samples.count, samples[i..<(i + click.count)].elementsEqual(click) {
        n += 1
        i += click.count
      } else if samples[i] == 0 {
        i += 1
      } else {
        return nil
      }
    }
    return n
  }

  func copies(of click: [Int16], in samples: [Int16]) -> Int? { Self.copies(of: click, in: samples) }

  @Test func everyStepClicksOnceWithTheClassicClick() throws {
    let scratch = try Scratch()
    let device = try AlsaFileDevice(in: scratch)
    let app = try start(scratch, device)
    // 5 steps down with the arrow key and the scroll wheel, then 2 back up with k: 7 clicks.
    try app.step("Down", expecting: "Photos")
    try app.step("Down", expecting: "Videos")
    try app.mouse(.scrollDown, col: 5, row: 5)
    #expect(app.waitForSelection("Extras"))
    try app.mouse(.scrollDown, col: 5, row: 5)
    #expect(app.waitForSelection("Settings"))
    try app.step("j", expecting: "Shuffle Songs")
    try app.step("k", expecting: "Settings")
    try app.step("Up", expecting: "Extras")
    try quit(app)
    let classic = try Audio.click("classic")
    let written = device.samples()
    #expect(written.count == 7 * classic.count, "\(written.count) samples, a click is \(classic.count)")
    #expect(copies(of: classic, in: written) == 7)
  }

  @Test func clicksGoToTheIpodtuiClickDeviceWhenOneIsDefined() throws {
    let scratch = try Scratch()
    let device = try AlsaFileDevice(in: scratch, separateClicks: true)
    let app = try start(scratch, device)
    try app.step("Down", expecting: "Photos")
    try app.step("Down", expecting: "Videos")
    try app.step("Up", expecting: "Photos")
    try quit(app)
    let classic = try Audio.click("classic")
    let clicks = FileManager.default.contents(atPath: device.clickPath!).map(Audio.int16s) ?? []
    #expect(copies(of: classic, in: clicks) == 3, "\(clicks.count) samples in the click file")
    #expect(device.samples().isEmpty, "the music device got \(device.samples().count) samples")
  }

  @Test func noClickAtTheEndsOfAList() throws {
    let scratch = try Scratch()
    let device = try AlsaFileDevice(in: scratch)
    let app = try start(scratch, device)
    for _ in 0..<3 { try app.send(key: "Up") }  // already on the first row
    try app.mouse(.scrollUp, col: 5, row: 5)
    try app.settle()
    for row in Self.mainMenu[1...5] { try app.step("Down", expecting: row) }
    try app.settle()
    #expect(try app.selectedRow() == "Shuffle Songs")
    for _ in 0..<3 { try app.send(key: "Down") }  // already on the last row
    try app.mouse(.scrollDown, col: 5, row: 5)
    try app.settle()
    #expect(try app.selectedRow() == "Shuffle Songs")
    try quit(app)
    // Only the five steps that moved clicked.
    #expect(copies(of: try Audio.click("classic"), in: device.samples()) == 5)
  }

  /// Settings > Clicker Off silences the wheel; the choice is saved, and still holds after a restart.
  @Test func clickerOffIsSilentAndSaved() throws {
    let scratch = try Scratch()
    let device = try AlsaFileDevice(in: scratch)
    let app = try start(scratch, device)
    for row in Self.mainMenu[1...4] { try app.step("Down", expecting: row) }  // 4 clicks
    try app.send(key: "Enter")  // a press: 1 click
    #expect(app.waitForSelection("About"))
    for row in Self.settingsMenu[1...3] { try app.step("Down", expecting: row) }  // 3 clicks
    #expect(try app.selectedRow()?.hasSuffix("On") == true)
    try app.send(key: "Enter")  // the press that turns it off, still on when pressed: 1 click
    #expect(
      app.waitFor { _ in
        ((try? app.selectedRow()) ?? nil).map { $0.hasPrefix("Clicker") && $0.hasSuffix("Off") } == true
      })
    try app.step("Down", expecting: "Clicker Sound")
    try app.step("Up", expecting: "Clicker")
    try app.mouse(.scrollUp, col: 5, row: 5)
    #expect(app.waitForSelection("Repeat"))
    try quit(app)
    #expect(copies(of: try Audio.click("classic"), in: device.samples()) == 9, "no click after Clicker Off")
    let saved = (try? String(contentsOfFile: scratch.settingsPath, encoding: .utf8)) ?? ""
    #expect(saved.contains("clicker = off"), "\(scratch.settingsPath): \(saved)")

    // The next run starts with the clicker off.
    try FileManager.default.removeItem(atPath: device.rawPath)
    let again = try start(scratch, device)
    try again.step("Down", expecting: "Photos")
    try again.step("Down", expecting: "Videos")
    try quit(again)
    #expect(device.samples().isEmpty)
  }

  /// Clicker Sound: moving over a sound plays it (the preview replaces the click), center
  /// chooses it, and from then on the wheel clicks with it.
  @Test func pickerPreviewsTheSoundAndTheChoiceClicks() throws {
    let scratch = try Scratch()
    let device = try AlsaFileDevice(in: scratch)
    let app = try start(scratch, device)
    for row in Self.mainMenu[1...4] { try app.step("Down", expecting: row) }  // 4 Classic clicks
    try app.send(key: "Enter")  // a press: 1 more
    #expect(app.waitForSelection("About"))
    for row in Self.settingsMenu[1...4] { try app.step("Down", expecting: row) }  // 4 more
    try app.send(key: "Enter")  // 1 more
    #expect(app.waitFor { _ in (try? app.titleBar())?.contains("Clicker Sound") == true })
    #expect(app.waitForSelection("Classic"))
    try app.step("Down", expecting: "Soft")  // the preview: Soft's samples, no click
    try app.send(key: "Enter")  // choose Soft: the press clicks with Classic, still chosen when pressed
    #expect(
      app.waitFor { _ in
        ((try? app.selectedRow()) ?? nil).map { $0.hasPrefix("Clicker Sound") && $0.contains("Soft") } == true
      })
    try app.step("Up", expecting: "Clicker")  // a click, now with Soft
    try quit(app)
    let classic = try Audio.click("classic")
    let soft = try Audio.click("soft")
    let expected = Array(repeating: classic, count: 10).flatMap { $0 } + soft + classic + soft
    let written = device.samples()
    #expect(written.count == expected.count, "\(written.count) samples written, \(expected.count) expected")
    let same = written == expected  // not `#expect(a == b)`: its diff of long arrays is quadratic
    #expect(same)
  }

  /// No sound card and nowhere to play: the program runs, plays nothing, and says nothing on
  /// stderr (alsa-lib's own messages would land on the screen).
  @Test(arguments: [false, true])
  func withoutAnyAlsaDeviceNothingReachesStderr(brokenConfig: Bool) throws {
    let scratch = try Scratch()
    var environment = scratch.xdgEnvironment
    if brokenConfig {
      let config = scratch.path("no-card.conf")
      try #"pcm.!default { type hw; card 7; device 0 }"#.write(toFile: config, atomically: true, encoding: .utf8)
      environment["ALSA_CONFIG_PATH"] = "/usr/share/alsa/alsa.conf:\(config)"
    }
    let app = try TmuxDriver(environment: environment, sound: true, captureStderr: true)
    try app.waitUntilReady()
    #expect(app.waitForSelection("Music"))
    for row in Self.mainMenu[1...4] { try app.step("Down", expecting: row) }
    try app.send(key: "Enter")  // Settings > About says why there is no sound
    #expect(app.waitForSelection("About"))
    try app.send(key: "Enter")
    #expect(app.waitFor { $0.joined().contains("No sound card") }, "\((try? app.screen()) ?? [])")
    try app.send(key: "Escape")
    try app.send(key: "Escape")
    #expect(app.waitForSelection("Settings"))
    try app.send(key: "Up")
    try app.send(key: "Up")
    try app.send(key: "Up")
    try app.send(key: "Up")
    #expect(app.waitForSelection("Music"))
    try quit(app)
  }
}
