/// Parachute on the display: the wheel turns the gun, the center fires; MENU pauses and
/// goes back.
struct ParachuteScreen: ScreenHome {
  let name = "Parachute"
  func title(in state: AppState) -> String { name }
  func content(in state: AppState) -> ListContent? { nil }
  /// The game moves on while its screen shows (it waits when left); its end records the score.
  func tick(at time: Double, in state: inout AppState) -> [Effect] {
    let was = state.extras.parachute.phase
    state.extras.parachute.advance(to: time)
    return was != .over && state.extras.parachute.phase == .over
      ? state.record(state.extras.parachute.score, for: .parachute) : []
  }
  func requests(in state: inout AppState) -> [Effect] { [] }
  func leave(for next: Screen, in state: inout AppState) {}
  var takesText: Bool { false }

  func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    switch command {
    case .turn(let steps):
      return state.extras.parachute.turn(steps) ? state.clicks(forRows: 1) : []
    case .select, .pick:
      state.extras.parachute.press(at: state.now)
      return []
    case .menu:
      state.extras.parachute.pause()
      return nil
    default: return nil
    }
  }

  func deadlines(in state: AppState) -> [Double] { state.extras.parachute.nextStep.map { [$0] } ?? [] }

  func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    let game = state.extras.parachute
    let board = GameBoard.header(
      "Score \(game.score)", right: "Landed \(game.landed)/\(ParachuteGame.landingsToLose)", in: body, into: &grid)
    guard board.height > 0 else { return }
    let theme = Theme.named(state.themeName)
    var canvas = DotCanvas(
      cells: Size(width: board.width, height: board.height), background: GameBoard.background(theme))
    let scale = BoardScale(
      boardWidth: ParachuteGame.width, boardHeight: ParachuteGame.height, canvasWidth: Double(canvas.width),
      canvasHeight: Double(canvas.height))
    let ink = GameBoard.ink(theme)
    scale.fill(&canvas, x: 0, y: ParachuteGame.height - 1, width: ParachuteGame.width, height: 1, RGB(0x6B8E3A))
    for h in game.helicopters {
      scale.fill(&canvas, x: h.x - 3, y: h.y - 1, width: 6, height: 0.6, ink)  // rotor
      scale.fill(&canvas, x: h.x - 2, y: h.y, width: 4, height: 1.5, RGB(0x3C6FB4))  // body
      scale.fill(&canvas, x: h.x + (h.direction > 0 ? -3.5 : 2), y: h.y + 0.3, width: 1.5, height: 0.6, ink)  // tail
    }
    for t in game.troopers {
      scale.fill(&canvas, x: t.x - 1.5, y: t.y - 3, width: 3, height: 1.2, RGB(0xE8892E))  // canopy
      scale.fill(&canvas, x: t.x - 0.4, y: t.y - 1, width: 0.8, height: 1.6, ink)
    }
    for s in game.shots { scale.fill(&canvas, x: s.x - 0.3, y: s.y - 0.3, width: 0.6, height: 0.6, RGB(0xD0302A)) }
    let muzzle = game.muzzle
    canvas.line(
      from: (scale.x(ParachuteGame.gunX), scale.y(ParachuteGame.gunY)), to: (scale.x(muzzle.x), scale.y(muzzle.y)),
      thickness: max(1, scale.x(1.2)), ink)
    scale.fill(&canvas, x: ParachuteGame.gunX - 3, y: ParachuteGame.gunY, width: 6, height: 3, ink)
    canvas.paint(into: &grid, at: Point(x: board.x, y: board.y))
    switch game.phase {
    case .ready: GameBoard.message("Center starts · then fires", in: board, into: &grid)
    case .paused: GameBoard.message("Paused · Center goes on", in: board, into: &grid)
    case .over: GameBoard.message("Game over · best \(state.extras.scores[.parachute])", in: board, into: &grid)
    case .playing: break
    }
  }
}
