import Testing

@testable import WheelCore

/// Settings > EQ and Settings > Sound Check: where they sit, what they offer, what they ask
/// of the audio engine, and how they are saved.
@Suite struct SoundSettingsTests {
  /// Settings, opened from the main menu.
  private func settingsScreen(_ settings: Settings = Settings()) -> AppState {
    state(settings: settings, [char("j"), char("j"), char("j"), char("j"), char("l")])
  }

  private func row(_ label: String, in app: AppState) -> Int? {
    guard let content = app.content else { return nil }
    return (0..<content.count).first { content.row($0).label == label }
  }

  @Test func eqAndSoundCheckFollowVolumeLimitAsOnTheIPod() {
    let app = settingsScreen()
    let volume = row("Volume Limit", in: app)!
    #expect(row("EQ", in: app) == volume + 1)
    #expect(row("Sound Check", in: app) == volume + 2)
    #expect(app.content?.row(volume + 1).detail == "Off")
    #expect(app.content?.row(volume + 2).detail == "Off")
  }

  @Test func eqPickerListsThePresetsAndChoosingOneShapesTheSound() {
    var app = settingsScreen()
    for _ in 0..<row("EQ", in: app)! { _ = app.update(key(.down)) }
    _ = app.update(key(.enter))
    #expect(app.screen == .picker(.equalizer))
    let labels = (0..<app.content!.count).map { app.content!.row($0).label }
    #expect(labels == EQPreset.allCases.map(\.rawValue))
    #expect(labels.first == "Off" && labels.last == "Vocal Booster" && labels.count == 24)
    #expect(app.content?.row(0).accessory == .check)
    // Turning through the presets only clicks: nothing is previewed.
    let turned = app.update(key(.down))
    #expect(turned.allSatisfy { if case .click = $0 { true } else { false } })
    let rock = labels.firstIndex(of: "Rock")!
    for _ in 1..<rock { _ = app.update(key(.down)) }
    let effects = app.update(key(.enter))
    #expect(app.settings.equalizer == .rock)
    #expect(effects.contains(.shapeSound(equalizer: .rock, soundCheck: .off)))
    #expect(effects.contains(.saveSettings(app.settings)))
    #expect(app.screen == .settings)
    #expect(app.content?.row(row("EQ", in: app)!).detail == "Rock")
  }

  @Test func soundCheckCyclesOffTrackAlbum() {
    var app = settingsScreen()
    for _ in 0..<row("Sound Check", in: app)! { _ = app.update(key(.down)) }
    var seen: [SoundCheckMode] = []
    for _ in 0..<3 {
      let effects = app.update(key(.enter))
      seen.append(app.settings.soundCheck)
      #expect(effects.contains(.shapeSound(equalizer: .off, soundCheck: app.settings.soundCheck)))
    }
    #expect(seen == [.track, .album, .off])
  }

  @Test func resetReturnsEqAndSoundCheckToOffAndTellsTheEngine() {
    var settings = Settings()
    settings.equalizer = .jazz
    settings.soundCheck = .album
    var app = settingsScreen(settings)
    for _ in 0..<30 { _ = app.update(key(.down)) }
    _ = app.update(key(.enter))
    _ = app.update(key(.down))
    let effects = app.update(key(.enter))
    #expect(app.settings.equalizer == .off && app.settings.soundCheck == .off)
    #expect(effects.contains(.shapeSound(equalizer: .off, soundCheck: .off)))
  }

  @Test func bothAreSavedAndReadBack() throws {
    var settings = Settings()
    settings.equalizer = .rnb
    settings.soundCheck = .track
    let text = SettingsCodec.encode(settings)
    #expect(text.contains("eq = R&B\n") && text.contains("sound-check = Track\n"))
    #expect(try SettingsCodec.decode(Array(text.utf8)).get() == settings)
    // An older file without the keys reads as Off; a bad value is reported, not guessed.
    #expect(try SettingsCodec.decode(Array("version = 1\nend\n".utf8)).get().equalizer == .off)
    #expect(SettingsCodec.decode(Array("version = 1\neq = Loud\nend\n".utf8)) == .failure(.badValue("eq", "Loud")))
  }

  @Test func everyPresetHasTenBandsExceptOff() {
    for preset in EQPreset.allCases {
      #expect((preset.bands?.count ?? 10) == 10 && (preset == .off) == (preset.bands == nil), "\(preset)")
    }
    #expect(EQPreset.flat.bands!.allSatisfy { $0 == 0 })
  }
}
