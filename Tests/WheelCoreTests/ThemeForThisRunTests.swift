import Testing

@testable import WheelCore

/// `--theme white` colours that run only: the saved setting (Auto, or what Settings > Theme
/// chose) is what the next start uses (issue 26: a --theme given once was saved and won over
/// the terminal's colours for ever). Choosing a theme in the program (`t`, Settings) is the
/// user's choice and is kept.
@Suite struct ThemeForThisRunTests {
  func app(saved: ThemeChoice, forced: Theme.Name?) -> AppState {
    var app = LibraryFixtures.app(theme: saved)
    app.environment.detectedTheme = .black
    app.environment.themeForThisRun = forced
    return app
  }

  @Test func theOptionColoursThisRunAndLeavesTheSettingAlone() {
    let app = app(saved: .auto, forced: .white)
    #expect(app.themeName == .white)
    #expect(app.settings.theme == .auto, "what is saved at quit")
  }

  @Test func withoutTheOptionTheSettingDecides() {
    #expect(app(saved: .auto, forced: nil).themeName == .black)
    #expect(app(saved: .white, forced: nil).themeName == .white)
  }

  @Test func switchingInTheProgramIsTheUsersChoiceAndIsKept() {
    var app = app(saved: .auto, forced: .white)
    let effects = app.update(char("t"))
    #expect(app.themeName == .black)
    #expect(app.settings.theme == .black)
    #expect(effects.contains(.saveSettings(app.settings)))
  }
}
