import Testing

@testable import WheelCore

/// Each game's rules as pure values: time in events, randomness from a seed.
@Suite struct GameRulesTests {
  // MARK: Brick

  @Test func theWheelMovesThePaddleAndTheRestingBallStopsAtTheWalls() {
    var game = BrickGame(seed: 7)
    let start = game.paddle
    let moved = game.movePaddle(by: 3)
    #expect(moved)
    #expect(game.paddle == start + 3 * BrickGame.paddleStep)
    #expect(game.ball.x == game.paddle + BrickGame.paddleWidth / 2, "the resting ball rides on the paddle")
    _ = game.movePaddle(by: -100)
    #expect(game.paddle == 0)
    let pastWall = game.movePaddle(by: -1)
    #expect(!pastWall, "no move past the wall")
    _ = game.movePaddle(by: 100)
    #expect(game.paddle == BrickGame.width - BrickGame.paddleWidth)
  }

  @Test func centerLaunchesPausesAndGoesOn() {
    var game = BrickGame(seed: 7)
    game.press(at: 10)
    #expect(game.phase == .playing && game.velocity.dy < 0)
    #expect(game.nextStep == 10 + BrickGame.stepSeconds)
    game.advance(to: 11)
    let y = game.ball.y
    #expect(y < BrickGame.paddleY - 10, "a second of steps moved the ball up")
    game.press(at: 11)
    #expect(game.phase == .paused && game.nextStep == nil)
    game.advance(to: 20)
    #expect(game.ball.y == y, "paused, time does not move it")
    game.press(at: 20)
    #expect(game.nextStep == 20 + BrickGame.stepSeconds)
  }

  @Test func theBallBouncesOffThePaddleAtAnAngleFromWhereItHits() {
    var game = BrickGame(seed: 1)
    game.phase = .playing
    game.paddle = 10
    game.ball = (17.5, BrickGame.paddleY - 0.3)  // near the right end
    game.velocity = (0, 0.6)
    game.step()
    #expect(game.velocity.dy < 0, "turned back up")
    #expect(game.velocity.dx > 0.3, "right of the middle sends it right")
    game.ball = (10.5, BrickGame.paddleY - 0.3)
    game.velocity = (0, 0.6)
    game.step()
    #expect(game.velocity.dx < -0.3, "left of the middle sends it left")
  }

  @Test func aBrickBreaksScoresByItsRowAndTurnsTheBall() {
    var game = BrickGame(seed: 1)
    game.phase = .playing
    // Just under the bottom row (row 4), in column 2, going up.
    game.ball = (12, BrickGame.wallTop + 5 * BrickGame.brickHeight + 0.3)
    game.velocity = (0, -0.6)
    game.step()
    let index = 4 * BrickGame.columns + 2
    #expect(!game.bricks[index])
    #expect(game.score == BrickGame.points(row: 4) && game.score == 10)
    #expect(game.velocity.dy > 0)
    #expect(BrickGame.points(row: 0) == 50)
  }

  @Test func aMissedBallCostsALifeAndTheLastEndsTheGame() {
    var game = BrickGame(seed: 1)
    for life in (0..<BrickGame.startLives).reversed() {
      game.phase = .playing
      game.lastStep = 0
      game.paddle = 0
      game.ball = (35, BrickGame.height - 0.2)
      game.velocity = (0, 0.6)
      game.step()
      #expect(game.lives == life)
    }
    #expect(game.phase == .over)
    game.press(at: 5)
    #expect(game.phase == .ready && game.lives == BrickGame.startLives && game.score == 0, "center starts again")
  }

  @Test func clearingTheWallStartsAFasterLevel() {
    var game = BrickGame(seed: 1)
    game.phase = .playing
    game.bricks = Array(repeating: false, count: game.bricks.count)
    game.bricks[0] = true
    game.ball = (1, BrickGame.wallTop + 1.2)
    game.velocity = (0, -0.6)
    game.step()
    #expect(game.level == 2 && game.phase == .ready && game.bricks.allSatisfy { $0 })
    game.press(at: 0)
    #expect(abs(game.velocity.dy) > BrickGame.startSpeed)
  }

  @Test func theSameSeedPlaysTheSameGame() {
    func play(_ seed: UInt64) -> BrickGame {
      var game = BrickGame(seed: seed)
      game.press(at: 0)
      for t in 1...40 {
        _ = game.movePaddle(by: t % 3 - 1)
        game.advance(to: Double(t) * 0.5)
      }
      return game
    }
    #expect(play(42) == play(42))
    #expect(play(42) != play(43))
  }

  // MARK: Music Quiz

  static func tracks(_ titles: [String]) -> [Track] {
    titles.enumerated().map {
      Track(id: Int64($0.offset), path: "/m/\($0.offset).flac", title: $0.element, duration: 200)
    }
  }

  @Test func aQuestionOffersFourDifferentTitlesWithTheSongAmongThem() {
    var quiz = QuizGame(seed: 3)
    let library = Self.tracks(["A", "a", "B", "C", "D", "E"])
    let song = quiz.start(from: library, at: 0)
    #expect(song != nil)
    #expect(quiz.choices.count == 4)
    #expect(Set(quiz.choices.map { $0.title.lowercased() }).count == 4, "titles differ, case aside")
    #expect(quiz.choices[quiz.answer] == song)
    #expect(quiz.phase == .asking(until: QuizGame.answerSeconds))
  }

  @Test func aLibraryWithoutFourTitlesCannotPlay() {
    var quiz = QuizGame(seed: 3)
    #expect(!QuizGame.canPlay(Self.tracks(["A", "a", "B", "C"])))
    #expect(quiz.start(from: Self.tracks(["A", "B", "C"]), at: 0) == nil)
    #expect(quiz.phase == .intro)
  }

  @Test func theRightAnswerScoresByTheTimeLeftAndAWrongOneNothing() {
    var quiz = QuizGame(seed: 3)
    let library = Self.tracks(["A", "B", "C", "D", "E", "F"])
    _ = quiz.start(from: library, at: 100)
    _ = quiz.turn(quiz.answer)
    quiz.choose(at: 103.5)  // 6.5 s left: 7 whole seconds
    #expect(quiz.gained == 70 && quiz.score == 70)
    #expect(quiz.advance(to: 105, tracks: library) == nil, "the answer shows for 2 s")
    let next = quiz.advance(to: 105.5, tracks: library)
    #expect(next != nil && quiz.round == 2)
    _ = quiz.turn(quiz.answer == 0 ? 1 : -quiz.answer)  // a wrong one
    quiz.choose(at: 106)
    #expect(quiz.gained == 0 && quiz.score == 70)
  }

  @Test func timeRunsOutThenTheGameEndsAfterTen() {
    var quiz = QuizGame(seed: 9)
    let library = Self.tracks(["A", "B", "C", "D", "E", "F"])
    _ = quiz.start(from: library, at: 0)
    var t = 0.0
    while quiz.phase != .finished, t < 1000 {
      t = quiz.deadline ?? t + 1
      _ = quiz.advance(to: t, tracks: library)
    }
    #expect(quiz.phase == .finished && quiz.score == 0)
    #expect(t == Double(QuizGame.questions) * (QuizGame.answerSeconds + QuizGame.showAnswerSeconds))
  }

  @Test func theQuizScreenPausesTheMusicAndPlaysAClipThenStopsItOnAnswer() {
    var app = state(size: Size(width: 60, height: 24))
    _ = app.update(
      .libraryLoaded(LibraryIndex(tracks: Self.tracks(["A", "B", "C", "D", "E"])), playlists: [], path: "/m"))
    app.push(.extra(.quiz))
    let start = app.update(key(.enter, at: 5))
    guard case .extras(.playClip(let song, let from, let seconds, _)) = start.last else {
      Issue.record("no clip: \(start)")
      return
    }
    #expect(app.extras.quiz.choices.contains(song) && seconds == QuizGame.answerSeconds && from >= 0)
    #expect(app.update(key(.enter, at: 6)).contains(.extras(.stopClip)))
    #expect(app.update(key(.escape, at: 7)).contains(.extras(.stopClip)))
    #expect(app.screen != .extra(.quiz))
  }

  /// Podcast episodes and audiobook parts are not songs: they are never the song to name nor
  /// an answer, and they do not count towards the four titles a game needs (issue 26).
  @Test func theQuizAsksOnlyMusic() {
    var tracks = Self.tracks(["A", "B", "C", "D"])
    for i in 0..<12 {
      tracks.append(
        Track(id: Int64(100 + i), path: "/m/Podcasts/Show/ep\(i).mp3", title: "Episode \(i)", genre: "Podcast"))
      tracks.append(Track(id: Int64(200 + i), path: "/m/book\(i).m4b", title: "Chapter \(i)", duration: 900))
    }
    var app = state(size: Size(width: 60, height: 24))
    _ = app.update(.libraryLoaded(LibraryIndex(tracks: tracks), playlists: [], path: "/m"))
    app.push(.extra(.quiz))
    var t = 1.0
    _ = app.update(key(.enter, at: t))
    var asked = 0
    while app.extras.quiz.phase != .finished, t < 1000 {
      if case .asking = app.extras.quiz.phase {
        asked += 1
        #expect(Set(app.extras.quiz.choices.map(\.title)) == ["A", "B", "C", "D"], "\(app.extras.quiz.choices)")
      }
      t = app.nextDeadline ?? t + 1
      _ = app.update(.ticked(at: t))
    }
    #expect(asked == QuizGame.questions)
    _ = app.update(.libraryLoaded(LibraryIndex(tracks: Array(tracks.dropFirst())), playlists: [], path: "/m"))
    #expect(!QuizGame.canPlay(app.library.index.music), "three songs and many episodes cannot make a question")
  }

  /// A title too long for its row ends with "…", so a cut answer reads as cut.
  @Test func aClippedAnswerEndsWithAnEllipsis() {
    let long = "A Very Long Song Title That Cannot Fit On The Display"
    var app = state(size: Size(width: 40, height: 16))
    _ = app.update(.libraryLoaded(LibraryIndex(tracks: Self.tracks([long, "B", "C", "D"])), playlists: [], path: "/m"))
    app.push(.extra(.quiz))
    _ = app.update(key(.enter, at: 1))
    let text = Renderer.render(app).text
    let line = text.split(separator: "\n").first { $0.contains("A Very") }
    #expect(line?.contains("…") == true, "\(text)")
  }

  // MARK: Parachute

  @Test func theGunTurnsInStepsAndFiresWhereItPoints() {
    var game = ParachuteGame(seed: 5)
    let turned = game.turn(3)
    #expect(turned && game.angle == 15)
    _ = game.turn(100)
    #expect(game.angle == ParachuteGame.maxAngle)
    _ = game.turn(-100)
    #expect(game.angle == -ParachuteGame.maxAngle)
    _ = game.turn(16)
    game.press(at: 0)  // starts
    game.press(at: 0)  // fires straight up
    #expect(game.shots.count == 1 && abs(game.shots[0].dx) < 1e-9 && game.shots[0].dy < 0)
    for _ in 0..<10 { game.press(at: 0) }
    #expect(game.shots.count == ParachuteGame.maxShots)
  }

  @Test func aShotBringsDownAHelicopterOrAParatrooper() {
    var game = ParachuteGame(seed: 5)
    game.phase = .playing
    game.nextHelicopter = 1000
    game.helicopters = [.init(x: 24, y: 10, direction: 1, dropAt: nil)]
    game.troopers = [.init(x: 40, y: 20)]
    game.shots = [.init(x: 24, y: 11, dx: 0, dy: -1), .init(x: 40, y: 20, dx: 0, dy: -0.5)]
    game.step()
    #expect(game.helicopters.isEmpty && game.troopers.isEmpty && game.shots.isEmpty)
    #expect(game.score == 15)
  }

  @Test func helicoptersDropParatroopersAndFiveLandingsEndTheGame() {
    var game = ParachuteGame(seed: 11)
    game.press(at: 0)
    var t = 0.0
    var sawTrooper = false
    while game.phase == .playing, t < 600 {
      t += 1
      game.advance(to: t)
      sawTrooper = sawTrooper || !game.troopers.isEmpty
    }
    #expect(sawTrooper)
    #expect(game.phase == .over && game.landed == ParachuteGame.landingsToLose)
  }

  @Test func aFinishedGameRecordsItsHighScoreOnce() {
    var app = state(size: Size(width: 60, height: 24))
    app.push(.extra(.parachute))
    _ = app.update(key(.enter, at: 1))
    app.extras.parachute.score = 40
    var saves: [Effect] = []
    var t = 1.0
    while app.extras.parachute.phase == .playing, t < 700 {
      t = app.nextDeadline ?? t + 1
      saves += app.update(.ticked(at: t)).filter { if case .extras(.saveHighScores) = $0 { true } else { false } }
    }
    #expect(saves.count == 1)
    #expect(app.extras.scores[.parachute] >= 40)
  }

  @Test func highScoresReadBackWhatTheyWrite() {
    var scores = HighScores()
    let first = scores.record(120, for: .brick)
    let lower = scores.record(100, for: .brick)
    let other = scores.record(30, for: .quiz)
    #expect(first && !lower && other)
    #expect(HighScores.parse(scores.text) == scores)
    #expect(HighScores.parse("brick = 5\nnonsense\nquiz = -3\ngolf = 9\n") == HighScores(best: [.brick: 5]))
  }
}
