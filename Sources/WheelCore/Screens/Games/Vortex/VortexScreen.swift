/// Vortex on the display: the wheel moves the paddle round the board, the center launches and
/// pauses, MENU pauses and goes back (the game waits there).
struct VortexScreen: ScreenHome {
  let name = "Vortex"
  func title(in state: AppState) -> String { name }
  func content(in state: AppState) -> ListContent? { nil }
  /// Turns, presses and time as every paddle game takes them.
  let paddle = PaddleGameScreen(game: \.extras.vortex, kind: .vortex)
  func tick(at time: Double, in state: inout AppState) -> [Effect] { paddle.tick(at: time, in: &state) }
  func requests(in state: inout AppState) -> [Effect] { [] }
  func leave(for next: Screen, in state: inout AppState) {}
  var takesText: Bool { false }
  func perform(_ command: Command, in state: inout AppState) -> [Effect]? { paddle.perform(command, in: &state) }
  func deadlines(in state: AppState) -> [Double] { paddle.deadlines(in: state) }

  func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    let game = state.extras.vortex
    let board = paddle.header(state, level: true, in: body, into: &grid)
    guard board.height > 0 else { return }
    let theme = Theme.named(state.themeName)
    var canvas = DotCanvas(
      cells: Size(width: board.width, height: board.height), background: GameBoard.background(theme))
    Self.draw(game, on: &canvas, ink: GameBoard.ink(theme))
    canvas.paint(into: &grid, at: Point(x: board.x, y: board.y))
    paddle.message(state, on: board, into: &grid)
  }

  static let edge = RGB(0xB8BCC2)

  /// The round board in the middle of the canvas (pixels are square: two to a cell's height):
  /// each pixel is coloured by what lies under its center, then the ball on top.
  static func draw(_ game: VortexGame, on canvas: inout DotCanvas, ink: RGB) {
    let diameter = Double(min(canvas.width, canvas.height))
    let scale = diameter / (2 * VortexGame.radius)
    let (cx, cy) = (Double(canvas.width) / 2, Double(canvas.height) / 2)
    for py in 0..<canvas.height {
      for px in 0..<canvas.width {
        let p = ((Double(px) + 0.5 - cx) / scale, (Double(py) + 0.5 - cy) / scale)
        if let color = color(at: p, in: game, ink: ink, pixel: 1 / scale) { canvas.set(px, py, color) }
      }
    }
    if game.phase != .over {
      canvas.disc(cx: cx + game.ball.x * scale, cy: cy + game.ball.y * scale, radius: max(0.6, 0.8 * scale), ink)
    }
  }

  /// What is drawn at a point of the board: a standing brick in its ring's colour, the
  /// paddle, the board's edge; nil for empty board. The paddle and the edge are at least a
  /// `pixel` (in board units) thick, so a small display does not break them into dashes.
  static func color(at p: (x: Double, y: Double), in game: VortexGame, ink: RGB, pixel: Double) -> RGB? {
    let r = VortexGame.distance(p)
    if let i = VortexGame.brick(at: p), game.bricks[i] {
      let ring = i / VortexGame.segments
      return BrickScreen.brickColors[(ring * 2) % BrickScreen.brickColors.count]
    }
    if abs(r - (VortexGame.paddleRadius + 0.6)) <= max(0.8, pixel / 2), game.covers(VortexGame.angle(of: p)) {
      return ink
    }
    if abs(r - VortexGame.radius) <= max(0.4, pixel / 2) { return edge }
    return nil
  }
}
