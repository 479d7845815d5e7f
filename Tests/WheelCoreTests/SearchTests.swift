import Testing

@testable import WheelCore

@Suite struct SearchTests {
  func searchScreen() -> AppState {
    var app = LibraryFixtures.app()
    app.openMusic(10)  // Search
    return app
  }

  @Test func typedLettersFindArtistsAlbumsAndSongsIgnoringCaseAndAccents() {
    var app = searchScreen()
    #expect(app.screen == .search)
    for c in "BEAT" { _ = app.update(char(c)) }
    #expect(app.search.query == "BEAT")
    #expect(app.search.hits == [.artist(0)])
    _ = app.update(key(.backspace))
    _ = app.update(key(.backspace))
    _ = app.update(key(.backspace))
    #expect(app.search.query == "B")
  }

  @Test func pickingLettersWithTheWheelThenDoneShowsResults() {
    var app = searchScreen()
    // The strip starts on A; turn to T, pick it; then I, M, E; then back to Done.
    for letter in ["T", "I", "M", "E"] {
      let target = SearchState.strip.firstIndex(of: letter)!
      _ = app.update(.scrolled(steps: target - app.searchStripIndex, at: Point(x: 0, y: 0), time: 0))
      _ = app.update(key(.enter))
    }
    #expect(app.search.query == "time")
    _ = app.update(.scrolled(steps: -100, at: Point(x: 0, y: 0), time: 1))
    _ = app.update(key(.enter))
    #expect(app.screen == .searchResults("time"))
    #expect(app.content?.row(0).label == "Time")
    let effects = app.update(key(.enter))
    #expect(app.currentTrack?.title == "Time")
    #expect(effects.contains { if case .play = $0 { true } else { false } })
  }

  /// The iPod matches the start of words: "c" must not find "Hold Switch", "sw" finds it.
  @Test func queriesMatchTheStartOfWords() {
    func fold(_ s: String) -> [UInt8] { SearchState.fold(s) }
    #expect(!SearchState.contains(fold("Hold Switch"), fold("c")))
    #expect(SearchState.contains(fold("Hold Switch"), fold("sw")))
    #expect(SearchState.contains(fold("Hold Switch"), fold("hold s")))
    #expect(!SearchState.contains(fold("Hold Switch"), fold("old")))
    #expect(SearchState.contains(fold("(Don't Fear) The Reaper"), fold("don")))
    #expect(!SearchState.contains(fold("(Don't Fear) The Reaper"), fold("t fear")))
    #expect(SearchState.contains(fold("Rock-a-Bye"), fold("bye")))
    #expect(SearchState.contains(fold("Émilie Simon"), fold("emi")))
    #expect(SearchState.contains(fold("夜に駆ける"), fold("駆ける")))  // no spaces in Japanese
    var app = searchScreen()
    for c in "ome" { _ = app.update(char(c)) }
    #expect(app.search.hits.isEmpty)  // inside "Come" and "Something" only
    for _ in 0..<3 { _ = app.update(key(.backspace)) }
    for c in "to" { _ = app.update(char(c)) }
    let songs = app.search.hits.compactMap { if case .song(let s) = $0 { app.library.index[s].title } else { nil } }
    #expect(songs == ["Come Together", "Speak to Me"])
  }

  @Test func typedTextThenEnterOpensResults() {
    var app = searchScreen()
    for c in "群" { _ = app.update(char(c)) }
    _ = app.update(key(.enter))
    #expect(app.screen == .searchResults("群"))
    #expect(app.content?.count == 1)
  }

  @Test func indexLettersFileTheUnderTheNextWord() {
    #expect(IndexLetter.of("The Beatles") == "B")
    #expect(IndexLetter.of("Émilie") == "E")
    #expect(IndexLetter.of("99 Luftballons") == "#")
    #expect(IndexLetter.of("Theme") == "T")
  }

  @Test func fastSpinThroughALongListShowsTheBigLetterThenHidesIt() {
    var app = LibraryFixtures.app(tracks: LibraryFixtures.manySongs(500))
    app.openMusic(5)
    _ = app.update(key(.pageDown, at: 1))
    #expect(app.letterFlash?.letter == "S")
    #expect(app.nextDeadline == 1 + ListScreen.letterFlashSeconds)
    _ = app.update(.ticked(at: 2))
    #expect(app.letterFlash == nil)
  }
}

@Suite struct BigLetterTests {
  @Test func everyIndexLetterHasABigGlyph() {
    for scalar in (65...90).map({ Character(UnicodeScalar($0)!) }) + ["#"] {
      #expect(BigGlyphs.font[scalar]?.count == 5, "\(scalar)")
    }
  }

  @Test func theBigLetterIsDrawnLargeOverTheList() {
    var app = LibraryFixtures.app(size: Size(width: 60, height: 24), tracks: LibraryFixtures.manySongs(500))
    app.openMusic(5)
    _ = app.update(key(.pageDown, at: 1))
    assertScreen(app, named: "big-letter-60x24-S")
  }
}

/// A paste types into Search and nowhere else: pasted text is never taken as commands.
@Suite struct PasteTests {
  @Test func pasteTypesItsLettersIntoSearch() {
    var app = LibraryFixtures.app()
    app.openMusic(10)  // Search
    #expect(app.screen == .search)
    #expect(app.update(.pasted("Be\u{1B}[2Jat\nq!")).isEmpty)
    #expect(app.search.query == "Beat q")
    #expect(app.search.hits.isEmpty)
    _ = app.update(.pasted(""))
    #expect(app.search.query == "Beat q")
  }

  @Test func aHugePasteMakesABoundedQuery() {
    var app = LibraryFixtures.app()
    app.openMusic(10)  // Search
    _ = app.update(.pasted(String(repeating: "a", count: 10_000)))
    #expect(app.search.query.count == SearchState.maxQueryLength)
    _ = app.update(.pasted("more"))
    #expect(app.search.query.count == SearchState.maxQueryLength)
  }

  @Test(arguments: ["q", "p", "n", "\u{3}", "t", "?", " ", "\r", "j"])
  func pasteElsewhereIsIgnored(text: String) {
    var app = LibraryFixtures.app()
    let before = app
    #expect(app.update(.pasted(text)).isEmpty)
    #expect(app.screen == before.screen && app.cursor == before.cursor && app.themeName == before.themeName)
    #expect(!app.showingHelp)
  }
}
