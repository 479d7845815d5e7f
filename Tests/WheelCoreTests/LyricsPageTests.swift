import Testing

@testable import WheelCore

/// Now Playing's lyrics page: in the center's cycle only when the song has lyrics, the sung
/// line highlighted as positions arrive, there until MENU or the center.
@Suite struct LyricsPageTests {
  let synced = LRCParser.parse(text: "[00:01.00]First line\n[00:05.00]Second line\n[00:09.00]Third line")!

  /// Plays Abbey Road's first song; the lyrics arrive as the adapter would send them.
  func playing(_ lyrics: Lyrics?, size: Size = Size(width: 100, height: 40)) -> AppState {
    var app = LibraryFixtures.app(size: size)
    app.openMusic(3)
    _ = app.update(key(.enter))
    let effects = app.update(key(.enter))
    let track = app.currentTrack!
    #expect(effects.contains(.loadLyrics(track)))
    _ = app.update(.lyricsLoaded(path: track.path, lyrics: lyrics))
    return app
  }

  /// The center four times: volume → scrub → art → rating → lyrics.
  func openLyricsPage(_ app: inout AppState) {
    for _ in 0..<4 { _ = app.update(key(.enter, at: 1)) }
  }

  /// The screen's lines, and the text of the rows drawn as selected.
  func highlighted(_ app: AppState) -> [String] {
    let grid = Renderer.render(app)
    let body = app.layout.body
    return (body.y..<body.maxY).compactMap { y in
      let cells = (body.x..<body.maxX).map { grid[$0, y] }
      guard cells.contains(where: { $0.role == .selected && $0.character != " " }) else { return nil }
      return String(cells.filter { !$0.isContinuation }.map(\.character)).trimmingSpaces
    }
  }

  @Test func theCenterCyclesVolumeScrubArtRatingLyricsOnlyWhenTheSongHasSome() {
    var app = playing(synced)
    for expected: PlayerState.WheelMode in [.scrub, .art, .rating, .lyrics, .volume, .scrub] {
      _ = app.update(key(.enter, at: 1))
      #expect(app.player.wheelMode == expected)
    }
    var none = playing(nil)
    for _ in 0..<4 { _ = none.update(key(.enter, at: 1)) }
    #expect(none.player.wheelMode == .volume)
  }

  @Test func thePageStaysUntilMenuThenMenuLeavesNowPlaying() {
    var app = playing(synced)
    openLyricsPage(&app)
    _ = app.update(.ticked(at: 60))  // scrub would have gone back to volume by now
    #expect(app.player.wheelMode == .lyrics && app.screen == .nowPlaying)
    _ = app.update(key(.escape, at: 61))
    #expect(app.player.wheelMode == .volume && app.screen == .nowPlaying)
    _ = app.update(key(.escape, at: 62))
    #expect(app.screen != .nowPlaying)
  }

  @Test func theSungLineIsHighlightedAndFollowsThePosition() {
    var app = playing(synced)
    openLyricsPage(&app)
    let path = app.currentTrack!.path
    #expect(highlighted(app).isEmpty)  // before the first line
    #expect(Renderer.render(app).text.contains("First line"))
    _ = app.update(.playbackProgressed(path: path, seconds: 1.2))
    #expect(highlighted(app) == ["First line"])
    _ = app.update(.playbackProgressed(path: path, seconds: 9.5))
    #expect(highlighted(app) == ["Third line"])
  }

  @Test func theWheelOnSyncedLyricsJumpsLineByLine() {
    var app = playing(synced)
    openLyricsPage(&app)
    _ = app.update(.playbackProgressed(path: app.currentTrack!.path, seconds: 2))
    let effects = app.update(key(.down, at: 2))
    #expect(effects.contains(.seek(to: 5)))
    #expect(highlighted(app) == ["Second line"])
  }

  @Test func plainLyricsScrollWithTheWheelAndStopAtTheEnd() {
    let words = (1...60).map { "Line \($0)" }
    var app = playing(Lyrics(plain: words), size: Size(width: 60, height: 24))
    openLyricsPage(&app)
    #expect(Renderer.render(app).text.contains("Line 1\u{20}"))
    _ = app.update(key(.down, at: 2))
    _ = app.update(key(.down, at: 2))
    let text = Renderer.render(app).text
    #expect(text.contains("Line 3") && !text.contains("Line 2 "))
    for i in 0..<100 { _ = app.update(key(.down, at: 3 + Double(i))) }
    #expect(Renderer.render(app).text.contains("Line 60"))
    // The end: no click.
    #expect(!app.update(key(.down, at: 200)).contains { if case .click = $0 { true } else { false } })
  }

  @Test func aNextSongWithoutLyricsClosesThePage() {
    var app = playing(synced)
    openLyricsPage(&app)
    let effects = app.update(.trackFinished(path: app.currentTrack!.path))
    let next = app.currentTrack!
    #expect(effects.contains(.loadLyrics(next)))
    _ = app.update(.lyricsLoaded(path: next.path, lyrics: nil))
    #expect(app.player.wheelMode == .volume)
  }

  @Test func lateLyricsOfAnEarlierSongAreIgnored() {
    var app = playing(nil)
    _ = app.update(.lyricsLoaded(path: "/elsewhere.mp3", lyrics: synced))
    #expect(app.lyrics.lyrics == nil)
  }

  @Test(arguments: [Size(width: 20, height: 8), Size(width: 80, height: 24), Size(width: 120, height: 40)])
  func thePageFitsEverySize(size: Size) {
    let long = LRCParser.parse(text: "[00:01.00]" + String(repeating: "a very long lyric line ", count: 8))!
    var app = playing(long, size: size)
    openLyricsPage(&app)
    _ = app.update(.playbackProgressed(path: app.currentTrack!.path, seconds: 3))
    let lines = highlighted(app)
    #expect(!lines.isEmpty)
    #expect(lines.allSatisfy { $0.count <= app.layout.body.width })
  }

  /// A line too long for one row is split into rows of even length, so no row is left with a
  /// lone short word ("night") under a full one.
  @Test func wrappedLinesAreBalanced() {
    let lyrics = Lyrics(plain: ["I walked along the shore at night", "", "Short line"])
    let rows = LyricsPage.wrappedRows(lyrics, width: 30, profile: .standard)
    #expect(rows.map(\.text) == ["I walked along the", "shore at night", "", "Short line"])
    #expect(rows.map(\.line) == [0, 0, 1, 2])
  }

  /// Balancing never costs a row, never loses or cuts a word and keeps every row in the width.
  @Test func balancingKeepsTheRowsAndEveryWord() {
    let line = "we sail the sea of glass and the lighthouse keepers sing all night long oh"
    for width in 4...40 {
      let greedy = TextWidth.wrapped(line, toWidth: width)
      let balanced = TextWidth.balanced(line, toWidth: width)
      #expect(balanced.count == greedy.count, "width \(width)")
      #expect(balanced.joined(separator: " ") == greedy.joined(separator: " "), "width \(width)")
      #expect(balanced.allSatisfy { TextWidth.of($0) <= width }, "width \(width)")
      if balanced.count > 1 {
        let lengths = balanced.map { TextWidth.of($0) }
        #expect(lengths.max()! - lengths.last! <= greedy.map { TextWidth.of($0) }.max()! - TextWidth.of(greedy.last!))
      }
    }
  }
}
