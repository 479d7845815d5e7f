import Testing

@testable import WheelCore

@Suite struct PictureSettingsTests {
  @Test func pictureSettingsRoundTripAndBadValuesAreRefused() throws {
    var s = Settings()
    s.pictures.graphics = .blocks
    s.pictures.slideSeconds = 10
    s.pictures.transition = .wipe
    s.pictures.shuffle = true
    s.pictures.repeats = true
    s.pictures.music = .off
    let text = SettingsCodec.encode(s)
    #expect(text.contains("graphics = Blocks\n") && text.hasSuffix("end\n"))
    #expect(try SettingsCodec.decode(Array(text.utf8)).get() == s)
    let bad = text.replacingOccurrences(of: "slide-seconds = 10", with: "slide-seconds = 7")
    #expect(throws: SettingsCodec.DecodeError.self) { try SettingsCodec.decode(Array(bad.utf8)).get() }
    // An older file without these keys reads with the defaults.
    #expect(try SettingsCodec.decode(Array("version = 1\nend\n".utf8)).get().pictures == PictureSettings())
  }

  @Test func settingsGraphicsRowCyclesAutoAndBlocks() {
    var app = state(size: Size(width: 100, height: 40))
    _ = app.update(.graphicsDetected(.pixels(cell: Size(width: 10, height: 20))))
    #expect(app.pixelsPerCell == Size(width: 6, height: 12))
    let rows = app.content
    _ = app.update(key(.down))  // Photos
    for _ in 0..<3 { _ = app.update(key(.down)) }  // Settings
    _ = app.update(key(.enter))
    let settings = app.content!
    let row = (0..<settings.count).first { settings.row($0).label == "Graphics" }
    #expect(row != nil && rows != nil)
    for _ in 0..<(row ?? 0) { _ = app.update(key(.down)) }
    let effects = app.update(key(.enter))
    #expect(app.settings.pictures.graphics == .blocks)
    #expect(effects.contains(.saveSettings(app.settings)))
    #expect(app.pixelsPerCell == nil)
  }
}
