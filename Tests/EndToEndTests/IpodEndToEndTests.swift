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
}
