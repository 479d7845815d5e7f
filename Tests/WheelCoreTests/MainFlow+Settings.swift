import Testing

@testable import WheelCore

/// Settings' main flows as whole state changes (`assertUpdate`): the pickers (a choice is
/// saved with `.saveSettings` and closes the list), a row that cycles in place, and About >
/// Notices. Every changed field and every effect of each step is named.
@Suite struct MainFlowSettingsTests {
  let click = MainFlow.click

  /// Settings open on the row the wheel reaches.
  func settings(at row: String, settings: Settings = Settings()) -> AppState {
    var app = state(settings: settings)
    app.open(.settings)
    app.moveCursor(to: row)
    return app
  }

  /// Clicker Sound: it opens on the current sound, the wheel previews the sound it lands on
  /// (in place of the click), and the center chooses it (the preview stops, the setting is saved, the list closes).
  @Test func clickerSoundPreviewsAndChooses() {
    var app = settings(at: "Clicker Sound")
    assertUpdate(&app, key(.enter), effects: [click]) { $0.stack.append(Frame(.picker(.clickerSound))) }
    #expect(app.cursor.selected == 0, "on Classic, the current sound")
    assertUpdate(&app, MainFlow.turn(1), effects: [.previewClick("Soft")]) { $0.expectSelected(1) }
    var soft = app.settings
    soft.clickerSound = "Soft"
    assertUpdate(&app, key(.enter), effects: [click, .stopPreview, .saveSettings(soft)]) {
      $0.settings = soft
      $0.stack.removeLast()
    }
    let row = app.cursor.selected
    // Settings clicks with the new sound.
    assertUpdate(&app, MainFlow.turn(1), effects: [.click("Soft")]) { $0.expectSelected(row + 1) }
  }

  /// Volume Limit: the wheel sets it on a bar, it is saved and the music's gain follows at once.
  @Test func volumeLimitSetsTheGain() {
    var app = settings(at: "Volume Limit")
    assertUpdate(&app, key(.enter), effects: [click]) { $0.stack.append(Frame(.setting(.volumeLimit))) }
    var limited = app
    limited.settings.volumeLimit = 90
    assertUpdate(
      &app, MainFlow.turn(-2),
      effects: [.click("Classic", count: 2), .saveSettings(limited.settings), .setVolume(limited.musicGain)]
    ) {
      $0.settings.volumeLimit = 90
    }
    assertUpdate(&app, key(.escape), effects: [click]) { $0.stack.removeLast() }
  }

  /// EQ: the picker opens on the current preset and the choice reshapes the sound.
  @Test func equalizerChoosesAPreset() {
    var current = Settings()
    current.equalizer = .acoustic
    var app = settings(at: "EQ", settings: current)
    let presets = EQPreset.allCases
    assertUpdate(&app, key(.enter), effects: [click]) {
      $0.stack.append(Frame(.picker(.equalizer)))
      $0.expectSelected(presets.firstIndex(of: .acoustic)!)
    }
    assertUpdate(&app, MainFlow.turn(1), effects: [click]) { $0.expectSelected(presets.firstIndex(of: .acoustic)! + 1) }
    let chosen = presets[presets.firstIndex(of: .acoustic)! + 1]
    var shaped = app.settings
    shaped.equalizer = chosen
    assertUpdate(&app, key(.enter), effects: [click, .stopPreview, .saveSettings(shaped), shaped.soundShaping]) {
      $0.settings = shaped
      $0.stack.removeLast()
    }
  }

  /// Audiobooks: the speed spoken word plays at, chosen and saved.
  @Test func audiobookSpeedChooses() {
    var app = settings(at: "Audiobooks")
    assertUpdate(&app, key(.enter), effects: [click]) {
      $0.stack.append(Frame(.picker(.audiobookSpeed)))
      $0.expectSelected(AudiobookSpeed.allCases.firstIndex(of: .normal)!)
    }
    assertUpdate(&app, MainFlow.turn(1), effects: [click]) { $0.expectSelected(2) }
    var faster = app.settings
    faster.audiobookSpeed = .faster
    assertUpdate(&app, key(.enter), effects: [click, .stopPreview, .saveSettings(faster)]) {
      $0.settings = faster
      $0.stack.removeLast()
    }
  }

  /// Alarm Sound (under Extras): the wheel previews the alarm (no click), the center chooses it.
  @Test func alarmSoundPreviewsAndChooses() {
    var app = state()
    app.open(.extras)
    app.moveCursor(to: "Alarm Sound")
    let sounds = app.environment.alarmSounds
    let current = sounds.firstIndex(of: app.settings.alarmSound) ?? 0
    assertUpdate(&app, key(.enter), effects: [click]) {
      $0.stack.append(Frame(.picker(.alarmSound)))
      $0.expectSelected(current)
    }
    let next = current == 0 ? 1 : current - 1
    assertUpdate(&app, MainFlow.turn(next - current), effects: [.previewAlarm(sounds[next])]) {
      $0.expectSelected(next)
    }
    var chosen = app.settings
    chosen.alarmSound = sounds[next]
    assertUpdate(&app, key(.enter), effects: [click, .stopPreview, .saveSettings(chosen)]) {
      $0.settings = chosen
      $0.stack.removeLast()
    }
  }

  /// A row that cycles in place (Shuffle) changes and saves the setting, staying on the list.
  @Test func shuffleCyclesInPlace() {
    var app = settings(at: "Shuffle")
    var songs = app.settings
    songs.shuffle = .songs
    assertUpdate(&app, key(.enter), effects: [click, .saveSettings(songs)]) { $0.settings.shuffle = .songs }
  }

  /// About > Notices: the run's notices, newest first; the wheel scrolls them when they are
  /// longer than the display.
  @Test func noticesOpenAndScroll() {
    var app = state(size: Size(width: 60, height: 24))
    for n in 1...12 { _ = app.update(.notice("Notice number \(n) about something that went wrong")) }
    app.open(.settings)
    assertUpdate(&app, key(.enter), effects: [click]) { $0.stack.append(Frame(.about)) }
    app.moveCursor(to: "Notices")
    assertUpdate(&app, key(.enter), effects: [click]) { $0.stack.append(Frame(.notices)) }
    assertUpdate(&app, MainFlow.turn(2), effects: [.click("Classic", count: 2)]) { $0.stack[3].scroll = 2 }
    assertUpdate(&app, char("m"), effects: [click]) { $0.stack.removeLast() }
  }

  /// Settings > Main Menu: the center hides a row of the main menu (saved); the main menu then
  /// lacks it.
  @Test func mainMenuHidesARow() {
    var app = settings(at: "Main Menu")
    assertUpdate(&app, key(.enter), effects: [click]) { $0.stack.append(Frame(.menuSettings(.main))) }
    app.moveCursor(to: "Videos")
    var hidden = app.settings
    hidden.mainMenu.removeAll { $0 == .videos }
    assertUpdate(&app, key(.enter), effects: [click, .saveSettings(hidden)]) { $0.settings = hidden }
    app.stack = [Frame(.main)]
    #expect(app.rowIndex("Videos") == nil)
  }

  /// Reset Settings: Cancel leaves them; Reset puts the defaults back (saved), with the gain
  /// and the sound shaping of the defaults.
  @Test func resetSettingsCancelsOrResets() {
    var changed = Settings()
    changed.volume = 20
    changed.equalizer = .rock
    var app = settings(at: "Reset Settings", settings: changed)
    assertUpdate(&app, key(.enter), effects: [click]) { $0.stack.append(Frame(.resetSettings)) }
    assertUpdate(&app, key(.enter), effects: [click]) { $0.stack.removeLast() }  // Cancel
    _ = app.update(key(.enter))
    assertUpdate(&app, MainFlow.turn(1), effects: [click]) { $0.expectSelected(1) }
    let defaults = Settings()
    var reset = app
    reset.settings = defaults
    assertUpdate(
      &app, key(.enter),
      effects: [click, .saveSettings(defaults), .setVolume(reset.musicGain), defaults.soundShaping]
    ) {
      $0.settings = defaults
      $0.stack.removeLast()
    }
  }
}
