import Testing
import WheelCore

/// The iPod's list order, rule by rule.
@Suite struct SortKeyTests {
  func sorted(_ names: [String]) -> [String] {
    names.sorted { SortKey($0) < SortKey($1) }
  }

  @Test func ignoresCase() {
    #expect(sorted(["beta", "Alpha", "GAMMA"]) == ["Alpha", "beta", "GAMMA"])
    #expect(SortKey("ABBA") == SortKey("abba"))
  }

  @Test func ignoresAccents() {
    #expect(SortKey("Beyoncé") == SortKey("Beyonce"))
    #expect(SortKey("Ólafur Arnalds") == SortKey("olafur arnalds"))
    #expect(SortKey("Motörhead") == SortKey("Motorhead"))
    #expect(sorted(["Zebra", "Édith Piaf", "Daft Punk"]) == ["Daft Punk", "Édith Piaf", "Zebra"])
  }

  @Test func decomposedAccentsFoldLikeComposedOnes() {
    // "e" followed by U+0301 COMBINING ACUTE ACCENT, as macOS file names store it.
    #expect(SortKey("Beyonce\u{301}") == SortKey("Beyoncé"))
  }

  @Test func leadingTheIsIgnoredButNotA() {
    #expect(sorted(["The Zombies", "Blur", "The Beatles"]) == ["The Beatles", "Blur", "The Zombies"])
    #expect(SortKey("the Beatles") == SortKey("Beatles"))
    #expect(sorted(["A Tribe Called Quest", "Blur"]) == ["A Tribe Called Quest", "Blur"])
    #expect(sorted(["Blur", "A Perfect Circle", "Zz"]) == ["A Perfect Circle", "Blur", "Zz"])
    // "The" on its own, or "Theatre", is a name, not an article.
    #expect(SortKey("The") != SortKey(""))
    #expect(sorted(["Theatre", "Blur"]) == ["Blur", "Theatre"])
  }

  @Test func namesStartingWithNonLettersSortAfterZ() {
    let names = ["Zappa", "2Pac", "...And You Will Know Us", "ABBA", "!!!"]
    let result = sorted(names)
    #expect(Array(result.prefix(2)) == ["ABBA", "Zappa"])
    #expect(Set(result.suffix(3)) == ["2Pac", "...And You Will Know Us", "!!!"])
  }

  @Test func lettersOfOtherScriptsCountAsLetters() {
    #expect(sorted(["123", "東京"]) == ["東京", "123"])
  }

  @Test func numbersCompareByValue() {
    #expect(sorted(["Track 10", "Track 2", "Track 1"]) == ["Track 1", "Track 2", "Track 10"])
    #expect(sorted(["Op. 100", "Op. 9"]) == ["Op. 9", "Op. 100"])
    #expect(SortKey("Track 02") == SortKey("Track 2"))
    #expect(sorted(["Song", "Song 1"]) == ["Song", "Song 1"])
  }

  @Test func leadingSpacesAreIgnored() {
    #expect(SortKey("  Blur") == SortKey("Blur"))
  }
}
