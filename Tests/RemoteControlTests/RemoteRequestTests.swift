import Testing
import WheelCore

@testable import RemoteControl

/// The grammar of `ipodtui remote …` and what `status` prints.
@Suite struct RemoteRequestTests {
  func parse(_ words: String) throws -> RemoteRequest {
    try RemoteRequest.parse(words.split(separator: " ").map(String.init))
  }

  @Test func transportWords() throws {
    #expect(try parse("play") == .command(.play))
    #expect(try parse("pause") == .command(.pause))
    #expect(try parse("toggle") == .command(.playPause))
    #expect(try parse("next") == .command(.next))
    #expect(try parse("prev") == .command(.previous))
    #expect(try parse("stop") == .command(.stop))
    #expect(try parse("status") == .status(json: false))
    #expect(try parse("status --json") == .status(json: true))
  }

  @Test func volumeIsPercentAbsoluteOrRelative() throws {
    #expect(try parse("volume 40") == .command(.setVolume(0.4)))
    #expect(try parse("volume +5") == .command(.changeVolume(by: 0.05)))
    #expect(try parse("volume -10") == .command(.changeVolume(by: -0.1)))
    #expect(throws: RemoteRequest.ParseError.self) { try parse("volume 101") }
    #expect(throws: RemoteRequest.ParseError.self) { try parse("volume loud") }
    #expect(throws: RemoteRequest.ParseError.self) { try parse("volume") }
  }

  @Test func seekIsSecondsAbsoluteOrRelative() throws {
    #expect(try parse("seek 30") == .command(.seekTo(30)))
    #expect(try parse("seek +10") == .command(.seek(by: 10)))
    #expect(try parse("seek -2.5") == .command(.seek(by: -2.5)))
    #expect(throws: RemoteRequest.ParseError.self) { try parse("seek nan") }
  }

  /// `remote volume +4e19` once became a trap in the core; a number out of range is now the
  /// user's mistake, refused before it is sent, with the range in the message.
  @Test func numbersOutsideTheirRangeAreRefusedSayingTheRange() throws {
    for words in [
      "volume +4e19", "volume -4e19", "volume +101", "volume 1e308", "volume +inf", "volume nan", "volume -nan",
    ] {
      #expect(throws: RemoteRequest.ParseError.self, "\(words)") { try parse(words) }
    }
    for words in ["seek +1e308", "seek -1e308", "seek 9223372036854775807", "seek +inf", "seek 604801", "seek -604801"]
    {
      #expect(throws: RemoteRequest.ParseError.self, "\(words)") { try parse(words) }
    }
    let error = #expect(throws: RemoteRequest.ParseError.self) { try parse("volume +4e19") }
    #expect(
      error?.message.contains("-100") == true && error?.message.contains("+100") == true, "\(error?.message ?? "")")
    #expect(try parse("volume +100") == .command(.changeVolume(by: 1)))
    #expect(try parse("volume -100") == .command(.changeVolume(by: -1)))
    #expect(try parse("seek +604800") == .command(.seek(by: 604_800)))
  }

  @Test func openTakesOneAbsolutePathWithSpaces() throws {
    #expect(try RemoteRequest.parse(["open", "/music/A B/c.flac"]) == .command(.open(path: "/music/A B/c.flac")))
    #expect(throws: RemoteRequest.ParseError.self) { try parse("open relative.flac") }
    #expect(throws: RemoteRequest.ParseError.self) { try parse("next now") }
    #expect(throws: RemoteRequest.ParseError.self) { try parse("dance") }
    #expect(throws: RemoteRequest.ParseError.self) { try RemoteRequest.parse([]) }
  }

  @Test func statusAsTextAndAsJSON() {
    var snapshot = PlayerSnapshot()
    snapshot.status = .paused
    snapshot.track = Track(
      id: 1, path: "/m/a.flac", title: "Song \"1\"", artist: "Artist", album: "Album", duration: 200)
    snapshot.position = 83.44
    snapshot.length = 200
    snapshot.volume = 0.6
    snapshot.repeatMode = .all
    let report = StatusReport(snapshot)
    #expect(
      report.json
        == #"{"album":"Album","artist":"Artist","length":200,"position":83.4,"repeat":"all","shuffle":"off","state":"paused","title":"Song \"1\"","volume":60}"#
    )
    #expect(
      report.text.split(separator: "\n") == [
        "state: paused", "title: Song \"1\"", "artist: Artist", "album: Album", "position: 1:23", "length: 3:20",
        "volume: 60%", "shuffle: off", "repeat: all",
      ])
    #expect(
      StatusReport(PlayerSnapshot()).json
        == #"{"length":0,"position":0,"repeat":"off","shuffle":"off","state":"stopped","volume":0}"#)
  }

  @Test func theSocketLivesInTheRuntimeFolderElseTheStateFolder() {
    #expect(
      RemoteSocketPath.resolve(environment: ["XDG_RUNTIME_DIR": "/run/user/1000/"], stateDirectory: "/s")
        == "/run/user/1000/ipodtui.socket")
    #expect(
      RemoteSocketPath.resolve(environment: ["XDG_RUNTIME_DIR": "relative"], stateDirectory: "/s") == "/s/remote.socket"
    )
    #expect(RemoteSocketPath.resolve(environment: [:], stateDirectory: nil) == nil)
  }
}
