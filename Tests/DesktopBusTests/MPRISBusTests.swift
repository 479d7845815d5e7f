import DesktopHarness
import Foundation
import PulseHarness
import RemoteControl
import Testing
import WheelCore

@testable import DesktopBus

/// The service on a real (private) session bus, driven with `busctl`, with a real core behind
/// the board. The program's own wiring is tested end to end in EndToEndTests.
@Suite(.serialized) struct MPRISBusTests {
  let name = "org.mpris.MediaPlayer2.ipodtui"

  func busctl(_ bus: SessionBus, _ arguments: [String]) throws -> String {
    try bus.run(["busctl", "--user", "--no-pager"] + arguments).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  func property(_ bus: SessionBus, _ property: String) throws -> String {
    try busctl(bus, ["get-property", name, MPRISProperties.objectPath, MPRISProperties.playerInterface, property])
  }

  func call(_ bus: SessionBus, _ method: String, _ arguments: [String] = []) throws -> String {
    try busctl(bus, ["call", name, MPRISProperties.objectPath, MPRISProperties.playerInterface, method] + arguments)
  }

  @Test func callsReachTheCoreAndPropertiesFollowIt() throws {
    let bus = try SessionBus()
    let core = CoreLoop(tracks: CoreLoop.album)
    // The songs under /m exist only in the core: the file check is stood in for (so
    // /dev/zero below is refused by the core, as a path outside the library).
    let service = MPRISService(
      names: [name], board: core.board, address: bus.address, openable: { @Sendable _ in nil },
      artURL: { _ in "file:///m/A/cover.jpg" })
    defer { service.stop() }
    #expect(waitFor(timeout: 10) { service.ownedName == name })
    #expect(try property(bus, "PlaybackStatus") == #"s "Stopped""#)
    #expect(try property(bus, "CanPlay") == "b false")

    // Something that cannot play is an error, not a silent success (issue 24).
    // (busctl's exit status, read through a shell: the harness returns stdout only.)
    let refused = try bus.run([
      "sh", "-c",
      "busctl --user --no-pager call \(name) \(MPRISProperties.objectPath) \(MPRISProperties.playerInterface) OpenUri s file:///dev/zero 2>&1; echo status=$?",
    ])
    #expect(refused.contains("status=1") && refused.contains("/dev/zero"), "\(refused)")
    _ = try call(bus, "OpenUri", ["s", "file:///m/A/1.flac"])
    #expect(waitFor(timeout: 5) { (try? property(bus, "PlaybackStatus")) == #"s "Playing""# })
    let metadata = try property(bus, "Metadata")
    #expect(metadata.contains(#""xesam:title" s "One""#))
    #expect(metadata.contains(#""mpris:artUrl" s "file:///m/A/cover.jpg""#))
    #expect(metadata.contains(#""mpris:trackid" o "/org/mpris/MediaPlayer2/ipodtui/track/1""#))

    _ = try call(bus, "Next")
    #expect(waitFor(timeout: 5) { (try? property(bus, "Metadata"))?.contains(#""xesam:title" s "Two""#) == true })
    _ = try busctl(
      bus, ["set-property", name, MPRISProperties.objectPath, MPRISProperties.playerInterface, "Volume", "d", "0.2"])
    #expect(waitFor(timeout: 5) { (try? property(bus, "Volume")) == "d 0.2" })
    // A bad value is refused with a D-Bus error and changes nothing; the service lives on.
    _ = try busctl(
      bus,
      ["set-property", name, MPRISProperties.objectPath, MPRISProperties.playerInterface, "LoopStatus", "s", "Forever"])
    #expect(try property(bus, "LoopStatus") == #"s "None""#)
    #expect(
      try busctl(bus, ["get-property", name, MPRISProperties.objectPath, MPRISProperties.rootInterface, "CanRaise"])
        == "b false")
    let introspection = try busctl(bus, ["introspect", name, MPRISProperties.objectPath])
    #expect(introspection.contains(".OpenUri") && introspection.contains(".Seeked"))
  }

  @Test func eachChangeIsSignalledOnceAndSeeksAreSignalled() throws {
    let bus = try SessionBus()
    let core = CoreLoop(tracks: CoreLoop.album)
    let service = MPRISService(names: [name], board: core.board, address: bus.address) { _ in nil }
    defer { service.stop() }
    #expect(waitFor(timeout: 10) { service.ownedName == name })
    core.board.send(.open(path: "/m/A/1.flac"))
    #expect(waitFor(timeout: 5) { (try? property(bus, "PlaybackStatus")) == #"s "Playing""# })
    let monitor = try bus.monitor(["type='signal',path='/org/mpris/MediaPlayer2'"])
    core.post([.playbackProgressed(path: "/m/A/1.flac", seconds: 1)])  // position alone: no signal
    core.board.send(.setVolume(0.4))
    #expect(waitFor(timeout: 5) { monitor.signals("PropertiesChanged").count == 1 })
    core.board.send(.seekTo(30))
    #expect(waitFor(timeout: 5) { monitor.signals("Seeked").count == 1 })
    #expect(monitor.signals("Seeked").first?.contains("int64 30000000") == true)
    // Let any stray signal arrive before counting: a ping through the bus orders after them.
    _ = try busctl(bus, ["call", name, MPRISProperties.objectPath, "org.freedesktop.DBus.Peer", "Ping"])
    let changes = monitor.signals("PropertiesChanged")
    #expect(changes.count == 1)
    #expect(changes.first?.contains("Volume") == true)
    #expect(changes.first?.contains("Position") == false)
  }

  @Test func withoutABusTheServiceEndsQuietly() {
    let core = CoreLoop(tracks: [])
    let service = MPRISService(names: [name], board: core.board, address: "unix:path=/nonexistent/bus") { _ in nil }
    service.stop()
    #expect(service.ownedName == nil)
  }

  @Test func aTakenNameFallsBackToTheInstanceName() throws {
    let bus = try SessionBus()
    let first = MPRISService(names: [name], board: CoreLoop(tracks: []).board, address: bus.address) { _ in nil }
    defer { first.stop() }
    #expect(waitFor(timeout: 10) { first.ownedName == name })
    let fallback = MPRISService.instanceName(pid: 4242)
    let second = MPRISService(names: [name, fallback], board: CoreLoop(tracks: []).board, address: bus.address) { _ in
      nil
    }
    defer { second.stop() }
    #expect(waitFor(timeout: 10) { second.ownedName == fallback })
    #expect(try busctl(bus, ["list"]).contains(fallback))
  }
}
