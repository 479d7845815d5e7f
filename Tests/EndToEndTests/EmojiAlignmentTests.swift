import Foundation
import Testing

/// Titles with emoji sequences that terminals measure differently (ZWJ families, skin tones,
/// VS16, keycaps, tag flags, half flags) and emoji newer than tmux's tables (Unicode 15: 🫨 🪿
/// 🩷, which tmux on Debian 12 advances 0 cells over) never push a row out of line: while the
/// list spins fast and after it stops, every vertical border of the iPod (the display's, the
/// case's) is in the column it had on the emoji-free main menu, on every row, as tmux lays the
/// cells out.
@Suite(.serialized) struct EmojiAlignmentTests {
  static let titles = [
    "👩‍👩‍👧 Family Song", "👍🏽 Thumbs Up", "❤️ Love", "🏳️‍🌈 Pride", "1️⃣ Number One", "🇯🇵 Tokyo",
    "🏴󠁧󠁢󠁳󠁣󠁴󠁿 Scotland", "🧑‍🎄 Santa", "✈️ Fly Away", "⏸️ Pause", "☺️ Smile", "⌚︎ Watch", "夜に駆ける",
    "🎉 Party 👨‍👩‍👧", "Café e\u{301}te\u{301}", "🇯 Half a Flag", "👩🏾‍💻 Coder", "☝🏻 One More",
    "Plain Title", "🏃‍♀️ Runner", "👨‍👨‍👦‍👦 Big Family", "💪🏿 Strong", "⭐️ Star", "🌡 Weather",
    "🫨 Shaking", "🪿 Goose", "🩷 Pink Heart", "🫨🪿🩷 All Three", "夜 🫨 Night", "⏮ Back ⏭", "◯ Circle ●",
  ]

  /// A library of tiny FLAC files titled with `titles`.
  static func library(in scratch: Scratch) throws -> String {
    let dir = try scratch.directory("library/Emoji Band/Faces")
    for (i, title) in titles.enumerated() {
      _ = try Audio.makeTrack(
        flacPath: "\(dir)/\(String(format: "%02d", i + 1)).flac", seconds: 0.05, synth: ["sine", "440"], title: title,
        artist: "Emoji Band", album: "Faces", track: i + 1)
    }
    return scratch.path("library")
  }

  /// The Unicode 15 titles by their last word, as drawn where tmux advances 0 cells over those
  /// emoji (glibc 2.36 knows Unicode 14): each emoji stands in as ❓.
  static let newEmojiTitles = [
    "Shaking": "❓ Shaking", "Goose": "❓ Goose", "Heart": "❓ Pink Heart", "Three": "❓❓❓ All Three", "Night": "夜 ❓ Night",
  ]

  /// Rows that show a Unicode 15 title other than whole and as expected (raw where the terminal
  /// measured those emoji usable; else with stand-ins): a dropped emoji leaves the rest of the
  /// row shifted, and fragments of an earlier title behind ("Shaklting").
  static func garbledTitles(_ screen: [String], events: [String]) -> [String] {
    let standIns = events.contains { $0.hasPrefix("widths ") && $0.contains("emoji15=0") }
    return screen.filter { row in
      newEmojiTitles.contains { word, shown in
        let expected = standIns ? shown : titles.first { $0.hasSuffix(word) }!
        return row.contains(word) && !row.contains(expected)
      }
    }
  }

  /// Per row, the columns of the box-drawing verticals.
  static func borders(_ screen: [String]) -> [[Int]] {
    screen.map { TerminalColumns.columns(of: "│", in: $0) }
  }

  @Test(arguments: [(100, 40, "white"), (80, 24, "black"), (120, 40, "black")])
  func bordersStayPutWhileEmojiTitlesSpinPast(width: Int, height: Int, theme: String) throws {
    let scratch = try Scratch()
    let library = try Self.library(in: scratch)
    let app = try TmuxDriver(
      arguments: ["--library", library, "--theme", theme], width: width, height: height,
      environment: scratch.xdgEnvironment)
    try app.waitUntilReady()
    #expect(app.waitFor { $0.joined().contains("Music") })
    try app.settle()  // "Music" can show before the rest of the first frame is written
    let reference = Self.borders(try app.screen())
    #expect(reference.filter { !$0.isEmpty }.count >= height / 2, "the iPod's verticals: \(reference)")
    // The terminal's widths are measured after the first frame; the list is opened after that.
    #expect(app.poll { app.events().contains { $0.hasPrefix("widths ") } }, "\(app.events())")

    try app.send(key: "Enter")  // Music
    #expect(app.waitFor { $0.joined().contains("Cover Flow") })
    for _ in 0..<5 { try app.send(key: "Down") }  // Cover Flow, Playlists, Artists, Albums, Compilations, Songs
    #expect(app.waitForSelection("Songs"))
    try app.send(key: "Enter")
    #expect(app.waitFor(timeout: 20) { $0.joined().contains("Plain Title") }, "\((try? app.screen()) ?? [])")

    // Spin fast: bursts of wheel notches down, then up, capturing the screen mid-spin.
    var captures = 0
    var newTitlesSeen = 0
    for burst in 0..<16 {
      let notch = burst < 8 ? "\u{1B}[<65;2;2M" : "\u{1B}[<64;2;2M"
      try app.type(String(repeating: notch, count: 3))
      let screen = try app.screen()
      captures += 1
      let now = Self.borders(screen)
      for (y, expected) in reference.enumerated() where now[y] != expected {
        Issue.record("burst \(burst), row \(y): verticals at \(now[y]), expected \(expected): \(screen[y])")
      }
      for row in Self.garbledTitles(screen, events: app.events()) { Issue.record("burst \(burst): \(row)") }
      if Self.newEmojiTitles.keys.contains(where: { screen.joined().contains($0) }) { newTitlesSeen += 1 }
    }
    try app.settle()
    let settled = try app.screen()
    #expect(Self.borders(settled) == reference, "\(settled.joined(separator: "\n"))")
    #expect(Self.garbledTitles(settled, events: app.events()).isEmpty, "\(settled.joined(separator: "\n"))")
    #expect(newTitlesSeen > 0, "no capture showed a Unicode 15 title")
    #expect(captures == 16)
  }
}
