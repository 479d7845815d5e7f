import Testing

@testable import WheelCore

@Suite struct SortByTests {
  func track(_ id: Int64, artist: String, sort: String = "", composer: String = "", composerSort: String = "") -> Track
  {
    var t = Track(
      id: id, path: "/m/\(id).mp3", title: "Song \(id)", artist: artist, album: "A\(id)", composer: composer)
    t.artistSort = sort
    t.composerSort = composerSort
    return t
  }

  var tracks: [Track] {
    [
      track(1, artist: "David Bowie"), track(2, artist: "Aretha Franklin"), track(3, artist: "The Beatles"),
      track(4, artist: "Madonna"), track(5, artist: "Simon & Garfunkel"),
      track(6, artist: "Zara Larsson", sort: "Albarn, Z"),
      track(7, artist: "Sammy Davis Jr."),
    ]
  }

  @Test func firstNameIsTheNameAsWritten() {
    let names = LibraryIndex(tracks: tracks).artists.map(\.name)
    #expect(
      names == [
        "Aretha Franklin", "The Beatles", "David Bowie", "Madonna", "Sammy Davis Jr.", "Simon & Garfunkel",
        "Zara Larsson",
      ])
  }

  @Test func lastNameUsesTheSortTagElseTheLastWord() {
    let names = LibraryIndex(tracks: tracks, sortBy: .lastName).artists.map(\.name)
    // Albarn (sort tag), Beatles (The skipped), Bowie, Davis (Jr. kept after), Franklin,
    // Madonna (one word), Simon & Garfunkel (two people: as written).
    #expect(
      names == [
        "Zara Larsson", "The Beatles", "David Bowie", "Sammy Davis Jr.", "Aretha Franklin", "Madonna",
        "Simon & Garfunkel",
      ])
  }

  @Test func theRuleLeavesGroupsAndSingleNamesAlone() {
    #expect(NameOrder.lastNameFirst("David Bowie") == "Bowie David")
    #expect(NameOrder.lastNameFirst("Ludwig van Beethoven") == "Beethoven Ludwig van")
    #expect(NameOrder.lastNameFirst("The Rolling Stones") == "The Rolling Stones")
    #expect(NameOrder.lastNameFirst("Earth, Wind & Fire") == "Earth, Wind & Fire")
    #expect(NameOrder.lastNameFirst("Jay-Z feat. Rihanna") == "Jay-Z feat. Rihanna")
    #expect(NameOrder.lastNameFirst("Blink 182") == "Blink 182")
    #expect(NameOrder.lastNameFirst("Cher") == "Cher")
    #expect(NameOrder.lastNameFirst("Martin Luther King III") == "King Martin Luther III")
  }

  @Test func composersFollowTheSettingToo() {
    let composers = [
      track(1, artist: "x", composer: "Johann Sebastian Bach"), track(2, artist: "x", composer: "Antonio Vivaldi"),
      track(3, artist: "x", composer: "Wolfgang Amadeus Mozart", composerSort: "Amadeus"),
    ]
    #expect(
      LibraryIndex(tracks: composers).composers.map(\.name) == [
        "Antonio Vivaldi", "Johann Sebastian Bach", "Wolfgang Amadeus Mozart",
      ])
    #expect(
      LibraryIndex(tracks: composers, sortBy: .lastName).composers.map(\.name) == [
        "Wolfgang Amadeus Mozart", "Johann Sebastian Bach", "Antonio Vivaldi",
      ])
  }

  @Test func theSettingsRowReordersTheArtistsAtOnceAndALaterLoadKeepsIt() {
    var app = LibraryFixtures.app(tracks: tracks)
    #expect(app.library.index.artists.first?.name == "Aretha Franklin")
    for _ in 0..<4 { _ = app.update(key(.down)) }
    _ = app.update(key(.enter))  // Settings
    app.moveCursor(to: "Sort By")
    #expect(app.content?.row(app.cursor.selected).label == "Sort By")
    #expect(app.content?.row(app.cursor.selected).detail == "First")
    let effects = app.update(key(.enter))
    #expect(app.settings.sortBy == .lastName)
    #expect(effects.contains(.saveSettings(app.settings)))
    #expect(app.library.index.artists.first?.name == "Zara Larsson")
    // The loader still builds by first name: the core applies the setting.
    _ = app.update(.libraryLoaded(LibraryIndex(tracks: tracks), playlists: [], path: "/m"))
    #expect(app.library.index.sortBy == .lastName)
    #expect(app.library.index.artists.first?.name == "Zara Larsson")
  }

  @Test func theSettingRoundTripsThroughTheFile() throws {
    var s = Settings()
    s.sortBy = .lastName
    s.audiobookSpeed = .slower
    #expect(try SettingsCodec.decode(Array(SettingsCodec.encode(s).utf8)).get() == s)
    #expect((try? SettingsCodec.decode(Array("version = 1\nsort-by = Middle\nend\n".utf8)).get()) == nil)
    #expect((try? SettingsCodec.decode(Array("version = 1\naudiobook-speed = 2x\nend\n".utf8)).get()) == nil)
  }
}
