import Foundation
import IpodDevice
import TestSupport
import Testing

@testable import IpodApp
@testable import WheelCore

/// Settings > Fill iPod's adapter: the core's request copied onto a libgpod-made iPod, the
/// progress reported, and the notice that ends it.
@Suite(.serialized) struct IpodFillServiceTests {
  @Test func aRequestIsCopiedWithProgressAndASummary() throws {
    let root = NSTemporaryDirectory() + "ipodtui-fill-service-\(getpid())"
    try? FileManager.default.removeItem(atPath: root)
    defer { try? FileManager.default.removeItem(atPath: root) }
    try IpodFixture.make(at: root + "/IPOD", songs: [], files: false)
    try FileManager.default.createDirectory(atPath: root + "/music", withIntermediateDirectories: true)
    try ToneFile.write(path: root + "/music/a.wav", seconds: 2)
    try CommandLineEncoder.flac.encode(root + "/music/a.wav", to: root + "/music/a.flac")
    let events = EventRecorder()
    let service = IpodFillService(post: events.post)
    let request = IpodFillRequest(
      ipod: root + "/IPOD", list: "Mix",
      tracks: [
        Track(id: 1, path: root + "/music/a.flac", title: "Tone", artist: "Maker", duration: 2),
        Track(id: 2, path: root + "/music/notes.txt", title: "Notes"),
      ])
    /// The `n`th copy's last report (waits for it, a minute at most).
    func finished(_ n: Int) -> IpodFillStatus? {
      let deadline = Date().addingTimeInterval(60)
      while Date() < deadline {
        let ends = events.events.compactMap { if case .ipodFillProgressed(let s) = $0, s.finished { s } else { nil } }
        if ends.count >= n { return ends[n - 1] }
        usleep(10_000)
      }
      return nil
    }
    service.start(request)
    let status = try #require(finished(1))
    #expect(status.list == "Mix" && status.done == 1 && status.total == 2)
    #expect(
      events.events.contains(
        .notice("Copied 1 song of Mix to the iPod (1 converted); 1 passed over: notes.txt (the iPod can't play it)")))
    let db = try IpodDatabase(mountPoint: root + "/IPOD")
    #expect(db.songs.map(\.title) == ["Tone"] && db.songs[0].artist == "Maker")
    #expect(db.playlists.map(\.name) == ["Mix"])

    service.start(request)
    let again = try #require(finished(2))
    #expect(again.done == 0 && again.present == 1)
    #expect(
      events.events.contains(
        .notice(
          "Copied 0 songs of Mix to the iPod; 1 already on it; 1 passed over: notes.txt (the iPod can't play it)")))
    #expect(try IpodDatabase(mountPoint: root + "/IPOD").songs.count == 1)
  }

  /// Quitting during a copy: the conversion stops, the finished song is named in the database,
  /// and no other file is left on the iPod.
  @Test func quittingDuringACopyKeepsTheFinishedSongsNamed() throws {
    let root = NSTemporaryDirectory() + "ipodtui-fill-quit-\(getpid())"
    try? FileManager.default.removeItem(atPath: root)
    defer { try? FileManager.default.removeItem(atPath: root) }
    try IpodFixture.make(at: root + "/IPOD", songs: [], files: false)
    try FileManager.default.createDirectory(atPath: root + "/music", withIntermediateDirectories: true)
    try ToneFile.write(path: root + "/music/short.wav", seconds: 1)
    try ToneFile.write(path: root + "/music/long.wav", seconds: 60)
    let events = EventRecorder()
    let service = IpodFillService(post: events.post)
    service.start(
      IpodFillRequest(
        ipod: root + "/IPOD", list: "Mix",
        tracks: [
          Track(id: 1, path: root + "/music/short.wav", title: "Short", duration: 1),
          Track(id: 2, path: root + "/music/long.wav", title: "Long", duration: 60),
        ]))
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline,
      !events.events.contains(where: { if case .ipodFillProgressed(let s) = $0 { s.title == "Long" } else { false } })
    {
      usleep(5_000)
    }
    service.finish(within: 10)
    #expect(events.events.contains { if case .ipodFillProgressed(let s) = $0 { s.finished } else { false } })
    let db = try IpodDatabase(mountPoint: root + "/IPOD")
    #expect(db.songs.map(\.title) == ["Short"])
    let music = root + "/IPOD/iPod_Control/Music"
    let files = try FileManager.default.contentsOfDirectory(atPath: music).flatMap { folder in
      try FileManager.default.contentsOfDirectory(atPath: music + "/" + folder).map { music + "/" + folder + "/" + $0 }
    }
    #expect(files == [db.songs[0].path])
  }
}
