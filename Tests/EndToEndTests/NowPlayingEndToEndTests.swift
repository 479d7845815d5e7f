import Foundation
import Testing

/// Now Playing's album-art page with the real binary in tmux: the center steps from the song
/// to scrubbing and then to the album's cover (a JPEG beside the tracks), drawn as big as the
/// display holds in place of the song's lines and the bar.
@Suite(.serialized) struct NowPlayingEndToEndTests {
  /// One album of two short tagged FLAC files with a blue `cover.jpg` beside them.
  static func makeLibrary(in scratch: Scratch) throws -> String {
    let album = try scratch.directory("music/Harbour Lights")
    for t in 1...2 {
      _ = try Audio.makeTrack(
        flacPath: "\(album)/0\(t).flac", seconds: 20, synth: ["sine", "\(400 + 50 * t)"], title: "Lamp Song \(t)",
        artist: "The Keepers", album: "Harbour Lights", track: t)
    }
    try PhotosEndToEndTests.ffmpeg([
      "-f", "lavfi", "-i", "color=c=0x0000ff:size=300x300", "-frames:v", "1", album + "/cover.jpg",
    ])
    return scratch.path("music")
  }

  /// Rows of the pane with at least `run` cover cells (`▀` on the cover's blue) in a row.
  static func coverRows(_ app: TmuxDriver, run: Int) -> Int {
    guard let capture = try? app.tmux(["capture-pane", "-p", "-e", "-t", app.target]) else { return 0 }
    return StyledScreen(capture: capture).rows.filter { row in
      var longest = 0
      var current = 0
      for cell in row {
        let parts = cell.background.split(separator: ";").compactMap { Int($0) }
        let blue =
          cell.character == "▀"
          && ((parts.count == 4 && parts[0] == 2 && parts[3] > 200 && parts[1] < 60) || parts == [5, 21])
        current = blue ? current + 1 : 0
        longest = max(longest, current)
      }
      return longest >= run
    }.count
  }

  @Test func theCenterReachesTheAlbumArtPage() throws {
    let scratch = try Scratch()
    let library = try Self.makeLibrary(in: scratch)
    let app = try TmuxDriver(
      arguments: ["--library", library], width: 120, height: 40, environment: scratch.xdgEnvironment)
    defer { app.stop() }
    try app.waitUntilReady()
    #expect(app.waitFor { $0.joined().contains("Music") })
    try app.send(key: "Enter")  // Music
    try app.send(key: "Enter")  // Cover Flow
    #expect(app.waitFor(timeout: 15) { $0.joined().contains("Harbour Lights") })
    try app.send(key: "Enter")  // turn the cover round
    #expect(app.waitFor { $0.joined().contains("Lamp Song 1") })
    try app.send(key: "Enter")  // play
    #expect(app.waitFor(timeout: 10) { $0.joined().contains("Now Playing") && $0.joined().contains("The Keepers") })
    // Beside the song, the small cover: six rows at 120x40.
    #expect(app.poll(timeout: 10) { Self.coverRows(app, run: 12) >= 6 })
    #expect(Self.coverRows(app, run: 20) == 0)
    // The notice that sound is off covers the bar's line for a few seconds: wait it out.
    #expect(app.waitFor(timeout: 10) { !$0.joined().contains("Sound is off") })
    try app.send(key: "Enter")
    #expect(app.waitFor { $0.joined().contains("Scrubbing") })
    try app.send(key: "Enter")  // the album-art page
    #expect(app.waitFor { !$0.joined().contains("The Keepers") && !$0.joined().contains("Scrubbing") })
    #expect(
      app.poll(timeout: 10) { Self.coverRows(app, run: 24) >= 12 },
      "the cover at the display's height: \((try? app.screen()) ?? [])")
    #expect(try app.screen().joined().contains("Now Playing"))
    try app.send(key: "Escape")  // MENU: back to the song
    #expect(app.waitFor { $0.joined().contains("The Keepers") })
    try app.send(key: "q")
    #expect(app.waitForExit() == 0)
  }
}
