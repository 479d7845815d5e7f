import Foundation
import Testing
import WheelCore

/// The user's data with the real program: On-The-Go added with `o` and with the center held
/// on the mouse, ratings set on the rating page, and both still there after a restart, in
/// `$XDG_DATA_HOME/ipodtui/userdata` (never in the library cache). A rating already in a
/// file's tags (made here by sox) is read.
@Suite(.serialized) struct UserDataTests {
  static let size = Size(width: 100, height: 40)

  /// A library of three short songs; `rated` titles carry RATING=100 in their tags.
  func library(_ scratch: Scratch, rated: [String] = []) throws -> String {
    let dir = try scratch.directory("library/Tester/Shelf")
    for (i, title) in ["Alpha", "Bravo", "Charlie"].enumerated() {
      let path = "\(dir)/0\(i + 1) \(title).flac"
      _ = try Audio.makeTrack(
        flacPath: path, seconds: 2, synth: ["sine", "440"], title: title, album: "Shelf", track: i + 1)
      if rated.contains(title) {
        let result = try Shell.run(["metaflac", "--set-tag=RATING=100", path])
        #expect(result.status == 0)
      }
    }
    return scratch.path("library")
  }

  func start(_ scratch: Scratch, library: String) throws -> TmuxDriver {
    let app = try TmuxDriver(
      arguments: ["--library", library], width: Self.size.width, height: Self.size.height,
      environment: scratch.xdgEnvironment)
    try app.waitUntilReady()
    return app
  }

  /// The program on a fresh library, in Songs with "Bravo" selected; and the library's path.
  func onBravo(_ scratch: Scratch) throws -> (TmuxDriver, String) {
    let music = try library(scratch)
    let app = try start(scratch, library: music)
    try app.openSongs(listing: "Alpha")
    try app.step("Down", expecting: "Bravo")
    return (app, music)
  }

  func quit(_ app: TmuxDriver, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try app.send(key: "q")
    #expect(app.waitForExit() == 0, sourceLocation: sourceLocation)
  }

  /// From the main menu: Music > Playlists > the playlist `name`, waiting until it lists `song`.
  func openPlaylist(
    _ app: TmuxDriver, _ name: String, listing song: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try app.openPlaylist(name, listing: song, sourceLocation: sourceLocation)
  }

  func userData(_ scratch: Scratch, _ name: String = "userdata") -> String {
    (try? String(contentsOfFile: scratch.path("data/ipodtui/" + name), encoding: .utf8)) ?? ""
  }

  /// How many songs On-The-Go holds on disk: a change goes to the journal beside the file as
  /// one `otg = SEQ<TAB>SONG…<TAB>CRC` record (the last one counts), else the file's `otg` lines.
  func onTheGoOnDisk(_ scratch: Scratch) -> Int {
    let records = userData(scratch, "userdata.journal").split(separator: "\n").filter { $0.hasPrefix("otg = ") }
    guard let last = records.last else { return userData(scratch).components(separatedBy: "\notg = ").count - 1 }
    return last.split(separator: "\t", omittingEmptySubsequences: false).count - 2
  }

  @Test func onTheGoFromTheKeyboardSurvivesARestart() throws {
    let scratch = try Scratch()
    let (app, music) = try onBravo(scratch)
    try app.type("o")
    try app.step("Down", expecting: "Charlie")
    try app.type("o")
    // Songs > MENU > Music, up to Playlists, On-The-Go.
    try app.send(key: "Escape")
    #expect(app.waitForSelection("Songs"))
    for row in ["Compilations", "Albums", "Artists", "Playlists"] { try app.step("Up", expecting: row) }
    try app.send(key: "Enter")
    #expect(app.waitForSelection("On-The-Go"))
    try app.send(key: "Enter")
    #expect(
      app.waitFor { _ in
        let rows = (try? app.listRows()) ?? []
        return rows.prefix(3) == ["Bravo", "Charlie", "Save Playlist"] && rows.count > 3
          && rows[3].hasPrefix("Clear Playlist")
      }, "\((try? app.listRows()) ?? [])")
    try quit(app)
    #expect(onTheGoOnDisk(scratch) == 2, "in the data folder")
    let cache = (try? FileManager.default.subpathsOfDirectory(atPath: scratch.path("cache"))) ?? []
    #expect(!cache.contains { $0.hasSuffix("userdata") })

    let again = try start(scratch, library: music)
    try openPlaylist(again, "On-The-Go", listing: "Charlie")
    #expect(again.waitFor { _ in ((try? again.listRows()) ?? []).prefix(2) == ["Bravo", "Charlie"] })
    // Save Playlist: it becomes New Playlist 1, selected in Playlists, and On-The-Go is empty.
    try again.step("Down", expecting: "Charlie")
    try again.step("Down", expecting: "Save Playlist")
    try again.send(key: "Enter")
    #expect(again.waitForSelection("New Playlist 1"))
    try again.send(key: "Enter")
    #expect(again.waitFor { _ in ((try? again.listRows()) ?? []).prefix(2) == ["Bravo", "Charlie"] })
    try quit(again)
  }

  /// The center held with the mouse for a second adds the selected album (the press alone
  /// would open it); let go, nothing more happens.
  @Test func holdingTheCenterAddsTheAlbum() throws {
    let scratch = try Scratch()
    let app = try start(scratch, library: try library(scratch))
    try app.openSongs(listing: "Alpha")
    try app.send(key: "Escape")
    #expect(app.waitForSelection("Songs"))
    for row in ["Compilations", "Albums"] { try app.step("Up", expecting: row) }
    try app.send(key: "Enter")
    #expect(app.waitForSelection("Shelf"))
    let center = Layout(size: Self.size).wheel!.cell(atAngle: 0, radius: 0)
    try app.mouse(.press, col: center.x, row: center.y)
    #expect(
      app.poll(timeout: 10) { onTheGoOnDisk(scratch) == 3 },
      "three songs added while held")
    try app.mouse(.release, col: center.x, row: center.y)
    try app.settle()
    #expect(try app.titleBar().contains("Albums"), "the album did not open")
    try quit(app)
  }

  @Test func fourStarsSurviveARestartAndFillMyTopRated() throws {
    let scratch = try Scratch()
    let (app, music) = try onBravo(scratch)
    try app.send(key: "Enter")
    #expect(app.waitFor { $0.joined().contains("2 of 3") })
    try app.send(key: "Enter", times: 3)  // scrub, the album's art, then rating
    #expect(app.waitFor { $0.joined().contains("• • • • •") }, "\((try? app.screen()) ?? [])")
    try app.send(key: "Down", times: 4)
    #expect(app.waitFor { $0.joined().contains("★ ★ ★ ★ •") })
    // Back on volume by itself after a few seconds: the stars stay, under the album.
    #expect(app.waitFor(timeout: 10) { $0.joined().contains("★★★★") && !$0.joined().contains("★ ★") })
    try quit(app)

    let again = try start(scratch, library: music)
    try openPlaylist(again, "My Top Rated", listing: "Bravo")
    #expect(again.waitFor { _ in ((try? again.listRows()) ?? []).filter { !$0.isEmpty } == ["Bravo"] })
    try quit(again)
  }

  @Test func aRatingInTheFilesTagIsRead() throws {
    let scratch = try Scratch()
    let app = try start(scratch, library: try library(scratch, rated: ["Charlie"]))
    try openPlaylist(app, "My Top Rated", listing: "Charlie")
    #expect(app.waitFor { _ in ((try? app.listRows()) ?? []).filter { !$0.isEmpty } == ["Charlie"] })
    try quit(app)
  }
}
