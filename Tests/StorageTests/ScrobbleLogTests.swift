import Foundation
import Storage
import Testing
import WheelCore

/// The two listen logs, read back as an uploader would: field by field.
@Suite struct ScrobbleLogTests {
  let song = Track(
    id: 7, path: "/m/a.flac", title: "Tab\there", artist: "Artist", album: "Album", trackNumber: 3, duration: 201.6)

  @Test func theAudioscrobblerLogHasItsHeaderOnceAndOneLinePerListen() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let log = ScrobbleLog(directory: folder + "/state", client: "ipodtui 0.1.0")
    try log.append(song, startedAt: 1_700_000_000)
    var untitled = song
    untitled.album = ""
    untitled.trackNumber = 0
    try log.append(untitled, startedAt: 1_700_000_300)
    let lines = try String(contentsOfFile: folder + "/state/.scrobbler.log", encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 6)  // three header lines, two entries, the final newline
    #expect(Array(lines[0..<3]) == ["#AUDIOSCROBBLER/1.1", "#TZ/UTC", "#CLIENT/ipodtui 0.1.0"])
    let first = lines[3].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    #expect(first == ["Artist", "Album", "Tab here", "3", "202", "L", "1700000000", ""])
    let second = lines[4].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    #expect(second == ["Artist", "", "Tab here", "", "202", "L", "1700000300", ""])
    #expect(lines[5].isEmpty)
  }

  @Test func listensAreListenBrainzJSONLines() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let log = ScrobbleLog(directory: folder, client: "ipodtui 0.1.0")
    try log.append(song, startedAt: 1_700_000_000)
    try log.append(song, startedAt: 1_700_000_500)
    let lines = try String(contentsOfFile: log.listensPath, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 2)
    let listen = try #require(JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(listen["listened_at"] as? Int == 1_700_000_000)
    let metadata = try #require(listen["track_metadata"] as? [String: Any])
    #expect(metadata["artist_name"] as? String == "Artist")
    #expect(metadata["track_name"] as? String == "Tab\there")  // JSON escapes it; nothing to replace
    #expect(metadata["release_name"] as? String == "Album")
    let info = try #require(metadata["additional_info"] as? [String: Any])
    #expect(info["duration_ms"] as? Int == 201_600)
    #expect(info["tracknumber"] as? Int == 3)
    #expect(info["media_player"] as? String == "ipodtui")
    #expect(info["submission_client_version"] as? String == "0.1.0")
  }

  @Test func anUnwritableFolderThrows() {
    #expect(throws: (any Error).self) {
      try ScrobbleLog(directory: "/proc/ipodtui", client: "x").append(song, startedAt: 0)
    }
  }
}
