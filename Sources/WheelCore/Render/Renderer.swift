/// Draws the app state into a grid of the state's size. Pure: the same state, the same grid.
public enum Renderer {
  public static func render(_ state: AppState) -> Grid {
    var grid = Grid(size: state.size)
    grid.write("iPod", at: Point(x: 0, y: 0), role: .title)
    return grid
  }
}
