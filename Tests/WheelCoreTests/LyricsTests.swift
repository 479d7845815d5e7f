import Testing

@testable import WheelCore

/// LRC as it is found in the wild, and the line that is sung at a time.
@Suite struct LRCParserTests {
  func times(_ text: String) -> [Double] { LRCParser.parse(text: text)?.synced.map(\.time) ?? [] }
  func texts(_ text: String) -> [String] { LRCParser.parse(text: text)?.lines ?? [] }

  @Test func everyStampPrecisionReadsToTheMillisecond() {
    let lrc = "[00:01]a\n[00:02.5]b\n[00:03.25]c\n[00:04.125]d\n[00:05:50]e\n[01:06,75]f"
    #expect(times(lrc) == [1, 2.5, 3.25, 4.125, 5.5, 66.75])
    #expect(texts(lrc) == ["a", "b", "c", "d", "e", "f"])
  }

  @Test func minutesPastAnHourAndSingleDigitMinutes() {
    #expect(times("[75:03.00]late\n[1:02]early") == [62, 4503])
  }

  @Test func severalStampsOnOneLineRepeatItInTimeOrder() {
    let lyrics = LRCParser.parse(text: "[00:30.00][00:10.00]Chorus\n[00:20.00]Verse")!
    #expect(
      lyrics.synced == [
        .init(time: 10, text: "Chorus"), .init(time: 20, text: "Verse"), .init(time: 30, text: "Chorus"),
      ])
  }

  @Test func positiveOffsetShowsWordsEarlierNegativeLater() {
    #expect(times("[offset:+500]\n[00:10.00]a\n[00:00.20]b") == [0, 9.5])  // clamped at the start
    #expect(times("[offset:-250]\n[00:10.00]a") == [10.25])
    #expect(times("[offset: 1000]\n[00:10.00]a") == [9])
  }

  @Test func metadataTagsAreNotWordsButBracketedWordsAre() {
    let lrc =
      "[ar:Artist]\n[ti:Title]\n[al:Album]\n[by:me]\n[length: 03:20]\n[re:tool]\n[ve:1.0]\n[#:comment]\n[00:01.00][Chorus] la"
    #expect(texts(lrc) == ["[Chorus] la"])
    #expect(texts("[ar:Someone]\n[Verse 1]\nHello\n\nWorld\n") == ["[Verse 1]", "Hello", "", "World"])
  }

  @Test func crlfBomAndBlankLinesAreTolerated() {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("[00:01.00]one\r\n\r\n[00:02.00]\r\n[00:03.00]three\r".utf8)
    let lyrics = LRCParser.parse(bytes)!
    #expect(lyrics.synced.map(\.text) == ["one", "", "three"])  // an empty stamped line clears the page
    #expect(lyrics.synced.map(\.time) == [1, 2, 3])
  }

  @Test func notUTF8IsReadAsLatin1AndUTF16WithAMarkIsDecoded() {
    let latin: [UInt8] = Array("[00:01.00]Caf".utf8) + [0xE9] + Array(" d".utf8) + [0xE9, 0x6A, 0xE0]
    #expect(LRCParser.parse(latin)?.lines == ["Café déjà"])
    let utf16: [UInt8] = [0xFF, 0xFE] + "[00:01.00]日本".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    #expect(LRCParser.parse(utf16)?.lines == ["日本"])
  }

  @Test func controlCharactersAndEscapesNeverReachTheScreen() {
    let lyrics = LRCParser.parse(text: "[00:01.00]red \u{1B}[31mtext\u{07}\n plain\u{0}line")!
    for line in lyrics.lines {
      #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(line)")
    }
    #expect(lyrics.lines.first == "red text")
  }

  @Test func enhancedWordStampsAreDropped() {
    #expect(texts("[00:01.00]<00:01.00>Hel <00:01.50>lo <b>") == ["Hel lo <b>"])
  }

  @Test func textWithoutStampsIsPlainAndUnstampedLinesInATimedFileAreIgnored() {
    let plain = LRCParser.parse(text: "\n\nFirst line\nSecond line\n\n")!
    #expect(!plain.isSynced && plain.plain == ["First line", "Second line"])
    #expect(texts("junk before\n[00:01.00]sung\nafter") == ["sung"])
  }

  @Test func malformedStampsAreWords() {
    // Seconds past 59, a fraction of four digits, a negative stamp, letters: not times.
    let lyrics = LRCParser.parse(text: "[00:61.00]a\n[00:01.0000]b\n[-00:01.00]c\n[aa:bb]d")!
    #expect(!lyrics.isSynced)
    #expect(lyrics.plain.count == 4)
  }

  @Test func nothingButTagsOrBlanksIsNoLyrics() {
    #expect(LRCParser.parse(text: "[ar:x]\n[ti:y]\n\n") == nil)
    #expect(LRCParser.parse([]) == nil)
  }

  @Test func aHostileFileIsBounded() {
    let huge = String(repeating: "[00:01.00]x\n", count: LRCParser.maxLines * 2)
    #expect(LRCParser.parse(text: huge)!.synced.count == LRCParser.maxLines)
  }
}

@Suite struct LyricsCurrentLineTests {
  let lyrics = LRCParser.parse(text: "[00:05.00]one\n[00:10.00]two\n[00:10.00]two bis\n[00:20.00]three")!

  @Test func theLastLineWhoseTimeHasComeIsSung() {
    #expect(lyrics.currentLine(at: 0) == nil)
    #expect(lyrics.currentLine(at: 4.99) == nil)
    #expect(lyrics.currentLine(at: 5) == 0)
    #expect(lyrics.currentLine(at: 9.9) == 0)
    #expect(lyrics.currentLine(at: 10) == 2)  // two lines at once: the later one in the file
    #expect(lyrics.currentLine(at: 19) == 2)
    #expect(lyrics.currentLine(at: 1000) == 3)
    #expect(lyrics.currentLine(at: .nan) == nil)
  }

  @Test func plainLyricsHaveNoCurrentLine() {
    #expect(Lyrics(plain: ["a"]).currentLine(at: 3) == nil)
  }
}
