import Foundation
import Testing
import WheelCore

/// The ring dragged with the mouse on every screen of the real program that the sample
/// library reaches, as a person would: lists and pickers move the selection, Cover Flow the
/// album, the Timer its minutes, the photo grid its selection, Search its letter, Now Playing
/// and the video player the volume, an alarm's time its hour, the games their paddle and gun,
/// a note its lines, the combination its number, Brightness its slider; the Clock (one face),
/// the Stopwatch, the Music Quiz before it starts and a list of one row (Screen Lock before a
/// combination is set; Clocks' options before a city is added) have nothing to turn
/// and stay as they were. (The locked combination takes every key, the help barrier too, so
/// it is left to WheelCoreTests' samples, which cover every kind of screen.)
@Suite(.serialized) struct RingOnEveryScreenTests {
  static let size = Size(width: 100, height: 40)
  let wheel = Layout(size: RingOnEveryScreenTests.size).wheel!

  /// Four one-second songs on four albums, two audiobooks (one in two parts), two podcast
  /// shows (one with two episodes), three photos, two videos, two notes (one long), the
  /// brightness at half, and a song queued (Now Playing exists).
  func start(_ scratch: Scratch) throws -> TmuxDriver {
    let library = try scratch.directory("library")
    for (i, album) in ["Alpha", "Bravo", "Charlie", "Delta"].enumerated() {
      _ = try Audio.makeTrack(
        flacPath: library + "/\(i).flac", seconds: 1, synth: ["sine", "440"], title: "Tune \(i)", album: album, track: 1
      )
    }
    let spoken = [
      ("Audiobooks/Book One", "Book One", "Part", 2), ("Audiobooks/Book Two", "Book Two", "Part", 1),
      ("Podcasts/Show A", "Show A", "Episode", 2), ("Podcasts/Show B", "Show B", "Episode", 1),
    ]
    for (folder, album, part, count) in spoken {
      let dir = try scratch.directory("library/" + folder)
      for n in 1...count {
        _ = try Audio.makeTrack(
          flacPath: dir + "/\(n).flac", seconds: 1, synth: ["sine", "330"], title: "\(part) \(n)", album: album,
          track: n)
      }
    }
    let pictures = try scratch.directory("home/Pictures")
    for name in ["a.jpg", "b.jpg", "c.jpg"] {
      _ = FileManager.default.createFile(atPath: pictures + "/" + name, contents: nil)
    }
    let movies = try scratch.directory("home/Videos/Movies")
    for name in ["First", "Second"] {
      try VideoTests.makeClip(movies + "/\(name).mp4", seconds: 30, metadata: ["title=\(name) Clip"])
    }
    let notes = try scratch.directory("data/ipodtui/Notes")
    let lines = (1...120).map { "Line \($0) of a note longer than the display" }.joined(separator: "\n")
    try lines.write(toFile: notes + "/A Long Note.txt", atomically: true, encoding: .utf8)
    try "Short".write(toFile: notes + "/B Short Note.txt", atomically: true, encoding: .utf8)
    try scratch.writeSettings(["brightness = 50", "volume-limit = 50"])  // room to turn either way
    var environment = scratch.xdgEnvironment
    environment["HOME"] = scratch.path("home")
    let app = try TmuxDriver(arguments: ["--library", library], environment: environment)
    try app.waitUntilReady()
    try open(app, ["Music", "Songs"])
    #expect(app.waitForSelection("Tune 0", timeout: 20))
    return app
  }

  /// From the main menu, opens each row by its label ("#n": the nth row; "": the center on a
  /// screen that is not a list).
  func open(_ app: TmuxDriver, _ labels: [String]) throws {
    for _ in 0..<6 { try app.send(key: "Left") }  // MENU (a letter would type on Search)
    #expect(app.waitFor { _ in (try? app.titleBar())?.contains("iPod") == true })
    for label in labels {
      if label.isEmpty {
        try app.settle()
        try app.send(key: "Enter")
        continue
      }
      try app.send(key: "Home")
      // The rows are read only once the frame shows the screen the last Enter opened, at its top.
      try app.settle()
      let rows = try app.listRows()
      if label.hasPrefix("#") {
        let row = Int(label.dropFirst()) ?? 0
        for _ in 0..<row { try app.send(key: "Down") }
        let wanted = rows[safe: row].map { String($0.prefix(4)) } ?? ""
        #expect(app.poll { ((try? app.selectedLabel()) ?? nil)?.hasPrefix(wanted) == true }, "\(label) selected")
      } else if let row = rows.firstIndex(where: { $0.hasPrefix(label) }) {
        for _ in 0..<row { try app.send(key: "Down") }
        #expect(app.waitForSelection(label), "\(label) selected")
      } else {  // below the display: down a row at a time until it is selected
        var found = false
        for _ in 0..<60 where !found {
          try app.send(key: "Down")
          found = app.poll(timeout: 1) { ((try? app.selectedLabel()) ?? nil)?.hasPrefix(label) == true }
        }
        #expect(found, "\(label) selected")
      }
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
    let selected = { (label: String) in { (_: [String]) in (try? app.selectedLabel()) != label } }
    let anything = { (_: [String]) in true }
    // Nothing to turn: the display stays as it was (before Add City gives Clocks a second face).
    for path in [
      ["Extras", "Clocks"], ["Extras", "Stopwatch"], ["Extras", "Games", "Music Quiz"], ["Extras", "Clocks", ""],
    ] {
      try open(app, path)
      try app.settle()
      let before = try look(app).filter { !$0.contains(":") }  // the clock's digits move by themselves
      try drag(app)
      let after = try look(app).filter { !$0.contains(":") }
      #expect(after == before, "\(path.last!) has nothing to turn")
    }
    // Screens whose display must change, and how to tell what the turn did.
    let turnable: [([String], ([String]) -> Bool)] = [
      ([], selected("Music")),
      (["Music"], selected("Cover Flow")),
      (["Music", "Cover Flow"], { $0.joined().contains("Delta") || $0.joined().contains("Charlie") }),
      (["Music", "Songs"], selected("Tune 0")),
      (["Music", "Search"], anything),
      (["Music", "Audiobooks"], selected("Book One")),
      (["Music", "Audiobooks", "Book One"], selected("Part 1")),
      (["Music", "Podcasts"], selected("Show A")),
      (["Music", "Podcasts", "Show A"], selected("• Episode 1")),  // not heard yet: the blue dot
      (["Photos"], selected("Slideshow Settings")),
      (["Photos", "Photo Library"], { $0.joined().contains("3 of 3") }),
      (["Videos"], selected("Movies")),
      (["Videos", "Movies"], selected("First Clip")),
      (["Extras", "Timer"], { !$0.joined().contains("5:00") }),
      (["Extras", "Alarm Sound"], anything),
      (["Extras", "Alarms", "Create Alarm"], { !$0.joined().contains("07:00") }),  // the new alarm's hour
      (["Extras", "Alarms"], selected("Create Alarm")),
      (["Extras", "Alarms", "#1"], selected("Alarm")),
      (["Extras", "Alarms", "#1", "Sound"], anything),
      (["Extras", "Games"], selected("Brick")),
      (["Extras", "Games", "Brick"], anything),
      (["Extras", "Games", "Parachute"], anything),
      (["Extras", "Games", "Solitaire"], anything),
      (["Extras", "Games", "Vortex"], anything),
      (["Extras", "Notes"], selected("A Long Note")),
      (["Extras", "Notes", "A Long Note"], { !$0.joined().contains("Line 1 of") }),
      (["Extras", "Screen Lock", "Set Combination"], anything),
      (["Extras", "Clocks", "", "Add City"], anything),
      (["Extras", "Clocks", "", "Add City", "Europe"], anything),
      // Adds Paris, which opens its face; the options then list it.
      (["Extras", "Clocks", "", "Add City", "Europe", "Paris", ""], selected("Add City")),
      (["Settings"], selected("About")),
      (["Settings", "About"], selected("Songs")),
      (["Settings", "Volume Limit"], { !$0.joined().contains("50%") }),
      (["Settings", "Brightness"], { !$0.joined().contains("50%") }),
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
    // The video player: its picture moves by itself, so the saved volume tells the turn.
    try open(app, ["Videos", "Movies", "First Clip"])
    #expect(app.waitFor(timeout: 10) { _ in (try? app.titleBar())?.contains("First Clip") == true })
    let volume = {
      (try? String(contentsOfFile: scratch.settingsPath, encoding: .utf8))?.split(separator: "\n").first {
        $0.hasPrefix("volume = ")
      }
    }
    let before = volume()
    try drag(app)
    #expect(app.poll { volume() != before }, "a drag turns the video's volume")
  }
}

extension Array {
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
