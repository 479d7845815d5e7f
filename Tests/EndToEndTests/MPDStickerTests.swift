import Foundation
import MPDHarness
import PulseHarness
import Testing

/// Ratings and play counts with MPD as the source live in the server's stickers (`rating`
/// 0–10, `playCount`), where other MPD clients see them; a server without a sticker database
/// makes ratings read-only, and says so.
@Suite(.serialized) struct MPDStickerTests {
  static let songs = TestMusic.catalogue(count: 6)

  func server(stickers: Bool) throws -> PrivateMPD {
    let mpd = try PrivateMPD(stickers: stickers)
    try TestMusic.write(Self.songs, audio: TestMusic.encodedTone(seconds: 200, in: mpd.folder), under: mpd.musicFolder)
    try mpd.start(expecting: Self.songs.count)
    return mpd
  }

  func start(_ scratch: Scratch, _ mpd: PrivateMPD) throws -> TmuxDriver {
    let app = try TmuxDriver(
      arguments: ["--mpd", mpd.socketPath], environment: scratch.xdgEnvironment, captureStderr: true)
    try app.waitUntilReady()
    return app
  }

  /// Songs > `title`, played, and Now Playing turned to its rating page.
  func rate(_ app: TmuxDriver, _ title: String) throws {
    try app.openSongs(listing: "Song 00000")
    while ((try? app.selectedLabel()) ?? nil) != title {
      let before = try app.selectedLabel()
      try app.send(key: "Down")
      guard app.poll(timeout: 5, { ((try? app.selectedLabel()) ?? nil) != before }) else { break }
    }
    #expect(app.waitForSelection(title))
    try app.send(key: "Enter")
    #expect(app.waitFor(timeout: 15) { $0.joined().contains("Now Playing") && $0.joined().contains(title) })
    try app.send(key: "Enter")  // scrub
    try app.send(key: "Enter")  // the album's art
    try app.send(key: "Enter")  // rating
    #expect(app.waitFor { $0.joined().contains("• • • • •") }, "\((try? app.screen()) ?? [])")
  }

  @Test func aStickerSetByAnotherClientIsShownAndFourStarsAreWrittenBack() throws {
    let mpd = try server(stickers: true)
    try mpd.mpc(["sticker", Self.songs[3].uri, "set", "rating", "10"])
    let scratch = try Scratch()
    let app = try start(scratch, mpd)
    defer { app.stop() }
    try app.openPlaylist("My Top Rated", listing: "Song 00003")
    #expect(app.waitFor { _ in ((try? app.listRows()) ?? []).filter { !$0.isEmpty } == ["Song 00003"] })
    for _ in 0..<3 { try app.send(key: "Escape") }
    #expect(app.waitForSelection("Music"))

    try rate(app, "Song 00001")
    for _ in 0..<4 { try app.send(key: "Down") }
    #expect(app.waitFor { $0.joined().contains("★ ★ ★ ★ •") })
    #expect(
      app.poll(timeout: 10) {
        (try? mpd.mpc(["sticker", Self.songs[1].uri, "get", "rating"]))?.contains("rating=8") == true
      })
  }

  @Test func withoutAStickerDatabaseRatingsAreReadOnlyAndSaySo() throws {
    let mpd = try server(stickers: false)
    let scratch = try Scratch()
    let app = try start(scratch, mpd)
    defer { app.stop() }
    try rate(app, "Song 00002")
    try app.send(key: "Down")
    #expect(app.waitFor { $0.joined().contains("read-only") }, "\((try? app.screen()) ?? [])")
    #expect(!((try? app.screen()) ?? []).joined().contains("★"), "no star was set")
    #expect(mpd.state() == "playing", "still playing: nothing broke")
  }
}
