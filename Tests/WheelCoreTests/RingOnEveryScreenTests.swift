import Testing

@testable import WheelCore

/// The ring turned with the mouse on every screen, as a drag, a scroll notch and a key: all
/// three reach the screen through the same command, so each must move the same thing. The
/// screens are `ScreenSample.all`, which the compiler keeps complete.
@Suite struct RingOnEveryScreenTests {
  static let size = Size(width: 100, height: 40)

  /// Music with audiobooks and a podcast, photos, videos, notes, time zones, the wall clock, an
  /// alarm, a song playing (so Now Playing exists), and the main menu.
  static func ready() -> AppState {
    var app = SpokenFixtures.app(size: size)
    _ = app.update(.photosListed(PhotoListing(folder: "/p", paths: ["/p/1.jpg", "/p/2.jpg", "/p/3.jpg"])))
    _ = app.update(.video(.listed(VideoScreenTests.items)))
    _ = app.update(.extras(.notesListed(["a.txt", "b.txt", "Recipes/Bread.txt"])))
    _ = app.update(.extras(.zoneNamesListed(["Europe/Paris", "Europe/Berlin", "America/New_York"])))
    _ = app.update(.wallClock(ExtrasScreenTests.nineOhFive))
    OrganizerFixtures.load(&app)
    app.settings.alarms = [Alarm()]
    _ = app.play(.all, from: 0)
    _ = app.update(.ticked(at: 10))  // the volume bar from the start has gone
    app.stack = [Frame(.main)]
    return app
  }

  /// The sample's screen, opened as the app would and shown once.
  static func on(_ sample: ScreenSample) -> AppState {
    var app = ready()
    sample.open(&app)
    _ = app.update(.resized(size))
    return app
  }

  /// Press on the ring at 1 o'clock and drag clockwise to 3 o'clock: several steps.
  static func drag(_ app: inout AppState) -> [Effect] {
    let wheel = app.layout.wheel!
    let radius = (wheel.outerRadius + wheel.buttonRadius) / 2
    let t = app.now
    var effects = app.update(.pointerDown(wheel.cell(atAngle: 30, radius: radius), time: t))
    for angle in stride(from: 33.0, through: 90, by: 3) {
      effects += app.update(.pointerDragged(wheel.cell(atAngle: angle, radius: radius), time: t))
    }
    return effects + app.update(.pointerUp(wheel.cell(atAngle: 90, radius: radius), time: t))
  }

  @Test(arguments: ScreenSample.all)
  func aDragMovesWhatTheScreenTurns(sample: ScreenSample) {
    var app = Self.on(sample)
    #expect(app.screen == sample.screen)
    let before = app
    _ = Self.drag(&app)
    #expect(app.screen == sample.screen, "the drag stays on \(sample.screen)")
    switch sample.turn {
    case .list:
      let count = app.content?.count ?? 0
      if count > 1 {
        #expect(app.cursor.selected > before.cursor.selected, "a drag moves the selection")
      } else {
        #expect(app.cursor == before.cursor, "a list of \(count) rows has nowhere to go")
      }
    case .reading(let reading):
      #expect(reading(app) > reading(before), "a drag moves \(sample.screen)")
    case .nothing:
      #expect(Renderer.render(app).text == Renderer.render(before).text, "nothing to turn")
      #expect(app.stack == before.stack && app.stopwatch == before.stopwatch)
    }
  }

  /// A notch forward, then a key back (k; ↑ where letters type).
  @Test(arguments: ScreenSample.all)
  func aScrollNotchAndAKeyMoveItOneStep(sample: ScreenSample) {
    var app = Self.on(sample)
    let before = app
    _ = app.update(.scrolled(steps: 1, at: Point(x: 0, y: 0), time: app.now))
    let forward = app
    _ = app.update(.keyPressed(app.screen.home.takesText ? .up : .character("k"), time: app.now))
    switch sample.turn {
    case .list:
      let moves = (app.content?.count ?? 0) > 1
      #expect(forward.cursor.selected == before.cursor.selected + (moves ? 1 : 0), "a notch on \(sample.screen)")
      #expect(app.cursor.selected == before.cursor.selected, "a key on \(sample.screen)")
    case .reading(let reading):
      #expect(reading(forward) > reading(before), "a notch on \(sample.screen)")
      #expect(reading(app) == reading(before), "a key on \(sample.screen)")
    case .nothing:
      #expect(Renderer.render(forward).text == Renderer.render(before).text, "a notch on \(sample.screen)")
      #expect(Renderer.render(app).text == Renderer.render(before).text, "a key on \(sample.screen)")
    }
    #expect(app.screen == sample.screen)
  }
}
