/// Where a paddle game is: the ball resting on the paddle until the center launches it, in
/// play, paused, or the game over.
public enum PaddlePhase: Equatable, Sendable { case ready, playing, paused, over }

/// What Brick and Vortex share: a ball stepped in event time that rests on a paddle until the
/// center launches it, a pause, lives, levels, and a game over the center starts again. Each
/// game keeps its own board and its own way of launching; this is the rest, written once.
protocol PaddleGame: SteppedGame {
  var phase: PaddlePhase { get set }
  var score: Int { get }
  var lives: Int { get set }
  var level: Int { get }
  var velocity: (dx: Double, dy: Double) { get set }
  mutating func movePaddle(by steps: Int) -> Bool
  /// Sends the resting ball off the paddle.
  mutating func launch()
  /// The ball back on the paddle.
  mutating func rest()
  /// A new game, going on with the same randomness.
  mutating func restart()
}

extension PaddleGame {
  var isRunning: Bool { phase == .playing }

  /// The center: launch, pause, go on, or start a new game after the last.
  mutating func press(at now: Double) {
    switch phase {
    case .ready:
      launch()
      phase = .playing
      lastStep = now
    case .playing:
      phase = .paused
      lastStep = nil
    case .paused:
      phase = .playing
      lastStep = now
    case .over:
      restart()
    }
  }

  /// Steps the ball for the time passed. Returns the score gained.
  @discardableResult
  mutating func advance(to now: Double) -> Int {
    let before = score
    advanceSteps(to: now)
    return score - before
  }

  /// A ball lost: one life less, then the ball waits on the paddle, or the game is over.
  mutating func loseBall() {
    lives -= 1
    if lives <= 0 {
      phase = .over
      lastStep = nil
      velocity = (0, 0)
    } else {
      waitOnPaddle()
    }
  }

  /// The ball stops and rests on the paddle until the center launches it (a new life, a new level).
  mutating func waitOnPaddle() {
    phase = .ready
    lastStep = nil
    velocity = (0, 0)
    rest()
  }
}

/// What the screens of the paddle games share: the wheel moves the paddle, the center
/// launches and pauses, MENU pauses and goes back (the game waits there while it is left);
/// time moves the game while its screen shows, and the end of a game records its score.
struct PaddleGameScreen<G: PaddleGame> {
  let game: WritableKeyPath<AppState, G>
  let kind: Game

  func tick(at time: Double, in state: inout AppState) -> [Effect] {
    let was = state[keyPath: game].phase
    state[keyPath: game].advance(to: time)
    let now = state[keyPath: game]
    return was != .over && now.phase == .over ? state.record(now.score, for: kind) : []
  }

  func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    switch command {
    case .turn(let steps):
      return state[keyPath: game].movePaddle(by: steps) ? state.clicks(forRows: 1) : []
    case .select, .pick:
      state[keyPath: game].press(at: state.now)
      return []
    case .menu:
      if state[keyPath: game].phase == .playing { state[keyPath: game].press(at: state.now) }
      return nil
    default: return nil
    }
  }

  func deadlines(in state: AppState) -> [Double] { state[keyPath: game].nextStep.map { [$0] } ?? [] }

  /// The score line: the score (and the level, when asked for), the lives as dots on the
  /// right. Returns the board below it.
  func header(_ state: AppState, level: Bool, in body: Rect, into grid: inout Grid) -> Rect {
    let now = state[keyPath: game]
    let dots = String(repeating: state.glyphs.check == "*" ? "o" : "●", count: max(0, now.lives))
    let left = "Score \(now.score)" + (level ? "  Level \(now.level)" : "")
    return GameBoard.header(left, right: dots, in: body, into: &grid)
  }

  /// What the board says over itself when the ball is not in play.
  func message(_ state: AppState, on board: Rect, into grid: inout Grid) {
    let now = state[keyPath: game]
    switch now.phase {
    case .ready:
      GameBoard.message(now.score == 0 && now.level == 1 ? "Center starts" : "Center launches", in: board, into: &grid)
    case .paused: GameBoard.message("Paused", in: board, into: &grid)
    case .over: GameBoard.message("Game over · best \(state.extras.scores[kind])", in: board, into: &grid)
    case .playing: break
    }
  }
}
