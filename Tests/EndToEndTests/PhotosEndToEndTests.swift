import Foundation
import Testing
import WheelCore

/// Photos with the real binary in tmux, on photos made by ffmpeg at test time in a pictures
/// folder named by user-dirs.dirs: Photos → album → thumbnail grid → full screen → a slideshow
/// that moves on by itself, passing over an unreadable file.
@Suite(.serialized) struct PhotosEndToEndTests {
  /// `$HOME/Bilder` (from user-dirs.dirs) with the album Holiday: a test pattern (JPEG), a
  /// red square (PNG), a file that is not a photo, a blue picture (JPEG); one photo at the top.
  static func makePictures(in scratch: Scratch) throws {
    try scratch.directory("config")
    try "XDG_PICTURES_DIR=\"$HOME/Bilder\"\n".write(
      toFile: scratch.path("config/user-dirs.dirs"), atomically: true, encoding: .utf8)
    let album = try scratch.directory("home/Bilder/Holiday")
    try ffmpeg(["-f", "lavfi", "-i", "testsrc=size=320x240:rate=1", "-frames:v", "1", album + "/1-pattern.jpg"])
    try ffmpeg(["-f", "lavfi", "-i", "color=c=red:size=200x200", "-frames:v", "1", album + "/2-red.png"])
    try Data("this is not a photo\n".utf8).write(to: URL(fileURLWithPath: album + "/3-broken.jpg"))
    try ffmpeg(["-f", "lavfi", "-i", "color=c=blue:size=320x240", "-frames:v", "1", album + "/4-blue.jpg"])
    try ffmpeg(["-f", "lavfi", "-i", "testsrc2=size=160x120", "-frames:v", "1", scratch.path("home/Bilder/top.jpg")])
  }

  static func ffmpeg(_ arguments: [String]) throws {
    let result = try Shell.run(["ffmpeg", "-loglevel", "error", "-y"] + arguments)
    guard result.status == 0 else {
      throw FixtureError.failed("ffmpeg \(arguments.joined(separator: " "))", result.stderr)
    }
  }

  /// The backgrounds of the display's picture cells (`▀`, the lower pixel), as RGB: 24-bit,
  /// or the 256-colour cube the program falls back to without COLORTERM.
  static func pictureColours(_ app: TmuxDriver) throws -> [RGB] {
    let capture = try app.tmux(["capture-pane", "-p", "-e", "-t", app.target])
    return StyledScreen(capture: capture).rows.flatMap { $0 }.compactMap { cell in
      let parts = cell.background.split(separator: ";").compactMap { Int($0) }
      guard cell.character == "▀" else { return nil }
      if parts.count == 4, parts[0] == 2 { return RGB(r: UInt8(parts[1]), g: UInt8(parts[2]), b: UInt8(parts[3])) }
      guard parts.count == 2, parts[0] == 5, (16..<232).contains(parts[1]) else { return nil }
      let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
      let n = parts[1] - 16
      return RGB(r: levels[n / 36], g: levels[(n / 6) % 6], b: levels[n % 6])
    }
  }

  @Test func albumGridFullScreenAndASlideshowThatMovesOnByItself() throws {
    let scratch = try Scratch()
    try Self.makePictures(in: scratch)
    try scratch.writeSettings(["slide-seconds = 2", "slide-transition = Dissolve"])
    let library = try scratch.directory("music")
    let app = try TmuxDriver(
      arguments: ["--library", library], width: 80, height: 24, environment: scratch.xdgEnvironment)
    defer { app.stop() }
    try app.waitUntilReady()
    try app.step("Down", expecting: "Photos")
    try app.send(key: "Enter")
    #expect(
      app.waitFor { s in
        s.contains { $0.contains("Photo Library") && $0.contains("5") } && s.joined().contains("Holiday")
      })
    try app.send(key: "Down")
    try app.step("Down", expecting: "Holiday")
    try app.send(key: "Enter")
    // The grid: thumbnails decoded off the UI thread arrive; the caption names the selection.
    #expect(app.waitFor(timeout: 10) { $0.joined().contains("1 of 4  1-pattern.jpg") })
    #expect(
      app.poll(timeout: 10) {
        (try? Self.pictureColours(app).contains { $0.r > 200 && $0.g < 60 && $0.b < 60 }) == true
      })
    try app.send(key: "Down")
    try app.send(key: "Down")
    #expect(app.waitFor { $0.joined().contains("3 of 4") && $0.joined().contains("Can't read: not a JPEG or PNG") })
    try app.send(key: "Up")
    // Full screen is the whole display: the red square, no title bar ("Holiday"), no caption.
    try app.send(key: "Enter")
    func count(_ wanted: (RGB) -> Bool) -> Int { ((try? Self.pictureColours(app)) ?? []).filter(wanted).count }
    let red: (RGB) -> Bool = { $0.r > 200 && $0.g < 60 && $0.b < 60 }
    let green: (RGB) -> Bool = { $0.g > 150 && $0.r < 60 && $0.b < 60 }
    let blue: (RGB) -> Bool = { $0.b > 200 && $0.r < 60 }
    #expect(app.poll(timeout: 10) { count(red) > 100 })
    #expect(app.waitFor { !$0.joined().contains("Holiday") && !$0.joined().contains("2 of 4") })
    try app.send(key: "Up")
    #expect(app.poll(timeout: 10) { count(green) > 10 }, "the test pattern's green bar")
    try app.send(key: "Enter")  // the slideshow from the first photo
    // Nothing is pressed from here: the show moves on by itself, over the unreadable file, and
    // ends (no Repeat) on the last photo full screen.
    #expect(app.poll(timeout: 10) { count(red) > 100 })
    #expect(app.poll(timeout: 10) { count(blue) > 100 })
    try app.send(key: "Escape")  // the show ends on its photo full screen
    #expect(app.poll(timeout: 10) { count(blue) > 100 })
    try app.send(key: "Escape")
    #expect(app.waitFor { $0.joined().contains("4 of 4  4-blue.jpg") && $0.joined().contains("Holiday") })
  }
}
