import Testing
import WheelCore

/// Text width in cells, sanitizing, and fitting into a row.
struct TextWidthTests {
  @Test(arguments: [
    ("a", 1), ("日", 2), ("한", 2), ("ｱ", 1), ("Ａ", 2), ("。", 2), ("〿", 1), ("𠀋", 2),
    ("\u{1100}\u{1161}", 2),  // A Hangul syllable spelled as jamo is one wide glyph.
  ])
  func eastAsianWideAndFullwidthAreTwo(text: String, width: Int) {
    #expect(TextWidth.of(Character(text)) == width)
  }

  /// The width's short cuts (`WidthClass.mayPresentAsEmoji`, and printable ASCII taken as one
  /// cell) skip the Unicode tables where they cannot matter: no emoji-presentation character
  /// lies below U+231A or in U+2500–25FC, and ASCII is one cell (controls none).
  @Test func theRangesTheWidthSkipsHoldNoEmojiPresentation() {
    let skipped = (0..<0x231A).compactMap(Unicode.Scalar.init) + (0x2500...0x25FC).compactMap(Unicode.Scalar.init)
    #expect(skipped.filter(\.properties.isEmojiPresentation).isEmpty)
    #expect(Unicode.Scalar(0x231A)!.properties.isEmojiPresentation)
    #expect(Unicode.Scalar(0x25FD)!.properties.isEmojiPresentation)
    for value in UInt8(0)...0x7F {
      let printable = value >= 0x20 && value != 0x7F
      #expect(TextWidth.of(Character(Unicode.Scalar(value))) == (printable ? 1 : 0), "\(value)")
    }
    #expect(TextWidth.of(Character("\r\n")) == 0)
    #expect(TextWidth.of(Character("─")) == 1 && TextWidth.of(Character("◯")) == 1)
  }

  @Test(arguments: ["😀", "🇯🇵", "🇺🇦", "⌚", "🧑", "🏴"])
  func emojiPicturesAreTwoCellsWide(text: String) {
    #expect(text.count == 1)
    #expect(TextWidth.of(text) == 2)
  }

  /// Sequences that terminals advance over differently are drawn, and measured, as the base
  /// emoji every terminal measures alike: rows cannot drift whichever terminal draws them.
  @Test(arguments: [
    ("👨\u{200D}👩\u{200D}👧\u{200D}👦", "👨", 2), ("👩\u{200D}👩\u{200D}👧", "👩", 2),
    ("🧑\u{200D}🎄", "🧑", 2), ("🏳\u{FE0F}\u{200D}🌈", "🏳", 1),
    ("👍🏽", "👍", 2), ("☝🏽", "☝", 1), ("👩🏾\u{200D}💻", "👩", 2),
    ("❤\u{FE0F}", "❤", 1), ("⏸\u{FE0F}", "⏸", 1), ("▶\u{FE0F}", "▶", 1), ("✈\u{FE0F}", "✈", 1),
    ("❤\u{FE0E}", "❤", 1), ("⌚\u{FE0E}", "⌚", 2), ("1\u{FE0F}\u{20E3}", "1", 1),
    ("🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "🏴", 2),  // Scotland: a tag sequence.
    ("\u{1F1EF}", "J", 1),  // Half a flag.
  ])
  func sequencesAreDrawnAsTheirBase(text: String, shown: String, width: Int) {
    #expect(text.count == 1)
    #expect(TextWidth.displayed(Character(text)) == Character(shown))
    #expect(TextWidth.of(text) == width)
    #expect(TextWidth.of(shown) == width)
  }

  @Test func gridDrawsTheBaseAndKeepsTheRowItsWidth() {
    var grid = Grid(size: Size(width: 10, height: 1))
    #expect(grid.write("a👩\u{200D}👩\u{200D}👧❤\u{FE0F}b", at: Point(x: 0, y: 0), role: .row) == 5)
    #expect(grid.text == "a👩❤b     ")
    #expect(grid[1, 0].character == "👩" && grid[2, 0].isContinuation && grid[3, 0].character == "❤")
  }

  @Test func combiningAccentsAndFlagsAreKept() {
    #expect(TextWidth.displayed("e\u{301}") == "e\u{301}")
    #expect(TextWidth.displayed("🇯🇵") == "🇯🇵")
    #expect(TextWidth.displayed("\u{1100}\u{1161}") == "\u{1100}\u{1161}")
  }

  @Test(arguments: ["◯", "●", "▶", "⏮", "⏭", "⏸", "…", "🌡", "1", "#", "é", "❤\u{FE0E}"])
  func textStyleSymbolsAreNarrow(text: String) {
    #expect(TextWidth.of(text) == 1)
  }

  @Test func composedAndDecomposedAccentsAreBothOneCell() {
    #expect(TextWidth.of("\u{E9}") == 1)
    #expect(TextWidth.of("e\u{301}") == 1)
    #expect(TextWidth.of("Beyonce\u{301}") == 7)
  }

  @Test(arguments: ["\u{301}", "\u{20DD}", "\u{200D}", "\u{AD}", "\u{FEFF}", "\u{7}", "\u{9B}"])
  func marksFormatAndControlCharactersAreZero(text: String) {
    #expect(TextWidth.of(text) == 0)
  }

  @Test func stringWidthSumsItsGlyphs() {
    #expect(TextWidth.of("") == 0)
    #expect(TextWidth.of("AKB48 – 恋するフォーチュンクッキー") == 8 + 13 * 2)
    #expect(TextWidth.of("a😀b🇯🇵") == 6)
    #expect(TextWidth.of("a👍🏽b❤\u{FE0F}") == 5)
  }

  @Test func sanitizingDropsControlCharacters() {
    #expect(TextWidth.sanitized("a\u{0}b\u{7}c\u{7F}d\u{85}e\u{9F}f") == "abcd ef")
    #expect(TextWidth.sanitized("\u{8}\u{1}x") == "x")
  }

  @Test func sanitizingDropsEscapeSequencesWithTheirParameters() {
    #expect(TextWidth.sanitized("\u{1B}[31mRed\u{1B}[0m") == "Red")
    #expect(TextWidth.sanitized("a\u{1B}[38;2;255;0;0mb") == "ab")
    #expect(TextWidth.sanitized("\u{1B}[?1049hx") == "x")
    #expect(TextWidth.sanitized("Caf\u{9D}\u{9B}2J") == "Caf2J")  // C1: only the control goes.
    #expect(TextWidth.sanitized("\u{1B}]0;pwned\u{7}Song") == "Song")  // OSC ending in BEL.
    #expect(TextWidth.sanitized("\u{1B}]8;;http://x\u{1B}\\Link") == "Link")  // OSC, ST.
    #expect(TextWidth.sanitized("\u{1B}Pq#0;2\u{1B}\\ok") == "ok")  // DCS.
    #expect(TextWidth.sanitized("\u{1B}cReset") == "Reset")
    #expect(TextWidth.sanitized("\u{1B}(BTitle") == "Title")
  }

  @Test func aLoneOrUnfinishedEscapeGoesToo() {
    #expect(TextWidth.sanitized("a\u{1B}") == "a")
    #expect(TextWidth.sanitized("a\u{1B}\u{1B}é") == "aé")
    #expect(TextWidth.sanitized("a\u{1B}[12;3") == "a")
    #expect(TextWidth.sanitized("a\u{1B}]0;title never ends") == "a")
  }

  @Test func sanitizedTextHasNoControlsLeft() {
    let hostile = "\u{1B}[2J\u{1B}]0;x\u{9C}A\tB\r\nC\u{202E}D\u{2066}E\u{1B}"
    let clean = TextWidth.sanitized(hostile)
    #expect(clean == "A B CDE")
    #expect(!clean.unicodeScalars.contains { $0.properties.generalCategory == .control })
  }

  @Test func lineBreaksBetweenWordsBecomeOneSpace() {
    #expect(TextWidth.sanitized("\nLive\r\nat\t\tLeeds\n") == "Live at Leeds")
    #expect(TextWidth.sanitized("日本語 🇯🇵 e\u{301}") == "日本語 🇯🇵 e\u{301}")
  }

  @Test func truncationEndsInAnEllipsisAndNeverExceedsTheWidth() {
    #expect(TextWidth.truncated("Hello, world", toWidth: 8) == "Hello, …")
    #expect(TextWidth.truncated("Hello", toWidth: 5) == "Hello")
    #expect(TextWidth.truncated("Hello", toWidth: 1) == "…")
    #expect(TextWidth.truncated("H", toWidth: 1) == "H")
    #expect(TextWidth.truncated("Hello", toWidth: 0) == "")
    #expect(TextWidth.truncated("Hello", toWidth: -3) == "")
    let samples = ["Hello, world", "日本語のタイトル", "a日b本c", "😀👍🏽🇯🇵x", "e\u{301}e\u{301}e\u{301}"]
    for text in samples {
      for width in 0...20 {
        let cut = TextWidth.truncated(text, toWidth: width)
        #expect(TextWidth.of(cut) <= max(width, 0))
        #expect(cut == text || cut.last == "…" || cut.isEmpty)
      }
    }
  }

  @Test func aWideCharacterAtTheBoundaryIsDroppedWhole() {
    #expect(TextWidth.truncated("日本語", toWidth: 4) == "日…")  // 3 cells: 本 would not fit.
    #expect(TextWidth.truncated("日本語", toWidth: 5) == "日本…")
    #expect(TextWidth.truncated("日本語", toWidth: 6) == "日本語")
    #expect(TextWidth.truncated("ab日本", toWidth: 4) == "ab…")
    #expect(TextWidth.truncated("日本", toWidth: 1) == "…")
  }

  @Test func paddingFillsExactlyTheWidth() {
    #expect(TextWidth.padded("Music", toWidth: 8) == "Music   ")
    #expect(TextWidth.padded("日本語", toWidth: 4) == "日… ")
    #expect(TextWidth.rightAligned("3:05", toWidth: 6) == "  3:05")
    #expect(TextWidth.padded("x", toWidth: 0) == "")
    for width in 0...12 {
      #expect(TextWidth.of(TextWidth.padded("恋するフォーチュン", toWidth: width)) == width)
    }
  }
}

@Suite struct TextWrapTests {
  @Test func wordsWrapByDisplayWidth() {
    #expect(
      TextWidth.wrapped("No folder /nope; showing the demo", toWidth: 12) == [
        "No folder", "/nope;", "showing the", "demo",
      ])
    #expect(TextWidth.wrapped("日本語 のテキスト", toWidth: 6) == ["日本語", "のテ…"])
    #expect(TextWidth.wrapped("", toWidth: 5).isEmpty)
  }
}
