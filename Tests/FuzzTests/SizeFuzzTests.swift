import TerminalUI
import Testing
import WheelCore

/// Sizes from outside: `--snapshot WxH` (typed: refused past the bound, with exit 2 by the
/// caller) and the terminal's report (a device: clamped, and past the bound a message).
@Suite struct SizeFuzzTests {
  /// The most cells ever drawn (the bound; `Layout.maximumSize` in the core).
  static let bound = Size(width: 1000, height: 500)

  @Test func snapshotSizes() {
    var mutator = Mutator(salt: 44)
    let texts = HostileNumbers.texts(count: 3_000, using: &mutator)
    var accepted = 0
    for _ in 0..<6_000 {
      let plausible = ["1", "20", "60", "499", "500", "501", "999", "1000", "1001"]
      func side() -> String {
        mutator.int(0...1) == 0
          ? plausible[mutator.int(0...plausible.count - 1)] : texts[mutator.int(0...texts.count - 1)]
      }
      let text = side() + "x" + side()
      guard case .snapshot(let size, _) = try? LaunchCommand.parse(["--snapshot", text]) else { continue }
      accepted += 1
      #expect((1...Self.bound.width).contains(size.width) && (1...Self.bound.height).contains(size.height), "\(text)")
    }
    #expect(accepted > 0)
  }

  @Test func terminalReportedSizes() {
    var mutator = Mutator(salt: 45)
    let sides =
      HostileNumbers.binaryInts(count: 200, using: &mutator).map { Int($0) } + [999, 1000, 1001, 499, 500, 501, 65535]
    var app = AppState(size: Size(width: 60, height: 30))
    for _ in 0..<400 {
      let size = Size(width: sides[mutator.int(0...sides.count - 1)], height: sides[mutator.int(0...sides.count - 1)])
      _ = app.update(.resized(size))
      let grid = Renderer.render(app)
      #expect(grid.size.width <= Self.bound.width && grid.size.height <= Self.bound.height, "\(size)")
      #expect(grid.size.width >= 0 && grid.size.height >= 0, "\(size)")
      // Past the bound on either side the message shows wherever there is room for it.
      if size.width > Self.bound.width || size.height > Self.bound.height, size.width >= 20, size.height >= 1 {
        #expect(grid.text.contains("Terminal too large"), "\(size)")
      }
    }
  }
}
