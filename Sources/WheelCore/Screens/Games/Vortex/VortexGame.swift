/// Vortex (the 6G iPod's game), as rules alone: rings of bricks around the middle of a round
/// board, a paddle the wheel moves round its edge, and a ball stepped 30 times a second that
/// flies inward to the bricks, bounces back out to the paddle, and is lost past the edge.
/// Angles are degrees clockwise from 12 o'clock (`Trigonometry`), as the wheel turns, so a
/// clockwise turn moves the paddle clockwise. The rules never see the terminal.
public struct VortexGame: Equatable, Sendable, PaddleGame {
  public typealias Phase = PaddlePhase

  /// The board is the circle of this radius around (0, 0).
  public static let radius = 24.0
  public static let paddleRadius = 21.0
  /// Degrees either side of the paddle's middle; a wheel step moves it `paddleStep`.
  public static let paddleHalfArc = 18.0, paddleStep = 6.0
  /// Each ring is `ringDepth` thick around its radius, cut into `segments` bricks.
  public static let ringRadii = [7.0, 10.0, 13.0]
  public static let ringDepth = 2.0
  public static let segments = 16
  public static let stepSeconds = 1.0 / 30
  public static let startSpeed = 0.45, speedUp = 1.12, startLives = 3

  /// The layouts, one a level and round again (faster): per ring, inner first, "#" for a brick.
  static let layouts: [[String]] = [
    ["................", "################", "................"],
    ["################", "................", "################"],
    ["#.#.#.#.#.#.#.#.", ".#.#.#.#.#.#.#.#", "#.#.#.#.#.#.#.#."],
    ["####....####....", "..####....####..", "################"],
    ["################", "################", "################"],
  ]

  public internal(set) var phase = Phase.ready
  /// The paddle's middle; it starts at 6 o'clock.
  public internal(set) var paddle = 180.0
  public internal(set) var ball = (x: 0.0, y: 0.0)
  public internal(set) var velocity = (dx: 0.0, dy: 0.0)
  /// Which bricks stand, ring by ring from the inside, each ring clockwise from 12 o'clock.
  public internal(set) var bricks: [Bool]
  public internal(set) var score = 0
  public internal(set) var lives = startLives
  public internal(set) var level = 1
  /// Event time of the last step taken (nil while the ball is not moving).
  var lastStep: Double?
  var random: SeededRandom

  public init(seed: UInt64) { self.init(random: SeededRandom(seed: seed)) }

  private init(random: SeededRandom) {
    self.random = random
    bricks = Self.layout(level: 1)
    rest()
  }

  public static func == (a: VortexGame, b: VortexGame) -> Bool {
    a.phase == b.phase && a.paddle == b.paddle && a.ball == b.ball && a.velocity == b.velocity && a.bricks == b.bricks
      && a.score == b.score && a.lives == b.lives && a.level == b.level && a.lastStep == b.lastStep
      && a.random == b.random
  }

  static func layout(level: Int) -> [Bool] {
    layouts[(level - 1) % layouts.count].flatMap { ring in ring.map { $0 == "#" } }
  }

  var speed: Double { Self.startSpeed * power(Self.speedUp, min(level, 8) - 1) }

  /// The wheel moves the paddle round the edge; a resting ball moves with it.
  public mutating func movePaddle(by steps: Int) -> Bool {
    guard phase == .ready || phase == .playing, steps != 0 else { return false }
    paddle = Self.normalized(paddle + Self.paddleStep * Double(max(-100, min(100, steps))))
    if phase == .ready { rest() }
    return true
  }

  /// Towards the middle, a little to one side.
  mutating func launch() {
    let aside = (5 + 15 * random.unit()) * (random.bool() ? 1 : -1)
    aim(towards: paddle + 180 + aside)
  }

  mutating func restart() { self = VortexGame(random: random) }

  /// One step: move; break a brick and turn back; meet the paddle and go back in; or pass the edge.
  mutating func step() {
    let before = Self.distance(ball)
    ball.x += velocity.dx
    ball.y += velocity.dy
    let after = Self.distance(ball)
    hitBrick()
    let outward = velocity.dx * ball.x + velocity.dy * ball.y > 0
    if outward, before < Self.paddleRadius, after >= Self.paddleRadius, covers(Self.angle(of: ball)) {
      bounceOffPaddle()
    } else if after > Self.radius {
      loseBall()
    }
  }

  /// Whether the paddle covers the direction `degrees` (its ends with half a unit to spare).
  func covers(_ degrees: Double) -> Bool {
    abs(Self.difference(degrees, paddle)) <= Self.paddleHalfArc + 1
  }

  /// The brick under the ball, if any, breaks and the ball turns back along the radius, as
  /// off a wall facing the middle.
  mutating func hitBrick() {
    guard let i = Self.brick(at: ball), bricks[i] else { return }
    bricks[i] = false
    score += Self.points(ring: i / Self.segments)
    let r = Self.distance(ball)
    let (nx, ny) = (ball.x / r, ball.y / r)
    let along = velocity.dx * nx + velocity.dy * ny
    velocity = (velocity.dx - 2 * along * nx, velocity.dy - 2 * along * ny)
    if !bricks.contains(true) { nextLevel() }
  }

  /// Inner rings are harder to reach and worth more: 30, 20, 10.
  public static func points(ring: Int) -> Int { (ringRadii.count - ring) * 10 }

  /// The brick index covering a point of the board, if it lies in a ring.
  static func brick(at p: (x: Double, y: Double)) -> Int? {
    let r = distance(p)
    guard let ring = ringRadii.firstIndex(where: { abs(r - $0) <= ringDepth / 2 }) else { return nil }
    let segment = Int(normalized(angle(of: p)) / (360 / Double(segments))) % segments
    return ring * segments + segment
  }

  /// Back towards the middle, turned aside by where it met the paddle (up to 40° at the
  /// ends), as Brick's paddle sends the ball at an angle.
  mutating func bounceOffPaddle() {
    let offset = Self.difference(Self.angle(of: ball), paddle) / Self.paddleHalfArc
    let r = Self.distance(ball)
    let inside = Self.point(atDegrees: Self.angle(of: ball), radius: 2 * Self.paddleRadius - r)
    aim(towards: Self.angle(of: ball) + 180 + max(-1, min(1, offset)) * 40)
    ball = inside
  }

  private mutating func aim(towards degrees: Double) {
    let direction = Self.point(atDegrees: degrees, radius: speed)
    velocity = (direction.x, direction.y)
  }

  /// Every brick broken: the next layout, a faster ball, resting on the paddle.
  mutating func nextLevel() {
    level += 1
    bricks = Self.layout(level: level)
    waitOnPaddle()
  }

  /// The ball on the paddle's inner side.
  mutating func rest() { ball = Self.point(atDegrees: paddle, radius: Self.paddleRadius - 1) }

  static func point(atDegrees degrees: Double, radius: Double) -> (x: Double, y: Double) {
    Trigonometry.point(atDegrees: degrees, radius: radius)
  }
  static func angle(of p: (x: Double, y: Double)) -> Double { Trigonometry.degrees(dx: p.x, dy: p.y) }
  static func distance(_ p: (x: Double, y: Double)) -> Double { Trigonometry.length(dx: p.x, dy: p.y) }
  /// An angle in 0..<360.
  static func normalized(_ degrees: Double) -> Double {
    let d = degrees.truncatingRemainder(dividingBy: 360)
    return d < 0 ? d + 360 : d
  }
  /// `a - b` the short way round, in -180...180.
  static func difference(_ a: Double, _ b: Double) -> Double {
    let d = normalized(a - b)
    return d > 180 ? d - 360 : d
  }
}
