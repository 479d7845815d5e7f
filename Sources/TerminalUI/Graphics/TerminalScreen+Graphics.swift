import Platform
import WheelCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TerminalScreen {
  /// Sends the graphics probe's questions (after the first frame), unless the terminal is not
  /// to be asked; nil then, and pictures stay half blocks.
  func startGraphicsProbe(environment: [String: String]) -> GraphicsProbe? {
    guard let probe = GraphicsProbe(environment: environment, now: MonotonicClock.now()) else { return nil }
    return StandardStreams.writeAll(GraphicsProbe.query, to: STDOUT_FILENO) ? probe : nil
  }

  /// Takes what the probe found: turns the image layer on or leaves it off, and says what the
  /// core should know. `IPODTUI_GRAPHICS=sixel|kitty` forces a protocol (for a terminal that
  /// answers wrongly; the cell size still comes from the terminal).
  func finishGraphicsProbe(_ probe: GraphicsProbe, environment: [String: String]) -> GraphicsSupport {
    var choice = probe.chosen(windowPixels: TTY.cellPixels())
    if let forced = environment["IPODTUI_GRAPHICS"].flatMap(GraphicsProtocol.init(rawValue:)) {
      choice = (forced, probe.cell ?? TTY.cellPixels() ?? Size(width: 10, height: 20))
    }
    guard let (graphics, cell) = choice else {
      images.use(nil, cell: Size(width: 10, height: 20))
      return .blocks
    }
    images.use(graphics, cell: cell)
    return .pixels(cell: cell)
  }
}
