import Testing

@testable import WheelCore

/// Settings > Volume Limit as on the iPod: a bar the wheel sets (the music's gain follows at
/// once), then a four-number combination to lock it; locked, the row asks for the combination
/// before the bar opens again, and opening it removes the lock.
@Suite struct VolumeLimitLockTests {
  let click = MainFlow.click

  func settings(_ s: Settings = Settings(), theme: ThemeChoice = .white, size: Size = Size(width: 100, height: 40))
    -> AppState
  {
    var s = s
    s.volume = Settings.volumeSteps
    var app = state(size: size, theme: theme, settings: s)
    app.push(.settings)
    app.moveCursor(to: "Volume Limit")
    return app
  }

  /// Enters four numbers on the combination screen: each turned from 0, then the center.
  func enter(_ numbers: [Int], _ app: inout AppState) -> [Effect] {
    var effects: [Effect] = []
    for n in numbers {
      if n > 0 { effects += app.update(MainFlow.turn(n)) }
      effects += app.update(key(.enter))
    }
    return effects
  }

  @Test func theWheelSetsTheLimitAndTheGainFollows() {
    var app = settings()
    _ = app.update(key(.enter))
    #expect(app.screen == .setting(.volumeLimit))
    let effects = app.update(MainFlow.turn(-4))
    #expect(app.settings.volumeLimit == 80)
    #expect(effects == [.click("Classic", count: 4), .saveSettings(app.settings), .setVolume(0.8)])
    _ = app.update(MainFlow.turn(-100))
    #expect(app.settings.volumeLimit == 10, "never below 10%")
    #expect(app.update(MainFlow.turn(-1)) == [], "nothing moves at the end")
    _ = app.update(MainFlow.turn(100))
    #expect(app.settings.volumeLimit == 100)
  }

  /// MENU leaves the bar with the limit set and unlocked; the center goes on to the lock.
  @Test func aCombinationLocksTheLimit() {
    var app = settings()
    _ = app.update(key(.enter))
    _ = app.update(MainFlow.turn(-6))
    _ = app.update(key(.enter))
    #expect(app.screen == .extra(.combination(.lockVolume)))
    let effects = enter([1, 2, 3, 4], &app)
    #expect(app.settings.volumeLimitLock == [1, 2, 3, 4] && app.settings.volumeLimit == 70)
    #expect(effects.contains(.saveSettings(app.settings)))
    #expect(app.screen == .settings && app.notice?.text == "Volume limit locked")
    #expect(app.content?.row(app.cursor.selected).detail == "70%, Locked")
  }

  @Test func menuOnTheCombinationLeavesTheLimitUnlocked() {
    var app = settings()
    _ = app.update(key(.enter))
    _ = app.update(key(.enter))
    _ = app.update(key(.escape))
    #expect(app.screen == .settings && app.settings.volumeLimitLock == nil)
  }

  /// Locked: the row asks for the combination; a wrong one says so and keeps the lock, the
  /// right one opens the bar with the lock removed.
  @Test func lockedTheLimitOpensOnlyWithTheCombination() {
    var s = Settings()
    s.volumeLimit = 60
    s.volumeLimitLock = [0, 0, 7, 0]
    var app = settings(s)
    _ = app.update(key(.enter))
    #expect(app.screen == .extra(.combination(.unlockVolume)))
    _ = enter([1, 0, 0, 0], &app)
    #expect(app.extras.lock.wrong && app.screen == .extra(.combination(.unlockVolume)))
    #expect(app.settings.volumeLimitLock == [0, 0, 7, 0])
    let effects = enter([0, 0, 7, 0], &app)
    #expect(app.screen == .setting(.volumeLimit) && app.settings.volumeLimitLock == nil)
    #expect(effects.contains(.saveSettings(app.settings)))
    _ = app.update(key(.escape))
    #expect(app.screen == .settings)
  }

  /// Reset Settings keeps a locked limit: the lock is there so that it is not undone lightly.
  @Test func resetSettingsKeepsALockedLimit() {
    var s = Settings()
    s.volumeLimit = 50
    s.volumeLimitLock = [1, 1, 1, 1]
    s.clicker = false
    var app = settings(s)
    app.moveCursor(to: "Reset Settings")
    _ = app.update(key(.enter))
    app.moveCursor(to: "Reset")
    _ = app.update(key(.enter))
    #expect(app.settings.clicker && app.settings.volumeLimit == 50 && app.settings.volumeLimitLock == [1, 1, 1, 1])
  }

  @Test func theLockIsSavedAndOldFilesKeepTheirLimit() throws {
    var s = Settings()
    s.volumeLimit = 40
    s.volumeLimitLock = [9, 0, 1, 2]
    let text = SettingsCodec.encode(s)
    #expect(text.contains("volume-limit-lock = 9012\n"))
    #expect(try SettingsCodec.decode(Array(text.utf8)).get() == s)
    let old = try SettingsCodec.decode(Array("version = 2\nvolume-limit = 70\nend\n".utf8)).get()
    #expect(old.volumeLimit == 70 && old.volumeLimitLock == nil)
    let bad = text.replacingOccurrences(of: "9012", with: "90a2")
    #expect(throws: SettingsCodec.DecodeError.self) { try SettingsCodec.decode(Array(bad.utf8)).get() }
  }

  @Test func volumeLimitScreens() {
    for theme in [ThemeChoice.white, .black] {
      var app = settings(theme: theme)
      _ = app.update(key(.enter))
      _ = app.update(MainFlow.turn(-5))
      assertScreen(app, named: "volume-limit-\(theme.rawValue.lowercased())-100x40")
      _ = app.update(key(.enter))
      _ = app.update(MainFlow.turn(3))
      assertScreen(app, named: "volume-limit-lock-\(theme.rawValue.lowercased())-100x40")
    }
  }
}
