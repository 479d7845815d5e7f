import Foundation
import Testing

/// The files several runs share: two instances at once (one writes, the other is read-only
/// and says so), no home folder at all (nothing saved, said in About), and a damaged library
/// cache (rebuilt from the music files).
@Suite(.serialized) struct SharedStateTests {
  func start(_ scratch: Scratch, arguments: [String] = []) throws -> TmuxDriver {
    let app = try TmuxDriver(arguments: arguments, environment: scratch.xdgEnvironment)
    try app.waitUntilReady()
    return app
  }

  func quit(_ app: TmuxDriver, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try app.send(key: "q")
    #expect(app.waitForExit() == 0, sourceLocation: sourceLocation)
  }

  /// Settings > About's rows (counting down from the top, whether or not Now Playing is listed).
  func aboutRows(_ app: TmuxDriver) throws -> [String] {
    try app.send(key: "Home")
    #expect(app.waitForSelection("Music"))
    for row in ["Photos", "Videos", "Extras", "Settings"] { try app.step("Down", expecting: row) }
    try app.send(key: "Enter")
    #expect(app.waitForSelection("About"))
    try app.send(key: "Enter")
    #expect(app.waitForSelection("Songs"))
    // About is longer than the display at this size: its first page, then its end (the problem
    // rows come last), read after a barrier so the page shown is the one End scrolled to.
    // A notice (the instance lock's, the missing home's) covers the last rows while it shows:
    // the end is read again until the Saving row is out from under it.
    var rows = (try? app.listRows()) ?? []
    try app.send(key: "End")
    try app.settle()
    _ = app.poll(timeout: 15) { ((try? app.listRows()) ?? []).contains { $0.hasPrefix("Saving") } }
    rows += ((try? app.listRows()) ?? []).filter { !rows.contains($0) }
    return rows
  }

  @Test func aSecondInstanceIsReadOnlyAndLeavesTheFirstOnesFilesAlone() throws {
    let scratch = try Scratch()
    let library = try scratch.directory("library")
    try Audio.makeCorpus(3, in: library)
    let first = try start(scratch, arguments: ["--library", library])
    try first.openSongs(listing: "Song 000000")
    try first.send(key: "Enter")  // no sound: shown paused, and the queue is saved at once
    #expect(first.poll { FileManager.default.fileExists(atPath: scratch.path("state/ipodtui/resume")) })
    let resume = FileManager.default.contents(atPath: scratch.path("state/ipodtui/resume"))
    let settings = FileManager.default.contents(atPath: scratch.settingsPath)
    #expect(settings != nil, "the --library choice is saved at once")

    let second = try start(scratch)
    #expect(second.waitFor { $0.joined().contains("Another ipodtui") }, "\((try? second.screen()) ?? [])")
    try second.send(key: "Escape")
    try second.type("t")  // a settings change, in memory only
    let rows = try aboutRows(second)
    #expect(rows.contains { $0.hasPrefix("Saving") && $0.contains("read-only") }, "\(rows)")
    try quit(second)
    #expect(
      FileManager.default.contents(atPath: scratch.settingsPath) == settings, "the second left the settings alone")
    #expect(
      FileManager.default.contents(atPath: scratch.path("state/ipodtui/resume")) == resume, "and the resume point")

    try first.send(key: "Escape")
    try first.type("t")
    #expect(
      first.poll { FileManager.default.contents(atPath: scratch.settingsPath) != settings },
      "the first still saves, at once")
    try quit(first)

    // With the first gone, the next start owns the files again.
    let third = try start(scratch)
    try third.settle()
    #expect(!((try? third.screen()) ?? []).joined().contains("Another ipodtui"))
    try quit(third)
  }

  /// An account without a home folder (no HOME, no entry in the password database) and no XDG
  /// variables: the iPod works, saves nothing, and says so.
  @Test(
    .enabled(
      if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
      "runs the program as an account with no home, which takes root and setpriv (CI has both)"))
  func withoutAHomeNothingIsSavedAndAboutSaysSo() throws {
    // The checkout may sit in a folder only its owner can enter (a CI clone in a 0700 temp
    // folder): give the other account its own copies of the program and the demo library.
    let shared = NSTemporaryDirectory() + "ipodtui-nobody-\(getpid())-\(UUID().uuidString.prefix(6))"
    try FileManager.default.createDirectory(
      atPath: shared, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
    defer { try? FileManager.default.removeItem(atPath: shared) }
    try FileManager.default.copyItem(atPath: Package.root.appendingPathComponent("demo").path, toPath: shared + "/demo")
    // Copied by `cp`, not in this process: a file this process held open for writing would be
    // inherited by whatever another test forks meanwhile, and exec would then fail with
    // "Text file busy" (ETXTBSY) until that child let go.
    let copy = try Shell.run(["cp", try Package.binary, shared + "/ipodtui"])
    #expect(copy.status == 0, "\(copy.stderr)")
    let nobody = [
      "setpriv", "--reuid=54321", "--regid=54321", "--clear-groups", "env", "IPODTUI_DEMO=" + shared + "/demo",
      "sh", "-c", "shift; exec \"$0\" \"$@\"", shared + "/ipodtui",
    ]
    let app = try TmuxDriver(
      unset: ["HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME", "IPODTUI_EVENT_LOG"],
      launcher: nobody)
    try app.waitUntilReady()
    #expect(app.waitFor { $0.joined().contains("No home folder") }, "\((try? app.screen()) ?? [])")
    try app.send(key: "Escape")
    let rows = try aboutRows(app)
    #expect(rows.contains { $0.hasPrefix("Saving") && $0.contains("no home") }, "\(rows)")
    #expect(rows.contains { $0.hasPrefix("Songs") && !$0.hasSuffix(" 0") }, "the demo library loads in memory: \(rows)")
    try quit(app)
    for folder in ["/.config/ipodtui", "/.cache/ipodtui", "/.local/state/ipodtui"] {
      #expect(!FileManager.default.fileExists(atPath: folder), "\(folder) was created")
    }
  }

  @Test(arguments: ["random bytes", "a folder", "its folder a file"])
  func aDamagedCacheIsRebuiltFromTheMusic(_ damage: String) throws {
    let scratch = try Scratch()
    let library = try scratch.directory("library")
    try Audio.makeCorpus(5, in: library)
    let first = try start(scratch, arguments: ["--library", library])
    try first.openSongs(listing: "Song 000004")
    try quit(first)

    let folder = scratch.path("cache/ipodtui")
    let caches = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".sqlite") }
    #expect(caches.count == 1)
    switch damage {
    case "random bytes":
      var rng = SystemRandomNumberGenerator()
      for name in caches {
        let bytes = (0..<20_000).map { _ in UInt8.random(in: 0...255, using: &rng) }
        FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(bytes))
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: folder + "/" + name + suffix) }
      }
    case "a folder":
      for name in caches {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: folder + "/" + name + suffix) }
        try FileManager.default.createDirectory(
          atPath: folder + "/" + name + "/inside", withIntermediateDirectories: true)
      }
    default:
      try FileManager.default.removeItem(atPath: folder)
      FileManager.default.createFile(atPath: folder, contents: Data("a file".utf8))
    }
    let again = try start(scratch)
    try again.openSongs(listing: "Song 000004")
    try quit(again)
    let third = try start(scratch)
    try third.settle()
    #expect(!((try? third.screen()) ?? []).joined().contains("cache"), "rebuilt once, quiet after")
    try quit(third)
  }
}
