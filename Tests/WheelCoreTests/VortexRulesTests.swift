import Testing

@testable import WheelCore

/// Vortex's rules as a pure value: the paddle round the edge, the ball in and out, bricks in
/// rings, levels and lives, with time in events and randomness from a seed.
@Suite struct VortexRulesTests {
  typealias Game = VortexGame

  static func distance(_ game: Game) -> Double { Game.distance(game.ball) }

  @Test func theWheelMovesThePaddleRoundTheEdgeAndTheRestingBallWithIt() {
    var game = Game(seed: 7)
    #expect(game.paddle == 180 && game.bricks == Game.layout(level: 1))
    let moved = game.movePaddle(by: 2)
    #expect(moved && game.paddle == 180 + 2 * Game.paddleStep)
    #expect(abs(Game.difference(Game.angle(of: game.ball), game.paddle)) < 1e-9, "the ball rides on the paddle")
    #expect(abs(Self.distance(game) - (Game.paddleRadius - 1)) < 1e-9)
    _ = game.movePaddle(by: 30)
    #expect(abs(game.paddle - 12) < 1e-9, "past 12 o'clock it comes round")
    _ = game.movePaddle(by: -3)
    #expect(abs(game.paddle - 354) < 1e-9)
  }

  @Test func theCenterLaunchesTheBallInwardThenPausesAndGoesOn() {
    var game = Game(seed: 7)
    game.press(at: 10)
    #expect(game.phase == .playing && game.nextStep == 10 + Game.stepSeconds)
    let start = Self.distance(game)
    game.advance(to: 10.5)
    #expect(Self.distance(game) < start - 5, "half a second took it towards the middle")
    game.press(at: 10.5)
    let paused = game.ball
    game.advance(to: 20)
    #expect(game.phase == .paused && game.ball == paused)
    game.press(at: 20)
    #expect(game.nextStep == 20 + Game.stepSeconds)
  }

  /// A brick in the middle ring (radius 10) at 3 o'clock: the ball going in breaks it, scores
  /// by its ring and comes back out; the other rings' bricks are worth more inside.
  @Test func aBrickBreaksScoresByItsRingAndSendsTheBallBackOut() {
    var game = Game(seed: 1)
    game.phase = .playing
    game.ball = (11.3, 0)
    game.velocity = (-0.5, 0)
    game.step()
    let index = Game.segments + 4  // ring 1; 3 o'clock is 90°, the fifth of sixteen segments
    #expect(!game.bricks[index] && game.bricks.filter { $0 }.count == Game.segments - 1)
    #expect(game.score == Game.points(ring: 1) && game.score == 20)
    #expect(game.velocity.dx > 0, "back out")
    #expect(Game.points(ring: 0) == 30 && Game.points(ring: 2) == 10)
    game.ball = (0, -5)
    game.velocity = (0, -0.5)
    game.step()
    #expect(game.score == 20, "no brick in the inner ring on level 1: the ball flies on")
  }

  @Test func thePaddleSendsTheBallBackInAtAnAngleFromWhereItMeets() {
    var game = Game(seed: 1)
    game.phase = .playing
    let near = Game.point(atDegrees: 180 + 10, radius: Game.paddleRadius - 0.2)
    game.ball = near
    game.velocity = (near.x / Game.paddleRadius * 0.45, near.y / Game.paddleRadius * 0.45)
    game.step()
    #expect(game.phase == .playing && Self.distance(game) < Game.paddleRadius)
    let heading = Game.angle(of: (game.velocity.dx, game.velocity.dy))
    #expect(abs(Game.difference(heading, 10) - 40 * 10 / Game.paddleHalfArc) < 1e-6, "inward, turned by the offset")
  }

  @Test func aMissedBallCostsALifeAndTheLastEndsTheGame() {
    var game = Game(seed: 1)
    for life in (0..<Game.startLives).reversed() {
      game.phase = .playing
      game.lastStep = 0
      let away = Game.point(atDegrees: game.paddle + 90, radius: Game.paddleRadius - 0.2)
      game.ball = away
      game.velocity = (away.x / Game.paddleRadius, away.y / Game.paddleRadius)
      for _ in 0..<10 where game.phase == .playing { game.step() }
      #expect(game.lives == life)
    }
    #expect(game.phase == .over)
    game.press(at: 5)
    #expect(game.phase == .ready && game.lives == Game.startLives && game.score == 0 && game.level == 1)
  }

  @Test func clearingTheRingsStartsTheNextLayoutFaster() {
    var game = Game(seed: 1)
    game.phase = .playing
    game.bricks = Array(repeating: false, count: game.bricks.count)
    game.bricks[Game.segments + 4] = true
    game.ball = (11.3, 0)
    game.velocity = (-0.5, 0)
    game.step()
    #expect(game.level == 2 && game.phase == .ready && game.bricks == Game.layout(level: 2))
    #expect(Game.layout(level: 2) != Game.layout(level: 1))
    #expect(Game.layout(level: Game.layouts.count + 1) == Game.layout(level: 1), "round again")
    game.press(at: 0)
    let speed = Game.distance((game.velocity.dx, game.velocity.dy))
    #expect(speed > Game.startSpeed)
  }

  @Test func theSameSeedPlaysTheSameGameAndAGameEnds() {
    func play(_ seed: UInt64) -> Game {
      var game = Game(seed: seed)
      game.press(at: 0)
      var t = 0.0
      while game.phase != .over, t < 2000 {
        t += 0.5
        game.advance(to: t)
        if game.phase == .ready { game.press(at: t) }
      }
      return game
    }
    #expect(play(42) == play(42))
    #expect(play(42) != play(43))
    #expect(play(42).phase == .over, "a paddle that never moves loses every ball in the end")
  }

  @Test func aFinishedGameRecordsItsHighScoreOnce() {
    var app = state(size: Size(width: 60, height: 24))
    app.push(.extra(.vortex))
    _ = app.update(key(.enter, at: 1))
    app.extras.vortex.score = 40
    var saves: [Effect] = []
    var t = 1.0
    while app.extras.vortex.phase != .over, t < 3000 {
      t = app.nextDeadline ?? t + 1
      saves += app.update(.ticked(at: t)).filter { if case .extras(.saveHighScores) = $0 { true } else { false } }
      if app.extras.vortex.phase == .ready { _ = app.update(key(.enter, at: t)) }
    }
    #expect(saves.count == 1)
    #expect(app.extras.scores[.vortex] >= 40)
  }
}
