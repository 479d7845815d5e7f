/// Parachute (the iPod's take on Sabotage), as rules alone: a gun at the bottom of a 48 x 40
/// board turned by the wheel, helicopters crossing the sky and dropping paratroopers. A hit
/// helicopter is worth 10, a paratrooper 5; five landed paratroopers end the game. Stepped 30
/// times a second of event time, with its randomness from a seed.
public struct ParachuteGame: Equatable, Sendable, SteppedGame {
  public enum Phase: Equatable, Sendable { case ready, playing, paused, over }

  public struct Helicopter: Equatable, Sendable {
    public var x: Double, y: Double
    /// +1 flying right, -1 left.
    public var direction: Double
    /// Where it drops its paratrooper (nil: already dropped).
    public var dropAt: Double?
  }

  public struct Shot: Equatable, Sendable {
    public var x: Double, y: Double, dx: Double, dy: Double
  }

  public struct Trooper: Equatable, Sendable {
    public var x: Double, y: Double
  }

  public static let width = 48.0, height = 40.0
  public static let gunX = 24.0, gunY = 36.0, barrel = 5.0
  public static let maxAngle = 80, angleStep = 5
  public static let shotSpeed = 1.5, helicopterSpeed = 0.4, fallSpeed = 0.2
  public static let maxShots = 4, landingsToLose = 5
  public static let stepSeconds = 1.0 / 30

  public internal(set) var phase = Phase.ready
  /// Degrees from straight up, clockwise positive.
  public internal(set) var angle = 0
  public internal(set) var helicopters: [Helicopter] = []
  public internal(set) var shots: [Shot] = []
  public internal(set) var troopers: [Trooper] = []
  public internal(set) var landed = 0
  public internal(set) var score = 0
  /// Steps until the next helicopter appears.
  var nextHelicopter = 20
  var lastStep: Double?
  var random: SeededRandom

  public init(seed: UInt64) { random = SeededRandom(seed: seed) }

  /// The wheel turns the gun, 5° a step, up to 80° either side.
  public mutating func turn(_ steps: Int) -> Bool {
    guard phase == .playing || phase == .ready else { return false }
    let before = angle
    angle = min(Self.maxAngle, max(-Self.maxAngle, angle + Self.angleStep * max(-100, min(100, steps))))
    return angle != before
  }

  /// The center: start, fire (up to four shots in the air), go on after a pause, play again.
  public mutating func press(at now: Double) {
    switch phase {
    case .ready, .paused:
      phase = .playing
      lastStep = now
    case .playing:
      guard shots.count < Self.maxShots else { return }
      let tip = muzzle
      let direction = Trigonometry.point(atDegrees: Double(angle), radius: Self.shotSpeed)
      shots.append(Shot(x: tip.x, y: tip.y, dx: direction.x, dy: direction.y))
    case .over:
      self = ParachuteGame(random: random)
    }
  }

  private init(random: SeededRandom) { self.random = random }

  public mutating func pause() {
    guard phase == .playing else { return }
    phase = .paused
    lastStep = nil
  }

  /// Where shots leave the barrel.
  public var muzzle: (x: Double, y: Double) {
    let p = Trigonometry.point(atDegrees: Double(angle), radius: Self.barrel)
    return (Self.gunX + p.x, Self.gunY + p.y)
  }

  var isRunning: Bool { phase == .playing }

  /// Steps the game for the time passed.
  public mutating func advance(to now: Double) { advanceSteps(to: now) }

  mutating func step() {
    spawn()
    for i in helicopters.indices {
      helicopters[i].x += helicopters[i].direction * Self.helicopterSpeed
      if let drop = helicopters[i].dropAt, abs(helicopters[i].x - drop) < Self.helicopterSpeed {
        troopers.append(Trooper(x: drop, y: helicopters[i].y + 2))
        helicopters[i].dropAt = nil
      }
    }
    helicopters.removeAll { $0.x < -4 || $0.x > Self.width + 4 }
    for i in shots.indices {
      shots[i].x += shots[i].dx
      shots[i].y += shots[i].dy
    }
    shots.removeAll { $0.x < 0 || $0.x > Self.width || $0.y < 0 }
    for i in troopers.indices { troopers[i].y += Self.fallSpeed }
    collide()
    let ground = Self.height - 1
    let landing = troopers.filter { $0.y >= ground }.count
    troopers.removeAll { $0.y >= ground }
    landed += landing
    if landed >= Self.landingsToLose {
      phase = .over
      lastStep = nil
    }
  }

  /// A helicopter now and then from either side, sooner as the score grows.
  mutating func spawn() {
    nextHelicopter -= 1
    guard nextHelicopter <= 0 else { return }
    let quickest = max(25, 90 - score / 10)
    nextHelicopter = random.int(in: quickest...(quickest + 60))
    let fromLeft = random.bool()
    let y = random.bool() ? 3.0 : 8.0
    var drop = Double(random.int(in: 4...44))
    if abs(drop - Self.gunX) < 4 { drop += drop < Self.gunX ? -5 : 5 }
    helicopters.append(Helicopter(x: fromLeft ? -3 : Self.width + 3, y: y, direction: fromLeft ? 1 : -1, dropAt: drop))
  }

  /// Shots that reach a helicopter (3 units either side, 1 up or down) or a paratrooper
  /// (his canopy and body) take it down.
  mutating func collide() {
    var spent = Set<Int>()
    for (s, shot) in shots.enumerated() {
      if let h = helicopters.firstIndex(where: { abs($0.x - shot.x) <= 3 && abs($0.y - shot.y) <= 1.2 }) {
        helicopters.remove(at: h)
        score += 10
        spent.insert(s)
      } else if let t = troopers.firstIndex(where: {
        abs($0.x - shot.x) <= 1.5 && shot.y >= $0.y - 3 && shot.y <= $0.y + 1
      }) {
        troopers.remove(at: t)
        score += 5
        spent.insert(s)
      }
    }
    shots = shots.enumerated().filter { !spent.contains($0.offset) }.map(\.element)
  }
}
