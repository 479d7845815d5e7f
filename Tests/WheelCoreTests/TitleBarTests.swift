import Testing

@testable import WheelCore

/// The title bar always says where the power comes from, and when its marks compete at small
/// sizes the middle's text (a notice, else the sound server's status, else the screen's name)
/// keeps its room and the marks give way in order: hold stays longest, then the play state,
/// the time and the battery.
@Suite struct TitleBarTests {
  let w = WidthProfile.standard

  func bar(_ title: String = "Songs") -> TitleBar {
    TitleBar(title: title, hold: "🔒", play: "▶", time: "08:00", battery: "▕█ ▏", other: "42%")
  }

  /// The title is 5 cells; the marks are 2 + 1 at the left, 5 + 4 + 3 (and spaces) at the right.
  @Test func marksGiveWayInTheirOrder() {
    #expect(bar().slots(width: 30, widths: w) == ("🔒▶", "42% 08:00 ▕█ ▏"))
    #expect(bar().slots(width: 25, widths: w) == ("🔒▶", "08:00 ▕█ ▏"), "the scan's progress goes first")
    #expect(bar().slots(width: 21, widths: w) == ("🔒▶", "08:00"), "then the battery")
    #expect(bar().slots(width: 15, widths: w) == ("🔒▶", ""), "then the time")
    #expect(bar().slots(width: 10, widths: w) == ("🔒", ""), "then the play state")
    #expect(bar().slots(width: 6, widths: w) == ("", ""), "hold goes last")
    // A short title keeps only its own width.
    #expect(bar("iPod").slots(width: 20, widths: w) == ("🔒▶", "08:00"))
  }

  /// Where a mark has nothing to show, the next one takes its place.
  @Test func missingMarksLeaveRoomForTheNext() {
    let bare = TitleBar(title: "Songs", time: "08:00", battery: "▕█ ▏")
    #expect(bare.slots(width: 20, widths: w) == ("", "08:00 ▕█ ▏"))
  }

  /// The title is centered on the bar while it fits between the slots, and is never drawn
  /// over a mark.
  @Test func theTitleStaysCenteredAndClearOfTheMarks() {
    var grid = Grid(size: Size(width: 30, height: 1))
    TitleBar(title: "Songs", play: "▶", time: "08:00").paint(
      in: Rect(x: 0, y: 0, width: 30, height: 1), into: &grid)
    #expect(
      grid.text == " ▶" + String(repeating: " ", count: 10) + "Songs" + String(repeating: " ", count: 7) + "08:00 ")
    var narrow = Grid(size: Size(width: 16, height: 1))
    TitleBar(title: "A Long Album Title", play: "▶", time: "08:00").paint(
      in: Rect(x: 0, y: 0, width: 16, height: 1), into: &narrow)
    #expect(narrow.text == " ▶ A Lon… 08:00 ")
  }

  /// Everything on: hold, playing, Time in Title and a battery, and then a notice in the middle.
  func busy(_ size: Size, theme: ThemeChoice = .white) -> AppState {
    var s = Settings()
    s.dateTime.timeInTitle = true
    var app = state(size: size, theme: theme, settings: s)
    _ = app.update(.wallClock(DateTimeTests.utc))
    _ = app.update(.extras(.batteryRead(Battery(percent: 50, charging: false))))
    app.player.status = .playing
    app.extras.hold = true
    return app
  }

  func titleLine(_ app: AppState) -> String {
    let grid = Renderer.render(app)
    return String(grid.text.split(separator: "\n", omittingEmptySubsequences: false)[app.layout.display.y])
  }

  /// What survives is always the marks' first few, in order, and the title keeps its start.
  @Test func atEachSizeTheMarksThatSurviveAreTheMostWanted() {
    let order = ["⊘", "▶", "08:00", "▕"]
    var shown: [Int] = []
    for size in [Size(width: 120, height: 40), Size(width: 40, height: 16), Size(width: 20, height: 8)] {
      let line = titleLine(busy(size))
      let kept = order.prefix { line.contains($0) }.count
      #expect(order.dropFirst(kept).allSatisfy { !line.contains($0) }, "\(size): \(line)")
      #expect(line.contains("iPod"), "\(size): \(line)")
      shown.append(kept)
    }
    #expect(shown[0] == 4, "120x40 shows them all")
    #expect(shown == shown.sorted(by: >), "fewer as the display shrinks")
    // (With the one-cell hold mark all four fit even at 20x8; `marksGiveWayInTheirOrder`
    // narrows the bar cell by cell.)
  }

  /// The source's trouble takes the middle and keeps it; the sound server's status shows when
  /// there is no notice.
  @Test func aNoticeThenTheSoundServerTakeTheMiddle() {
    var app = busy(Size(width: 40, height: 16))
    _ = app.update(.soundServerLost(true))
    #expect(titleLine(app).contains("No sound"))
    _ = app.update(.sourceStatus("MPD: reconnecting…"))
    #expect(titleLine(app).contains("MPD: re") && !titleLine(app).contains("No sound"))
  }

  /// A computer without a battery shows the plugged-in mark once the adapter has looked.
  @Test func withoutABatteryThePluggedInMarkShows() {
    var app = state()
    #expect(!titleLine(app).contains(Battery.pluggedIn), "not before the adapter has looked")
    _ = app.update(.extras(.batteryRead(nil)))
    #expect(titleLine(app).contains(Battery.pluggedIn))
    // Drawn by us, so in DejaVu Sans Mono as every glyph of ours (GlyphCoverageTests).
    let font = TrueTypeCharacterMap(path: GlyphCoverageTests.fontPath)
    #expect(font != nil && Battery.pluggedIn.unicodeScalars.allSatisfy { font!.contains($0) })
    var ascii = state(environment: Environment(useASCII: true))
    _ = ascii.update(.extras(.batteryRead(nil)))
    #expect(titleLine(ascii).hasSuffix("AC │") || titleLine(ascii).contains(" AC "))
  }

  @Test func titleBarScreens() {
    for theme in [ThemeChoice.white, .black] {
      for size in [Size(width: 120, height: 40), Size(width: 40, height: 16), Size(width: 20, height: 8)] {
        assertScreen(
          busy(size, theme: theme), named: "title-bar-\(theme.rawValue.lowercased())-\(size.width)x\(size.height)")
      }
    }
  }
}
