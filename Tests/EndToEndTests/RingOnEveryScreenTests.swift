import Foundation
import Testing
import WheelCore

/// The ring dragged with the mouse on every screen of the real program, as a person would:
/// lists and pickers move the selection, Cover Flow the album, the Timer its minutes, the
/// photo grid its selection, Search its letter, Now Playing the volume; the Clock and the Stopwatch have
/// nothing to turn and stay as they were.
@Suite(.serialized) struct RingOnEveryScreenTests {
  static let size = Size(width: 100, height: 40)
  let wheel = Layout(size: RingOnEveryScreenTests.size).wheel!

  /// Four one-second songs on four albums, three photos, a song queued (Now Playing exists).
  func start(_ scratch: Scratch) throws -> TmuxDriver {
    let library = try scratch.directory("library")
    for (i, album) in ["Alpha", "Bravo", "Charlie", "Delta"].enumerated() {
      _ = try Audio.makeTrack(
        flacPath: library + "/\(i).flac", seconds: 1, synth: ["sine", "440"], title: "Tune \(i)", album: album, track: 1
      )
    }
    let pictures = try scratch.directory("home/Pictures")
    for name in ["a.jpg", "b.jpg", "c.jpg"] {
      FileManager.default.createFile(atPath: pictures + "/" + name, contents: nil)
    }
    var environment = scratch.xdgEnvironment
    environment["HOME"] = scratch.path("home")
    let app = try TmuxDriver(arguments: ["--library", library], environment: environment)
    try app.waitUntilReady()
    try open(app, ["Music", "Songs"])
    #expect(app.waitForSelection("Tune 0", timeout: 20))
    return app
  }

  /// From the main menu, opens each row by its label.
  func open(_ app: TmuxDriver, _ labels: [String]) throws {
    for _ in 0..<4 { try app.send(key: "Left") }  // MENU (a letter would type on Search)
    #expect(app.waitFor { _ in (try? app.titleBar())?.contains("iPod") == true })
    for label in labels {
      try app.send(key: "Home")
      // The rows are read only once the frame shows the screen the last Enter opened, at its top.
      try app.settle()
      let row = try app.listRows().firstIndex { $0.hasPrefix(label) } ?? 0
      for _ in 0..<row { try app.send(key: "Down") }
      #expect(app.waitForSelection(label), "\(label) selected")
      try app.send(key: "Enter")
    }
  }

  /// Press at 1 o'clock, drag clockwise to 3 o'clock (about four steps), release.
  func drag(_ app: TmuxDriver) throws {
    let radius = (wheel.outerRadius + wheel.buttonRadius) / 2
    let cells = stride(from: 30.0, through: 90, by: 4).map { wheel.cell(atAngle: $0, radius: radius) }
    try app.mouse(.press, col: cells[0].x, row: cells[0].y)
    for cell in cells.dropFirst() { try app.mouse(.drag, col: cell.x, row: cell.y) }
    try app.mouse(.release, col: cells.last!.x, row: cells.last!.y)
    try app.settle()
  }

  /// The screen with its colours (a selection moves only a highlight).
  func look(_ app: TmuxDriver) throws -> [String] {
    try app.tmux(["capture-pane", "-p", "-e", "-t", app.target]).split(separator: "\n").map(String.init)
  }

  @Test func theRingTurnsWhatEachScreenShows() throws {
    let scratch = try Scratch()
    let app = try start(scratch)
    // Screens whose display must change, and how to tell what the turn did.
    let turnable: [([String], ([String]) -> Bool)] = [
      ([], { _ in (try? app.selectedLabel()) != "Music" }),
      (["Music"], { _ in (try? app.selectedLabel()) != "Cover Flow" }),
      (["Music", "Cover Flow"], { $0.joined().contains("Delta") || $0.joined().contains("Charlie") }),
      (["Music", "Songs"], { _ in (try? app.selectedLabel()) != "Tune 0" }),
      (["Music", "Search"], { _ in true }),
      (["Photos"], { _ in (try? app.selectedLabel()) != "Slideshow Settings" }),
      (["Photos", "Photo Library"], { $0.joined().contains("3 of 3") }),
      (["Extras", "Timer"], { !$0.joined().contains("5:00") }),
      (["Extras", "Alarm Sound"], { _ in true }),
      (["Settings"], { _ in (try? app.selectedLabel()) != "About" }),
      (["Settings", "About"], { _ in (try? app.selectedLabel()) != "Songs" }),
      (["Settings", "Volume Limit"], { _ in (try? app.selectedLabel()) != "100%" }),
      // Plays, showing Now Playing; the volume bar hides again within the barrier, so the
      // saved volume tells (15 steps at first).
      (
        ["Music", "Songs", "Tune 0"],
        { _ in
          let saved = (try? String(contentsOfFile: scratch.settingsPath, encoding: .utf8)) ?? ""
          return saved.contains("volume = ") && !saved.contains("volume = 15\n")
        }
      ),
    ]
    for (path, turned) in turnable {
      try open(app, path)
      if path.last == "Tune 0" {  // without sound a notice says why, over the volume bar, for 5 s
        #expect(app.waitFor(timeout: 8) { !$0.joined().contains("Can't play") })
      }
      try app.settle()
      let before = try look(app)
      try drag(app)
      let after = try look(app)
      let rows = try app.listRows()
      #expect(after != before, "a drag changes \(path.last ?? "the main menu"): \(rows)")
      #expect(turned(rows), "a drag turns \(path.last ?? "the main menu"): \(rows)")
    }
    // Nothing to turn: the display stays as it was.
    for path in [["Extras", "Clocks"], ["Extras", "Stopwatch"]] {
      try open(app, path)
      try app.settle()
      let before = try look(app).filter { !$0.contains(":") }  // the clock's digits move by themselves
      try drag(app)
      let after = try look(app).filter { !$0.contains(":") }
      #expect(after == before, "\(path.last!) has nothing to turn")
    }
  }
}
