import MusicLibrary
import Testing

/// Tag text never reaches the terminal as a command.
@Suite struct TagTextTests {
  @Test func stripsColourEscapesAndControls() {
    #expect(TagText.clean("\u{1B}[31mRed\u{1B}[0m Alert\u{07}") == "Red Alert")
    #expect(TagText.clean("a\u{0}b\u{8}c\u{7F}d") == "abcd")
    #expect(TagText.clean("d\u{85}e") == "d e")  // NEL is a line break: words stay apart
  }

  @Test func stripsTitleSettingAndOtherStrings() {
    #expect(TagText.clean("Song\u{1B}]0;pwned\u{07} Title") == "Song Title")
    #expect(TagText.clean("Song\u{1B}]8;;http://x\u{1B}\\link") == "Songlink")
    // C1 CSI is dropped alone (C1 bytes are usually mis-decoded Windows-1252, not commands);
    // without its introducer the rest is harmless text.
    #expect(TagText.clean("A\u{9B}2JB") == "A2JB")
    #expect(TagText.clean("\u{1B}cReset") == "Reset")
  }

  @Test func turnsLineBreaksIntoSpacesAndTrims() {
    #expect(TagText.clean("  Line one\r\nline two\t ") == "Line one line two")
  }

  @Test func keepsUnicodeAndLongText() {
    #expect(TagText.clean("夜の散歩 ☕️ Beyoncé") == "夜の散歩 ☕️ Beyoncé")
    let long = String(repeating: "x", count: 300)
    #expect(TagText.clean(long) == long)
  }
}
