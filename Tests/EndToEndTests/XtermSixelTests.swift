import Foundation
import PulseHarness
import Testing

/// Real pixels in a real sixel terminal: the binary in `xterm -ti vt340` under Xvfb, driven
/// with xdotool, the screen read back with ImageMagick. The cover is fine red and blue stripes,
/// four pixels apart, which half blocks (one colour per cell across) cannot show: the sixel
/// screen must have many times more colour changes along a row than the same screen in blocks.
@Suite(.serialized) struct XtermSixelTests {
  struct Screen {
    let width: Int, height: Int, rgb: [UInt8]
    /// Where the colour changes from the pixel before, along every row.
    func changes() -> [(x: Int, y: Int)] {
      var found: [(Int, Int)] = []
      for y in 0..<height {
        for x in 1..<width {
          let a = (y * width + x) * 3
          let b = a - 3
          if rgb[a] != rgb[b] || rgb[a + 1] != rgb[b + 1] || rgb[a + 2] != rgb[b + 2] { found.append((x, y)) }
        }
      }
      return found
    }
    func count(_ test: (UInt8, UInt8, UInt8) -> Bool) -> Int {
      stride(from: 0, to: rgb.count, by: 3).filter { test(rgb[$0], rgb[$0 + 1], rgb[$0 + 2]) }.count
    }
  }

  /// One album whose cover is vertical stripes, red and blue, 4 pixels each.
  static func makeLibrary(in scratch: Scratch) throws -> String {
    let dir = try scratch.directory("music/Stripes")
    _ = try Audio.makeTrack(
      flacPath: "\(dir)/01.flac", seconds: 2, synth: ["sine", "440"], title: "Striped", album: "Stripes", track: 1)
    let side = 160
    var ppm = Array("P6\n\(side) \(side)\n255\n".utf8)
    for _ in 0..<side { for x in 0..<side { ppm += (x / 4) % 2 == 0 ? [230, 20, 20] : [20, 20, 230] } }
    try Data(ppm).write(to: URL(fileURLWithPath: scratch.path("cover.ppm")))
    let made = try Shell.run(["convert", scratch.path("cover.ppm"), "\(dir)/cover.png"])
    guard made.status == 0 else { throw FixtureError.failed("convert", made.stderr) }
    return scratch.path("music")
  }

  @Test func coverFlowShowsRealPixelsInXtermWithSixel() throws {
    let scratch = try Scratch()
    let library = try Self.makeLibrary(in: scratch)
    let displayFile = scratch.path("display")
    let xvfb = try ChildProcess(
      ["Xvfb", "-displayfd", "1", "-screen", "0", "1024x768x24", "-nolisten", "tcp"], stdout: displayFile)
    defer { xvfb.stop() }
    var display = ""
    #expect(
      waitFor(timeout: 20) {
        display = ((try? String(contentsOfFile: displayFile, encoding: .utf8)) ?? "").trimmingCharacters(
          in: .whitespacesAndNewlines)
        return !display.isEmpty
      })
    let x = ["DISPLAY": ":" + display]
    let sixel = try run(library: library, scratch: scratch, x: x, name: "sixel", graphics: nil)
    let blocks = try run(library: library, scratch: scratch, x: x, name: "blocks", graphics: "blocks")
    let red = sixel.count { r, g, b in r > 150 && g < 80 && b < 80 }
    let blue = sixel.count { r, g, b in b > 150 && r < 80 && g < 80 }
    #expect(red > 500 && blue > 500, "the stripes' colours are on screen")
    // Half blocks change colour only where a cell ends: those columns, seen on the blocks
    // screen, are the cell edges. The sixel screen changes colour inside cells, many times.
    let edges = Set(blocks.changes().map(\.x))
    let inside = sixel.changes().filter { !edges.contains($0.x) }.count
    #expect(!edges.isEmpty && edges.count < 400)
    #expect(inside > 1000, "\(inside) colour changes inside cells on the sixel screen")
  }

  /// Runs the binary in xterm on the display, opens Cover Flow, waits for the cover and takes
  /// the screen; `graphics: "blocks"` keeps it to half blocks.
  private func run(library: String, scratch: Scratch, x: [String: String], name: String, graphics: String?) throws
    -> Screen
  {
    let log = scratch.path("\(name).log")
    var env = scratch.xdgEnvironment.merging([
      "TERM": "xterm", "LANG": "C.UTF-8", "IPODTUI_EVENT_LOG": log, "SWIFT_BACKTRACE": "interactive=no",
    ]) { $1 }
    if let graphics { env["IPODTUI_GRAPHICS"] = graphics }
    let words = env.map { "\($0.key)=\($0.value)" }
    let xterm = try ChildProcess(
      ["xterm", "-ti", "vt340", "-xrm", "XTerm*allowSendEvents: true", "-geometry", "100x36+0+0", "-e", "env"] + words
        + [try Package.binary, "--no-sound", "--library", library],
      environment: x)
    defer { xterm.stop() }
    func events() -> [String] {
      ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }
    #expect(waitFor(timeout: 20) { events().contains { $0.hasPrefix("graphics") } })
    #expect(events().contains(graphics == nil ? "graphics sixel" : "graphics blocks (not asked)"))
    let window =
      try ChildProcess.output(["xdotool", "search", "--sync", "--class", "xterm"], environment: x)
      .split(separator: "\n").first.map(String.init) ?? ""
    // Keys as a person types them: focus the window, then press (XTEST, not a sent event).
    _ = try ChildProcess.output(["xdotool", "windowfocus", "--sync", window], environment: x)
    for _ in 0..<2 { _ = try ChildProcess.output(["xdotool", "key", "--delay", "150", "Return"], environment: x) }
    #expect(waitFor(timeout: 10) { events().filter { $0 == "key enter" }.count == 2 })
    var screen = Screen(width: 0, height: 0, rgb: [])
    let shot = scratch.path("\(name).rgb")
    // The cover arrives from the loader thread a moment after Cover Flow opens.
    _ = waitFor(timeout: 15, every: 300_000) {
      guard
        (try? Shell.run(["import", "-display", x["DISPLAY"]!, "-window", "root", "-depth", "8", "rgb:" + shot]))?.status
          == 0,
        let data = try? Data(contentsOf: URL(fileURLWithPath: shot)), data.count == 1024 * 768 * 3
      else { return false }
      screen = Screen(width: 1024, height: 768, rgb: [UInt8](data))
      return screen.count { r, g, b in r > 150 && g < 80 && b < 80 } > 500
    }
    _ = try? ChildProcess.output(["xdotool", "key", "q"], environment: x)
    return screen
  }
}
