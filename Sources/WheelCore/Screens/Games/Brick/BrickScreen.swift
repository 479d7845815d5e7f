/// Brick on the display: the wheel moves the paddle, the center launches and pauses, MENU
/// pauses and goes back (the game waits there).
struct BrickScreen: ScreenHome {
  let name = "Brick"
  func title(in state: AppState) -> String { name }
  func content(in state: AppState) -> ListContent? { nil }
  /// Turns, presses and time as every paddle game takes them.
  let paddle = PaddleGameScreen(game: \.extras.brick, kind: .brick)
  func tick(at time: Double, in state: inout AppState) -> [Effect] { paddle.tick(at: time, in: &state) }
  func requests(in state: inout AppState) -> [Effect] { [] }
  func leave(for next: Screen, in state: inout AppState) {}
  var takesText: Bool { false }
  func perform(_ command: Command, in state: inout AppState) -> [Effect]? { paddle.perform(command, in: &state) }
  func deadlines(in state: AppState) -> [Double] { paddle.deadlines(in: state) }

  static let brickColors = [RGB(0xD23C3C), RGB(0xE8892E), RGB(0xE3C230), RGB(0x4BAE4F), RGB(0x3C7FD2)]

  func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    let game = state.extras.brick
    let board = paddle.header(state, level: false, in: body, into: &grid)
    guard board.height > 0 else { return }
    let theme = Theme.named(state.themeName)
    var canvas = DotCanvas(
      cells: Size(width: board.width, height: board.height), background: GameBoard.background(theme))
    let scale = BoardScale(
      boardWidth: BrickGame.width, boardHeight: BrickGame.height, canvasWidth: Double(canvas.width),
      canvasHeight: Double(canvas.height))
    for (i, standing) in game.bricks.enumerated() where standing {
      let row = i / BrickGame.columns
      let column = i % BrickGame.columns
      let x = Double(column) * BrickGame.brickWidth
      let y = BrickGame.wallTop + Double(row) * BrickGame.brickHeight
      scale.fill(
        &canvas, x: x, y: y, width: BrickGame.brickWidth - 0.6, height: BrickGame.brickHeight - 0.4,
        Self.brickColors[row % Self.brickColors.count])
    }
    let ink = GameBoard.ink(theme)
    scale.fill(&canvas, x: game.paddle, y: BrickGame.paddleY, width: BrickGame.paddleWidth, height: 1, ink)
    if game.phase != .over {
      scale.fill(&canvas, x: game.ball.x - 0.5, y: game.ball.y - 0.5, width: 1, height: 1, ink)
    }
    canvas.paint(into: &grid, at: Point(x: board.x, y: board.y))
    paddle.message(state, on: board, into: &grid)
  }
}

/// What the game screens share: a score line, the board's colours, a message over it.
enum GameBoard {
  /// The score line at the top (when there is room for a board below); returns the board.
  static func header(_ left: String, right: String, in body: Rect, into grid: inout Grid) -> Rect {
    guard body.height >= 3 else { return body }
    grid.write(left, at: Point(x: body.x + 1, y: body.y), role: .emphasis, maxWidth: body.width - 2)
    let width = TextWidth.of(right, in: grid.widths)
    if width + TextWidth.of(left, in: grid.widths) + 3 <= body.width {
      grid.write(right, at: Point(x: body.maxX - 1 - width, y: body.y), role: .row)
    }
    return Rect(x: body.x, y: body.y + 1, width: body.width, height: body.height - 1)
  }

  /// The LCD's own white, so the board is part of the display.
  static func background(_ theme: Theme) -> RGB { theme.colors(for: .row)?.bg ?? RGB(0xF7F8F8) }
  static func ink(_ theme: Theme) -> RGB { RGB(0x2A2A2C) }

  /// A line of text across the middle of the board, on the overlay's colours.
  static func message(_ text: String, in board: Rect, into grid: inout Grid) {
    guard board.height > 0 else { return }
    let line = Rect(x: board.x, y: board.y + board.height / 2, width: board.width, height: 1)
    let shown = TextWidth.truncated(text, toWidth: max(1, board.width - 2), in: grid.widths)
    let width = TextWidth.of(shown, in: grid.widths)
    let box = Rect(x: line.x + (line.width - width) / 2 - 1, y: line.y, width: width + 2, height: 1)
    grid.fill(box, role: .overlay)
    grid.write(shown, at: Point(x: box.x + 1, y: box.y), role: .overlay)
  }
}
