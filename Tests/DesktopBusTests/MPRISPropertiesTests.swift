import Testing
import WheelCore

@testable import DesktopBus

/// Each MPRIS property from a snapshot, and each call turned into a command, without a bus.
@Suite struct MPRISPropertiesTests {
  var snapshot: PlayerSnapshot {
    var s = PlayerSnapshot()
    s.status = .playing
    s.track = Track(
      id: 42, path: "/m/Ä b/01 x.flac", title: "Title", artist: "Artist", album: "Album", albumArtist: "Band",
      trackNumber: 3,
      duration: 200)
    s.position = 12.5
    s.length = 201
    s.volume = 0.6
    s.shuffle = .albums
    s.repeatMode = .one
    s.canGoNext = true
    s.canGoPrevious = true
    s.canPlay = true
    s.canSeek = true
    return s
  }

  @Test func theRootSaysATerminalCannotBeRaised() {
    let root = MPRISProperties.root()
    #expect(root["CanRaise"] == .bool(false))
    #expect(root["CanQuit"] == .bool(true))
    #expect(root["Identity"] == .string("ipodtui"))
    #expect(root["DesktopEntry"] == .string("ipodtui"))
    #expect(root["SupportedUriSchemes"] == .strings(["file"]))
  }

  @Test func playerPropertiesAndMetadata() {
    let p = MPRISProperties.player(snapshot, artURL: "file:///m/cover.jpg")
    #expect(p["PlaybackStatus"] == .string("Playing"))
    #expect(p["LoopStatus"] == .string("Track"))
    #expect(p["Shuffle"] == .bool(true))
    #expect(p["Volume"] == .double(0.6))
    #expect(p["Position"] == .int64(12_500_000))
    #expect(p["CanGoNext"] == .bool(true) && p["CanSeek"] == .bool(true) && p["CanControl"] == .bool(true))
    #expect(
      p["Metadata"]
        == .dictionary([
          "mpris:trackid": .objectPath("/org/mpris/MediaPlayer2/ipodtui/track/42"),
          "mpris:length": .int64(201_000_000),
          "mpris:artUrl": .string("file:///m/cover.jpg"),
          "xesam:title": .string("Title"),
          "xesam:artist": .strings(["Artist"]),
          "xesam:album": .string("Album"),
          "xesam:albumArtist": .strings(["Band"]),
          "xesam:trackNumber": .int32(3),
          "xesam:url": .string("file:///m/%C3%84%20b/01%20x.flac"),
        ]))
    #expect(
      MPRISProperties.player(PlayerSnapshot(), artURL: nil)["Metadata"]
        == .dictionary(["mpris:trackid": .objectPath(MPRISProperties.noTrack)]))
  }

  @Test func changesLeaveOutPositionAndWhatStayedTheSame() {
    var next = snapshot
    next.position = 13
    next.volume = 0.64
    let changed = MPRISProperties.changes(
      from: MPRISProperties.player(snapshot, artURL: nil), to: MPRISProperties.player(next, artURL: nil))
    #expect(changed == ["Volume": .double(0.64)])
  }

  @Test func callsBecomeCommands() {
    let player = MPRISProperties.playerInterface
    #expect(MPRISCall.method(player, "PlayPause", [], current: snapshot) == .command(.playPause))
    #expect(MPRISCall.method(player, "Next", [], current: snapshot) == .command(.next))
    #expect(MPRISCall.method(player, "Seek", [.int64(-2_500_000)], current: snapshot) == .command(.seek(by: -2.5)))
    let id = BusValue.objectPath(MPRISProperties.trackID(42))
    #expect(
      MPRISCall.method(player, "SetPosition", [id, .int64(30_000_000)], current: snapshot) == .command(.seekTo(30)))
    #expect(
      MPRISCall.method(player, "SetPosition", [.objectPath(MPRISProperties.trackID(7)), .int64(1)], current: snapshot)
        == .ignored)
    #expect(MPRISCall.method(player, "SetPosition", [id, .int64(999_000_000)], current: snapshot) == .ignored)
    #expect(
      MPRISCall.method(player, "OpenUri", [.string("file:///m/%C3%84%20b/01%20x.flac")], current: snapshot)
        == .command(.open(path: "/m/Ä b/01 x.flac")))
    if case .error = MPRISCall.method(player, "OpenUri", [.string("https://example.com/a.mp3")], current: snapshot) {
    } else {
      Issue.record("a web URI must be refused")
    }
    #expect(MPRISCall.method(MPRISProperties.rootInterface, "Raise", [], current: snapshot) == .ignored)
    #expect(MPRISCall.method(MPRISProperties.rootInterface, "Quit", [], current: snapshot) == .command(.quit))
  }

  @Test func writablePropertiesBecomeCommands() {
    let player = MPRISProperties.playerInterface
    #expect(MPRISCall.set(player, "Volume", .double(1.7)) == .command(.setVolume(1)))
    #expect(MPRISCall.set(player, "Shuffle", .bool(false)) == .command(.setShuffle(false)))
    #expect(MPRISCall.set(player, "LoopStatus", .string("Playlist")) == .command(.setRepeat(.all)))
    if case .error = MPRISCall.set(player, "LoopStatus", .string("Forever")) {
    } else {
      Issue.record("bad LoopStatus accepted")
    }
    if case .error = MPRISCall.set(MPRISProperties.rootInterface, "Identity", .string("x")) {
    } else {
      Issue.record("read-only property written")
    }
  }

  @Test func fileURLsRoundTrip() {
    for path in ["/m/a b/ü%#?.flac", "/plain/path.mp3", "/日本/曲.ogg"] {
      #expect(FileURL.path(from: FileURL.from(path: path)) == path)
    }
    #expect(FileURL.path(from: "file://localhost/a%20b") == "/a b")
    #expect(FileURL.path(from: "file://host/a") == nil)
    #expect(FileURL.path(from: "file:///a%zz") == nil)
  }
}
