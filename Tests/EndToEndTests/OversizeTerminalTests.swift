import Foundation
import Testing

/// A terminal that reports more cells than the program will draw (10000x10000 once meant no
/// frame, 6 GB resident and `q` ignored): the real binary in tmux, which allows that size.
@Suite(.serialized) struct OversizeTerminalTests {
  @Test func tooLargeATerminalSaysSoAndStillQuitsOnQ() throws {
    let app = try TmuxDriver(arguments: ["--library", "/nonexistent"])
    defer { app.stop() }
    try app.waitUntilReady()
    try app.resize(width: 10_000, height: 10_000)
    #expect(
      app.waitFor(timeout: 10) { $0.first?.contains("Terminal too large") == true },
      "the message in the corner that fits")
    try app.resize(width: 100, height: 40)
    #expect(app.waitFor(timeout: 10) { $0.joined().contains("iPod") }, "back to the iPod at a normal size")
    try app.resize(width: 3000, height: 40)
    #expect(app.waitFor(timeout: 10) { $0.first?.contains("Terminal too large") == true })
    try app.send(key: "q")
    #expect(app.waitForExit(timeout: 5) == 0)
  }
}
