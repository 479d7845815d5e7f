/// Brick (the iPod's Breakout), as rules alone: a board of 40 x 48 units, a wall of bricks,
/// a paddle the wheel moves and a ball stepped 30 times a second of event time. The rules
/// never see the terminal; the screen scales the board to the display.
public struct BrickGame: Equatable, Sendable, PaddleGame {
  public typealias Phase = PaddlePhase

  public static let width = 40.0, height = 48.0
  public static let columns = 8, rows = 5
  public static let brickWidth = 5.0, brickHeight = 2.0, wallTop = 6.0
  public static let paddleWidth = 8.0, paddleY = 45.0, paddleStep = 2.0
  public static let stepSeconds = 1.0 / 30
  public static let startSpeed = 0.6, speedUp = 1.15
  public static let startLives = 3

  public internal(set) var phase = Phase.ready
  /// The paddle's left edge.
  public internal(set) var paddle = (width - paddleWidth) / 2
  public internal(set) var ball = (x: width / 2, y: paddleY - 1)
  public internal(set) var velocity = (dx: 0.0, dy: 0.0)
  /// Which bricks stand, row by row from the top.
  public internal(set) var bricks = Array(repeating: true, count: columns * rows)
  public internal(set) var score = 0
  public internal(set) var lives = startLives
  public internal(set) var level = 1
  /// Event time of the last step taken (nil while the ball is not moving).
  var lastStep: Double?
  var random: SeededRandom

  public init(seed: UInt64) { random = SeededRandom(seed: seed) }

  public static func == (a: BrickGame, b: BrickGame) -> Bool {
    a.phase == b.phase && a.paddle == b.paddle && a.ball == b.ball && a.velocity == b.velocity && a.bricks == b.bricks
      && a.score == b.score && a.lives == b.lives && a.level == b.level && a.lastStep == b.lastStep
      && a.random == b.random
  }

  var speed: Double { Self.startSpeed * power(Self.speedUp, level - 1) }

  /// The wheel: the paddle moves two units a step, stopping at the walls; a resting ball
  /// moves with it. Returns whether it moved.
  public mutating func movePaddle(by steps: Int) -> Bool {
    guard phase == .ready || phase == .playing else { return false }
    let before = paddle
    paddle = min(Self.width - Self.paddleWidth, max(0, paddle + Self.paddleStep * Double(max(-100, min(100, steps)))))
    if phase == .ready { rest() }
    return paddle != before
  }

  /// Up, a little to one side.
  mutating func launch() {
    let dx = (0.3 + 0.3 * random.unit()) * (random.bool() ? 1 : -1)
    velocity = (dx * speed, -speed)
  }

  mutating func restart() { self = BrickGame(random: random) }

  private init(random: SeededRandom) { self.random = random }

  /// One step: move, bounce off the walls, a brick or the paddle, or fall past it.
  mutating func step() {
    let previousY = ball.y
    ball.x += velocity.dx
    ball.y += velocity.dy
    if ball.x < 0 {
      ball.x = -ball.x
      velocity.dx = abs(velocity.dx)
    } else if ball.x > Self.width {
      ball.x = 2 * Self.width - ball.x
      velocity.dx = -abs(velocity.dx)
    }
    if ball.y < 0 {
      ball.y = -ball.y
      velocity.dy = abs(velocity.dy)
    }
    hitBrick()
    if velocity.dy > 0, previousY <= Self.paddleY, ball.y >= Self.paddleY,
      ball.x >= paddle - 0.5, ball.x <= paddle + Self.paddleWidth + 0.5
    {
      bounceOffPaddle()
    } else if ball.y > Self.height {
      loseBall()
    }
  }

  /// The brick under the ball, if any, breaks; the ball turns back vertically.
  mutating func hitBrick() {
    guard let i = Self.brick(at: ball), bricks[i] else { return }
    bricks[i] = false
    score += Self.points(row: i / Self.columns)
    velocity.dy = -velocity.dy
    if !bricks.contains(true) { nextLevel() }
  }

  /// Top rows are worth more: 50, 40, 30, 20, 10.
  public static func points(row: Int) -> Int { (rows - row) * 10 }

  /// The brick index covering a point of the board, if it is inside the wall.
  static func brick(at p: (x: Double, y: Double)) -> Int? {
    let row = Int(((p.y - wallTop) / brickHeight).rounded(.down))
    let column = Int((p.x / brickWidth).rounded(.down))
    guard p.y >= wallTop, row < rows, p.x >= 0, column < columns else { return nil }
    return row * columns + column
  }

  /// The further from the paddle's middle, the sharper the angle, as in Breakout.
  mutating func bounceOffPaddle() {
    let offset = (ball.x - (paddle + Self.paddleWidth / 2)) / (Self.paddleWidth / 2)
    let dx = max(-0.8, min(0.8, offset * 0.8))
    velocity = ((abs(dx) < 0.15 ? (dx < 0 ? -0.15 : 0.15) : dx) * speed, -speed)
    ball.y = 2 * Self.paddleY - ball.y
  }

  mutating func rest() { ball = (paddle + Self.paddleWidth / 2, Self.paddleY - 1) }

  /// Every brick broken: a new wall, a faster ball, resting on the paddle.
  mutating func nextLevel() {
    level += 1
    bricks = Array(repeating: true, count: Self.columns * Self.rows)
    waitOnPaddle()
  }
}

/// `x` to a whole power, for the speed per level (the core has no Foundation).
func power(_ x: Double, _ n: Int) -> Double {
  n <= 0 ? 1 : (1...n).reduce(1) { value, _ in value * x }
}
