import Foundation
import Testing
import WheelCore

/// `ipodtui import-itunes` with the real binary, then the real program in tmux: the imported
/// rating shows in My Top Rated, the imported plays in Top 25 Most Played, and the iTunes
/// playlist among the playlists.
@Suite(.serialized) struct ITunesImportEndToEndTests {
  @Test func importedHistoryShowsInTheSmartPlaylistsAndThePlaylistIsThere() throws {
    let scratch = try Scratch()
    let shelf = try scratch.directory("library/Tester/Shelf")
    for (i, title) in ["Alpha", "Bravo", "Charlie"].enumerated() {
      _ = try Audio.makeTrack(
        flacPath: "\(shelf)/0\(i + 1) \(title).flac", seconds: 2, synth: ["sine", "440"], title: title,
        album: "Shelf", track: i + 1)
    }
    let bravo = "file://localhost" + "\(shelf)/02 Bravo.flac".replacingOccurrences(of: " ", with: "%20")
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><dict><key>Tracks</key><dict>
      <key>42</key><dict><key>Track ID</key><integer>42</integer><key>Name</key><string>Bravo</string>
      <key>Location</key><string>\(bravo)</string><key>Rating</key><integer>100</integer>
      <key>Play Count</key><integer>77</integer></dict>
      </dict><key>Playlists</key><array>
      <dict><key>Name</key><string>Road Trip</string><key>Playlist Items</key><array>
      <dict><key>Track ID</key><integer>42</integer></dict></array></dict>
      </array></dict></plist>
      """
    let file = scratch.path("iTunes Library.xml")
    try xml.write(toFile: file, atomically: true, encoding: .utf8)
    let imported = try Shell.run(
      [try Package.binary, "import-itunes", file, "--library", scratch.path("library")],
      environment: scratch.xdgEnvironment)
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout.contains("Matched: 1 (1 by location, 0 by tags)"), "\(imported.stdout)")

    let app = try TmuxDriver(
      arguments: ["--library", scratch.path("library")], environment: scratch.xdgEnvironment)
    try app.waitUntilReady()
    try app.openPlaylist("My Top Rated", listing: "Bravo")
    #expect(try !app.listRows().joined().contains("Alpha"), "only the rated song")
    // Back to the main menu (the playlist, Playlists, Music), then the imported playlist.
    for selected in ["My Top Rated", "Playlists", "Music"] {
      try app.send(key: "Escape")
      #expect(app.waitForSelection(selected))
    }
    try app.openPlaylist("Road Trip", listing: "Bravo")
    for selected in ["Road Trip", "Playlists", "Music"] {
      try app.send(key: "Escape")
      #expect(app.waitForSelection(selected))
    }
    try app.openPlaylist("Top 25 Most Played", listing: "Bravo")
    #expect(try !app.listRows().joined().contains("Charlie"), "only the played song")
    try app.send(key: "q")
    #expect(app.waitForExit() == 0)
  }
}
