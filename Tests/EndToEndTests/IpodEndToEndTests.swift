import Foundation
import TestSupport
import Testing

/// The real binary on an iPod made with libgpod (`--ipod DIR`): Music > Songs lists the
/// database's titles (the files' names say nothing), a song plays through the ALSA file
/// device, and quitting writes the plays back, read again with libgpod. Both themes.
@Suite(.serialized) struct IpodEndToEndTests {
  static let songs: [IpodFixture.Song] = [
    .init(title: "Alpha Tune", artist: "Pod Artist", album: "Pod Album", trackNumber: 1, stars: 3, plays: 2),
    .init(title: "Bravo Tune", artist: "Pod Artist", album: "Pod Album", trackNumber: 2),
  ]

  func start(_ scratch: Scratch, _ device: AlsaFileDevice, ipod: String, theme: String) throws -> TmuxDriver {
    try scratch.writeSettings(["clicker = off", "volume = 25"])
    let app = try TmuxDriver(
      arguments: ["--ipod", ipod, "--theme", theme],
      environment: scratch.xdgEnvironment.merging(device.environment) { $1 }, sound: true, captureStderr: true)
    try app.waitUntilReady()
    return app
  }

  @Test(arguments: ["white", "black"]) func songsFromTheIpodPlayAndTheirPlaysGoBackAtQuit(theme: String) throws {
    let scratch = try Scratch()
    let device = try AlsaFileDevice(in: scratch)
    let ipod = scratch.path("IPOD")
    try IpodFixture.make(at: ipod, songs: Self.songs)
    let app = try start(scratch, device, ipod: ipod, theme: theme)
    try app.openSongs(listing: "Alpha Tune")
    #expect(app.waitFor { $0.joined().contains("Bravo Tune") })
    #expect(app.waitForSelection("Alpha Tune"))
    try app.send(key: "Enter")
    #expect(app.waitFor(timeout: 15) { $0.joined().contains("1 of 2") }, "\((try? app.screen()) ?? [])")
    #expect(app.waitFor(timeout: 15) { $0.joined().contains("Pod Artist") })
    #expect(app.waitFor(timeout: 15) { $0.joined().contains("2 of 2") })
    #expect(
      app.poll(timeout: 15) { (try? app.titleWords()) == "Songs" }, "played out: \((try? app.screen()) ?? [])")
    try app.send(key: "q")
    #expect(app.waitForExit() == 0)
    let stderr = (try? String(contentsOfFile: app.path("stderr"), encoding: .utf8)) ?? "?"
    #expect(stderr.isEmpty, "stderr: \(stderr)")
    // About two seconds of stereo music reached the device.
    #expect(device.samples().count > 44_100 * 2, "samples \(device.samples().count)")
    let back = try IpodFixture.readBack(ipod)
    #expect(back.first { $0.title == "Alpha Tune" }?.plays == 3)
    #expect(back.first { $0.title == "Bravo Tune" }?.plays == 1)
    #expect(back.first { $0.title == "Alpha Tune" }?.rating == 60)
    #expect(FileManager.default.fileExists(atPath: ipod + "/iPod_Control/iTunes/iTunesDB.bak-ipodtui"))
  }

  /// A read-only iPod (a locked or read-only mounted one): it plays, quitting leaves its
  /// database as it was (nothing half-written, no backup beside it), and the plays are kept
  /// here: the next run on the iPod mounted writable gives them back.
  @Test(.enabled(if: Self.libgpodCanBeHidden, "needs root and unshare -m, to mount the iPod read-only"))
  func aReadOnlyIpodPlaysAndItsPlaysWaitForTheNextWritableRun() throws {
    let scratch = try Scratch()
    let device = try AlsaFileDevice(in: scratch)
    let ipod = scratch.path("IPOD")
    try IpodFixture.make(at: ipod, songs: Self.songs)
    let database = ipod + "/iPod_Control/iTunes/iTunesDB"
    let before = try Data(contentsOf: URL(fileURLWithPath: database))
    try scratch.writeSettings(["clicker = off", "volume = 25"])
    let readOnly = "mount --bind \"$0\" \"$0\" && mount -o remount,bind,ro \"$0\" && exec \"$@\""
    let app = try TmuxDriver(
      arguments: ["--ipod", ipod], environment: scratch.xdgEnvironment.merging(device.environment) { $1 },
      sound: true, captureStderr: true, launcher: ["unshare", "-m", "sh", "-c", readOnly, ipod])
    try app.waitUntilReady()
    try app.openSongs(listing: "Alpha Tune")
    #expect(app.waitForSelection("Alpha Tune"))
    try app.send(key: "Enter")
    #expect(app.waitFor(timeout: 15) { $0.joined().contains("2 of 2") }, "\((try? app.screen()) ?? [])")
    #expect(
      app.poll(timeout: 15) { (try? app.titleWords()) == "Songs" }, "played out: \((try? app.screen()) ?? [])")
    try app.send(key: "q")
    #expect(app.waitForExit() == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before, "the read-only iPod was rewritten")
    #expect(!FileManager.default.fileExists(atPath: database + ".bak-ipodtui"))
    #expect(try IpodFixture.readBack(ipod).first { $0.title == "Alpha Tune" }?.plays == 2)
    // Mounted writable again: the plays kept here reach its database at quit.
    let again = try TmuxDriver(
      arguments: ["--ipod", ipod, "--no-sound"], environment: scratch.xdgEnvironment, captureStderr: true)
    try again.waitUntilReady()
    try again.openSongs(listing: "Alpha Tune")
    try again.send(key: "q")
    #expect(again.waitForExit() == 0)
    let back = try IpodFixture.readBack(ipod)
    #expect(back.first { $0.title == "Alpha Tune" }?.plays == 3, "\(back)")
    #expect(back.first { $0.title == "Bravo Tune" }?.plays == 1, "\(back)")
  }

  @Test func aFolderWithoutAnIpodIsANoticeAndTheLocalLibrary() throws {
    let scratch = try Scratch()
    try scratch.writeSettings(["clicker = off"])
    let app = try TmuxDriver(
      arguments: ["--ipod", scratch.path("nothing"), "--no-sound"], environment: scratch.xdgEnvironment,
      captureStderr: true)
    try app.waitUntilReady()
    #expect(app.waitFor { $0.joined().contains("No iPod database") }, "\((try? app.screen()) ?? [])")
    try app.send(key: "q")
    #expect(app.waitForExit() == 0)
  }

  /// libgpod really missing: the real binary started in a private mount namespace where
  /// libgpod.so.4 is an empty file (so dlopen fails as on a machine without libgpod4). The
  /// binary still starts (it does not link libgpod), says what to install, and shows the local
  /// library instead of the iPod.
  @Test(.enabled(if: Self.libgpodCanBeHidden, "needs root and unshare -m, to hide libgpod"))
  func withoutLibgpodTheIpodIsANoticeAndTheLocalLibrary() throws {
    let scratch = try Scratch()
    try scratch.writeSettings(["clicker = off"])
    let ipod = scratch.path("IPOD")
    try IpodFixture.make(at: ipod, songs: Self.songs)
    let dir = try scratch.directory("library/Local/Album")
    _ = try Audio.makeTrack(
      flacPath: "\(dir)/01 Local.flac", seconds: 2, synth: ["sine", "440"], title: "Local Tune", track: 1)
    let hide = "mount --bind /dev/null \(Shell.quote(try Self.libgpodFile())) && exec \"$@\""
    let app = try TmuxDriver(
      arguments: ["--ipod", ipod, "--library", scratch.path("library")], environment: scratch.xdgEnvironment,
      captureStderr: true, launcher: ["unshare", "-m", "sh", "-c", hide, "hide"])
    try app.waitUntilReady()
    #expect(
      app.waitFor { $0.joined().contains("iPod support needs libgpod4") }, "\((try? app.screen()) ?? [])")
    try app.openSongs(listing: "Local Tune")
    #expect(!((try? app.screen()) ?? []).joined().contains("Alpha Tune"))
    try app.send(key: "q")
    #expect(app.waitForExit() == 0)
  }

  /// The file libgpod.so.4 resolves to (a bind mount over the link would follow it anyway).
  static func libgpodFile() throws -> String {
    let found = try Shell.run(["sh", "-c", "ldconfig -p | sed -n 's/.*libgpod.so.4 .*=> //p' | head -1"])
    return URL(fileURLWithPath: found.stdout.trimmingCharacters(in: .whitespacesAndNewlines)).resolvingSymlinksInPath()
      .path
  }

  static var libgpodCanBeHidden: Bool {
    (try? Shell.run(["unshare", "-m", "true"]).status) == 0
  }
}
