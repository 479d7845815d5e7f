/// Draws the app state into a grid of the state's size. Pure: the same state, the same grid.
public enum Renderer {
  public static func render(_ state: AppState) -> Grid {
    let layout = state.layout
    var grid = Grid(size: layout.size, widths: state.environment.widths)
    if layout.form == .tooSmall {
      grid.write("Terminal too small (need 20x8)", at: Point(x: 0, y: 0), role: .notice, maxWidth: layout.size.width)
      return grid
    }
    if layout.form == .tooLarge {
      let most = Layout.maximumSize
      grid.write(
        "Terminal too large (at most \(most.width)x\(most.height)); q quits", at: Point(x: 0, y: 0), role: .notice,
        maxWidth: layout.size.width)
      return grid
    }
    CasePainter.paint(layout, glyphs: state.glyphs, into: &grid)
    if let wheel = layout.wheel {
      WheelPainter.paint(wheel, glyphs: state.glyphs, into: &grid)
    }
    DisplayPainter.paint(state, into: &grid)
    if state.showingHelp {
      HelpPainter.paint(state, into: &grid)
    }
    grid.dropCoveredImages()
    return grid
  }
}
