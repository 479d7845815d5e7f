import Foundation
import Testing
import WheelCore

/// kill -9 at random moments of a scan, of playback and of settings writes, with the real
/// binary: afterwards the settings file always parses, the library cache always opens (or is
/// rebuilt) with every song, and playback resumes within 5 s of where it was. The moments
/// come from a seeded generator; the seed and the counts are printed (IPODTUI_FAULT_SEED
/// replays a run).
@Suite(.serialized) struct FaultTests {
  static let seed: UInt64 =
    ProcessInfo.processInfo.environment["IPODTUI_FAULT_SEED"].flatMap(UInt64.init)
    ?? UInt64(Date().timeIntervalSince1970 * 1000)

  /// Kills the program now (SIGKILL: no handler runs, nothing is flushed).
  func kill9(_ app: TmuxDriver) throws {
    let pid = try app.pid()
    Foundation.kill(pid, SIGKILL)
    #expect(app.poll(timeout: 10) { !TmuxDriver.isAlive(pid) })
    app.stop()
  }

  /// Waits a random moment (up to `maximum` seconds): the injected fault's timing, not a wait
  /// for a condition.
  func randomMoment(_ rng: inout Shuffler, maximum: Double) {
    usleep(UInt32(Double.random(in: 0...maximum, using: &rng) * 1_000_000))
  }

  func start(_ scratch: Scratch, library: String? = nil, sound: [String: String]? = nil) throws -> TmuxDriver {
    let app = try TmuxDriver(
      arguments: library.map { ["--library", $0] } ?? [],
      environment: scratch.xdgEnvironment.merging(sound ?? [:]) { $1 }, sound: sound != nil)
    try app.waitUntilReady()
    return app
  }

  func settingsParse(_ scratch: Scratch) -> Bool {
    guard let bytes = FileManager.default.contents(atPath: scratch.settingsPath) else { return true }
    if case .success = SettingsCodec.decode([UInt8](bytes)) { return true }
    return false
  }

  /// `ipodtui scan DIR --json` with the test's XDG folders: its exit status and track count.
  func scanCount(_ scratch: Scratch, _ library: String) throws -> (Int32, Int?) {
    let result = try Shell.run([try Package.binary, "scan", library, "--json"], environment: scratch.xdgEnvironment)
    let tracks = result.stdout.range(of: #""tracks": ?[0-9]+"#, options: .regularExpression).flatMap {
      Int(result.stdout[$0].filter(\.isNumber))
    }
    return (result.status, tracks)
  }

  @Test func killsDuringScansAndSettingsWritesLoseNothingSaved() throws {
    var rng = Shuffler(seed: Self.seed)
    let started = Date()
    let scratch = try Scratch()
    let library = try scratch.directory("library")
    try Audio.makeCorpus(600, in: library)
    var kills = 0
    var keys = 0

    // A scan killed at random moments, again and again: the cache opens with every song.
    for round in 0..<6 {
      let app = try start(scratch, library: round == 0 ? library : nil)
      randomMoment(&rng, maximum: 1.5)
      try kill9(app)
      kills += 1
      #expect(settingsParse(scratch), "settings after kill \(kills)")
      let saved = (try? String(contentsOfFile: scratch.settingsPath, encoding: .utf8)) ?? ""
      #expect(saved.contains("library = \(library)"), "the --library choice survives kill \(kills): \(saved)")
    }
    let (status, tracks) = try scanCount(scratch, library)
    #expect(status == 0 && tracks == 600, "scan after \(kills) kills: status \(status), \(tracks ?? -1) tracks")

    // Settings written in bursts (each `t` changes the theme), killed mid-burst.
    for _ in 0..<8 {
      let app = try start(scratch)
      let burst = 5 + Int.random(in: 0..<40, using: &rng)
      try app.type(String(repeating: "t", count: burst))
      keys += burst
      randomMoment(&rng, maximum: 0.3)
      try kill9(app)
      kills += 1
      #expect(settingsParse(scratch), "settings after kill \(kills) parse")
    }
    let again = try start(scratch)
    #expect(again.waitFor { $0.joined().contains("iPod") })
    #expect(!((try? again.screen()) ?? []).joined().contains("Settings file"), "no broken-settings notice")
    print(
      "fault suite (scan, settings): seed \(Self.seed), \(kills) kills, \(keys) keys, \(String(format: "%.1f", Date().timeIntervalSince(started))) s"
    )
  }

  /// The elapsed time on Now Playing ("1:07" left under the bar), in seconds.
  static func elapsed(_ screen: [String]) -> Int? {
    for line in screen {
      let words = line.split(whereSeparator: { $0 == " " || $0 == "│" || $0 == "┃" || $0 == "║" })
      guard let first = words.firstIndex(where: { seconds($0) != nil }),
        words[(first + 1)...].contains(where: { $0.hasPrefix("-") && seconds($0.dropFirst()) != nil })
      else { continue }
      return seconds(words[first])
    }
    return nil
  }

  static func seconds(_ text: Substring) -> Int? {
    let parts = text.split(separator: ":")
    guard parts.count == 2, parts[1].count == 2, let m = Int(parts[0]), let s = Int(parts[1]) else { return nil }
    return m * 60 + s
  }

  @Test func killDuringPlaybackResumesWithinFiveSeconds() throws {
    var rng = Shuffler(seed: Self.seed &+ 1)
    let started = Date()
    let scratch = try Scratch()
    let device = try AlsaFileDevice(in: scratch)
    let dir = try scratch.directory("library/Tester/Long")
    _ = try Audio.makeTrack(
      flacPath: dir + "/01 Long.flac", seconds: 40, synth: ["sine", "440"], title: "Long", track: 1)
    try scratch.writeSettings(["clicker = off"])
    var kills = 0
    var app = try start(scratch, library: scratch.path("library"), sound: device.environment)
    try app.openSongs(listing: "Long")
    #expect(app.waitForSelection("Long"))
    try app.send(key: "Enter")
    var resumed = 0
    for round in 0..<2 {
      let target = resumed + 2 + Int.random(in: 0...8, using: &rng)
      var seen: Int?
      #expect(
        app.waitFor(timeout: 30) {
          seen = Self.elapsed($0)
          return (seen ?? 0) >= target
        }, "round \(round): playing to \(target)")
      try kill9(app)
      kills += 1
      let last = seen ?? 0

      app = try start(scratch, sound: device.environment)
      #expect(app.waitFor(timeout: 20) { _ in ((try? app.listRows()) ?? []).contains { $0.hasPrefix("Now Playing") } })
      try app.send(key: "End")
      #expect(app.waitForSelection("Now Playing"))
      try app.send(key: "Enter")
      var shown: Int?
      #expect(
        app.waitFor {
          shown = Self.elapsed($0)
          return shown != nil
        })
      resumed = shown ?? -100
      // Saved every 5 s while playing; the screen shows whole seconds.
      #expect(resumed <= last + 1 && last - resumed <= 5 + 1, "killed at \(last) s, resumed at \(resumed) s")
      try app.send(key: "Space")  // play on from there
    }
    try app.send(key: "q")
    #expect(app.waitForExit() == 0)
    print(
      "fault suite (playback): seed \(Self.seed), \(kills) kills, \(String(format: "%.1f", Date().timeIntervalSince(started))) s"
    )
  }
}
