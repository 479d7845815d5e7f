import Testing

@testable import WheelCore

/// The terminal's measured widths decide how the core counts the characters terminals disagree
/// on, and what it draws where the terminal cannot draw them.
@Suite struct WidthProfileTests {
  /// tmux 3.3 on Debian 12 (glibc 2.36 knows Unicode 14): new emoji advance 0 cells.
  static let tmux = WidthProfile(measured: [.emoji: 2, .emoji12: 2, .emoji13: 2, .emoji14: 2, .emoji15: 0, .emoji16: 0])
  /// A terminal set up for CJK text that also draws ⏮ ⏭ two cells wide.
  static let cjk = WidthProfile(measured: [.ambiguous: 2, .mediaControl: 2])

  @Test(arguments: WidthClass.allCases)
  func everyProbeStandsForItsOwnClass(widthClass: WidthClass) {
    #expect(WidthClass.of(widthClass.probe) == widthClass)
    #expect(TextWidth.of(widthClass.probe) == widthClass.tableWidth)
  }

  @Test func classesFollowTheUnicodeVersionOfTheEmoji() {
    #expect(WidthClass.of("🪿") == .emoji15)  // goose
    #expect(WidthClass.of("🩷") == .emoji15)  // pink heart
    #expect(WidthClass.of("🧑") == .emoji)
    #expect(WidthClass.of("⏭") == .mediaControl)
    #expect(WidthClass.of("⏩") == .emoji)  // fast forward is emoji-style: wide everywhere
    #expect(WidthClass.of("●") == .ambiguous)
    #expect(WidthClass.of("Ω") == .ambiguous && WidthClass.of("é") == .ambiguous)
    #expect(WidthClass.of("a") == nil && WidthClass.of("日") == nil && WidthClass.of("ñ") == nil)
  }

  @Test func theStandardProfileIsTheTable() {
    #expect(TextWidth.of("🫨 Shake", in: .standard) == 8)
    #expect(TextWidth.of("◯⏮", in: .standard) == 2)
    #expect(WidthProfile.standard.summary == "standard")
    #expect(!WidthProfile.standard.needsASCIIGlyphs)
  }

  @Test func emojiTheTerminalAdvancesNoCellsOverAreDrawnAsAStandIn() {
    #expect(TextWidth.displayed("🫨", in: Self.tmux) == "❓")
    #expect(TextWidth.of("🫨", in: Self.tmux) == 2)
    #expect(TextWidth.displayed("🫠", in: Self.tmux) == "🫠")  // Unicode 14: drawn as is
    // A sequence is reduced to its base first, then measured: 🩷 with VS16 is still Unicode 15.
    #expect(TextWidth.displayed("🩷\u{FE0F}", in: Self.tmux) == "❓")
    // Where even old emoji are unusable, the stand-in is plain ASCII.
    let ancient = WidthProfile(measured: [.emoji: 0, .emoji15: 0])
    #expect(TextWidth.displayed("🫨", in: ancient) == "?")
    #expect(TextWidth.of("😀🫨", in: ancient) == 2)
  }

  @Test func measuredWidthsOfOneOrTwoAreUsedAsTheyAre() {
    let narrow = WidthProfile(measured: [.emoji15: 1, .flag: 4])
    #expect(TextWidth.of("🪿", in: narrow) == 1)
    #expect(TextWidth.displayed("🪿", in: narrow) == "🪿")
    #expect(TextWidth.displayed("🇯🇵", in: narrow) == "❓")  // 4 cells: no cell pair can hold it
    #expect(TextWidth.of("⏮ ◯ Ω", in: Self.cjk) == 8)
    #expect(Self.tmux.summary.contains("emoji15=0"))
  }

  @Test func truncationCountsInTheTerminalsCells() {
    #expect(TextWidth.truncated("🫨🫨🫨abc", toWidth: 5, in: WidthProfile(measured: [.emoji15: 1])) == "🫨🫨🫨a…")
    #expect(TextWidth.truncated("🫨🫨🫨abc", toWidth: 5) == "🫨🫨…")
    // "…" is Ambiguous: two cells in a CJK terminal, so a cut is marked with ".".
    #expect(TextWidth.truncated("abcdef", toWidth: 4, in: Self.cjk) == "abc.")
    #expect(TextWidth.padded("Ωx", toWidth: 4, in: Self.cjk) == "Ωx ")
  }

  @Test func aRowKeepsItsCellsInTheTerminal() {
    var grid = Grid(size: Size(width: 12, height: 1), widths: Self.tmux)
    #expect(grid.write("🫨🪿🩷 x", at: Point(x: 0, y: 0), role: .row) == 8)
    grid.put("│", at: Point(x: 11, y: 0), role: .shell)
    #expect(grid.text == "❓❓❓ x   │")
    #expect(TerminalModel(Self.tmux).columns(of: "│", in: grid.text) == [11])
    // Counted by the table, the same row drifts six cells left in that terminal.
    var unmeasured = Grid(size: Size(width: 12, height: 1))
    unmeasured.write("🫨🪿🩷 x", at: Point(x: 0, y: 0), role: .row)
    unmeasured.put("│", at: Point(x: 11, y: 0), role: .shell)
    #expect(TerminalModel(Self.tmux).columns(of: "│", in: unmeasured.text) == [5])
  }

  @Test func cellByCellSymbolsTurnASCIIWhereTheyWouldBeWide() {
    var grid = Grid(size: Size(width: 4, height: 1), widths: Self.cjk)
    grid.fill(Rect(x: 0, y: 0, width: 3, height: 1), with: "─", role: .barEmpty)
    grid.put("◆", at: Point(x: 3, y: 0), role: .barFilled)
    #expect(grid.text == "---*")
    grid.putArt(at: Point(x: 0, y: 0), top: RGB(0xFF0000), bottom: RGB(0x0000FF))
    #expect(grid[0, 0].character == " " && grid[0, 0].art != nil)
  }

  /// Songs titled with Unicode 15 emoji, measured as tmux measures them: every row of the
  /// rendered screen puts the case's verticals where the emoji-free main menu has them.
  @Test(arguments: [Size(width: 100, height: 40), Size(width: 20, height: 8), Size(width: 60, height: 24)])
  func theSongsListStaysInLineInTheMeasuredTerminal(size: Size) {
    let titles = ["🫨 Shaking", "🪿 Goose", "🩷 Pink", "Plain", "🫨🪿🩷 All Three", "夜に駆ける 🫨"]
    let tracks = titles.enumerated().map { i, title in
      Track(
        id: Int64(i + 1), path: "/m/\(i).flac", title: title, artist: "Band", album: "New", trackNumber: i + 1,
        duration: 60)
    }
    var app = LibraryFixtures.app(size: size, tracks: tracks)
    let terminal = TerminalModel(Self.tmux)
    let reference = Renderer.render(app).text.split(separator: "\n").map { terminal.columns(of: "│", in: String($0)) }
    _ = app.update(.terminalMeasured(Self.tmux))
    app.openMusic(5)
    #expect(app.content?.count == titles.count)
    for step in 0..<titles.count {
      let rows = Renderer.render(app).text.split(separator: "\n").map(String.init)
      #expect(!rows.joined().contains("🫨"))
      for (y, row) in rows.enumerated() where terminal.columns(of: "│", in: row) != reference[y] {
        Issue.record("step \(step), row \(y): \(row)")
      }
      _ = app.update(key(.down))
    }
  }

  @Test func aCJKTerminalGetsTheASCIIGlyphs() {
    var app = LibraryFixtures.app()
    #expect(Renderer.render(app).text.contains("╭"))
    _ = app.update(.terminalMeasured(Self.cjk))
    let text = Renderer.render(app).text
    #expect(!text.contains("╭") && text.contains("+"))
  }
}

/// How a terminal with `measured` widths lays a row out: each character advances as measured
/// for its class, else as the table says; a character it cannot draw still advances its
/// measure (0 for tmux's new emoji), which is how rows drift.
struct TerminalModel {
  let terminal: [WidthClass: Int]

  init(_ profile: WidthProfile) { terminal = profile.measured }

  func columns(of target: Character, in row: String) -> [Int] {
    var column = 0
    var found: [Int] = []
    for character in row {
      let shown = TextWidth.displayed(character)
      if character == target { found.append(column) }
      column += WidthClass.of(shown).flatMap { terminal[$0] } ?? TextWidth.of(shown)
    }
    return found
  }
}
