import Testing

@testable import WheelCore

@Suite struct NavigationTests {
  @Test func centerEntersSubmenuAndMenuGoesBack() {
    var app = state()
    #expect(app.screen == .main)
    _ = app.update(key(.enter))
    #expect(app.screen == .music)
    _ = app.update(char("m"))
    #expect(app.screen == .main)
  }

  @Test func menuOnTheMainMenuDoesNothing() {
    var app = state()
    _ = app.update(key(.down))
    let effects = app.update(key(.escape))
    #expect(app.screen == .main)
    #expect(app.cursor.selected == 1)
    #expect(effects == [.click("Classic")], "the press clicks; nothing else happens")
  }

  @Test func rowsThatOpenSubmenusCarryTheMark() {
    let app = state()
    let content = app.content!
    let labels = (0..<content.count).map { content.row($0).label }
    #expect(labels == ["Music", "Photos", "Videos", "Extras", "Settings", "Shuffle Songs"])
    #expect(content.row(0).accessory == .disclosure)
    #expect(content.row(5).accessory == .none)
  }

  @Test func eachStepThatMovesClicksAndTheEndsAreSilent() {
    var app = state()
    #expect(app.update(key(.up)) == [])  // already at the top
    #expect(app.update(key(.down)) == [.click("Classic")])
    for _ in 0..<4 { _ = app.update(key(.down)) }
    #expect(app.cursor.selected == 5)
    #expect(app.update(key(.down)) == [])  // at the bottom
  }

  @Test func clickerOffMeansNoClicks() {
    var settings = Settings()
    settings.clicker = false
    var app = state(settings: settings)
    #expect(app.update(key(.down)) == [])
    #expect(app.cursor.selected == 1)
  }

  @Test func emptyScreensSayWhatIsMissing() {
    var app = state([key(.down), key(.enter)])
    #expect(app.screen == .photos)
    #expect(Renderer.render(app).text.contains("Reading photos"))
    _ = app.update(.photosListed(PhotoListing(folder: "/p", paths: [])))
    #expect(Renderer.render(app).text.contains("No photos"))
    _ = app.update(key(.escape))
    _ = app.update(key(.down))
    _ = app.update(key(.enter))
    #expect(app.screen == .videos)
    #expect(app.content?.count == 0)
    #expect(Renderer.render(app).text.contains("No videos"))
  }

  @Test func settingsRowsCycleTheirValueAndAskToSave() {
    var app = state([char("j"), char("j"), char("j"), char("j"), char("l"), char("j")])
    #expect(app.screen == .settings)
    #expect(app.content?.row(1).detail == "Off")
    let effects = app.update(key(.enter))
    #expect(app.settings.shuffle == .songs)
    #expect(effects == [.click("Classic"), .saveSettings(app.settings)])
    #expect(app.content?.row(1).detail == "Songs")
  }

  @Test func clickerSoundPickerPreviewsMarksAndRemembers() {
    var app = state([char("j"), char("j"), char("j"), char("j"), char("l")])
    for _ in 0..<4 { _ = app.update(key(.down)) }
    #expect(app.content?.row(4).detail == "Classic")
    _ = app.update(key(.enter))
    #expect(app.screen == .picker(.clickerSound))
    #expect(app.content?.row(0).accessory == .check)
    #expect(app.update(key(.down)) == [.previewClick("Soft")])
    let effects = app.update(key(.enter))
    #expect(app.settings.clickerSound == "Soft")
    #expect(effects.contains(.saveSettings(app.settings)))
    #expect(app.screen == .settings)
    #expect(app.content?.row(4).detail == "Soft")
  }

  @Test func themeKeySwitchesBetweenTheTwoIPods() {
    var app = state(theme: .white)
    #expect(app.themeName == .white)
    _ = app.update(char("t"))
    #expect(app.themeName == .black)
    _ = app.update(char("t"))
    #expect(app.themeName == .white)
  }

  @Test func autoThemeFollowsTheTerminal() {
    let app = state(theme: .auto, environment: Environment(detectedTheme: .white))
    #expect(app.themeName == .white)
  }

  /// The first frame is drawn with a guess; the terminal's answer, read later, changes the
  /// auto theme, and never a theme the user chose.
  @Test func theTerminalsLaterAnswerRefinesOnlyTheAutoTheme() {
    var auto = state(theme: .auto, environment: Environment(detectedTheme: .black))
    _ = auto.update(.backgroundDetected(.white))
    #expect(auto.themeName == .white)
    var chosen = state(theme: .black, environment: Environment(detectedTheme: .black))
    _ = chosen.update(.backgroundDetected(.white))
    #expect(chosen.themeName == .black)
  }

  @Test func resetAsksToConfirm() {
    var settings = Settings()
    settings.clicker = false
    var app = state(settings: settings, [char("j"), char("j"), char("j"), char("j"), char("l")])
    for _ in 0..<40 { _ = app.update(key(.down)) }  // the last row (the list stops there)
    _ = app.update(key(.enter))
    #expect(app.screen == .resetSettings)
    _ = app.update(key(.enter))  // Cancel is first
    #expect(app.settings.clicker == false)
    _ = app.update(key(.enter))
    _ = app.update(key(.down))
    _ = app.update(key(.enter))
    #expect(app.settings.clicker == true)
    #expect(app.screen == .settings)
  }

  @Test func helpOverlayOpensAndAnyKeyClosesIt() {
    var app = state([char("?")])
    #expect(app.showingHelp)
    _ = app.update(key(.down))
    #expect(!app.showingHelp)
    #expect(app.cursor.selected == 0)
  }

  @Test func quitKeysAskToQuit() {
    var app = state()
    #expect(app.update(char("q")) == [.quit])
    #expect(app.update(key(.controlC)) == [.quit])
  }
}
