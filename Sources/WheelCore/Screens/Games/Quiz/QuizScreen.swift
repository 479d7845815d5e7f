/// Music Quiz on the display: a clip plays, the wheel moves among four titles, the center
/// answers. The music that was playing pauses for the game; MENU stops the clip and leaves.
struct QuizScreen: ScreenHome {
  let name = "Music Quiz"
  func title(in state: AppState) -> String { name }
  func content(in state: AppState) -> ListContent? { nil }
  /// The question's time runs out, the next clip plays, the last round records the score.
  func tick(at time: Double, in state: inout AppState) -> [Effect] {
    let wasAsking = if case .asking = state.extras.quiz.phase { true } else { false }
    var effects: [Effect] = []
    if let song = state.extras.quiz.advance(to: time, tracks: state.library.index.music) {
      effects += state.playClip(song)
    } else if wasAsking, case .answered = state.extras.quiz.phase {
      effects.append(.extras(.stopClip))  // time ran out
    }
    if state.extras.quiz.phase == .finished, state.extras.quiz.round > 0 {
      effects += state.record(state.extras.quiz.score, for: .quiz)
      state.extras.quiz.round = 0  // recorded once
    }
    return effects
  }
  func requests(in state: inout AppState) -> [Effect] { [] }
  func leave(for next: Screen, in state: inout AppState) {}
  var takesText: Bool { false }

  func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    switch command {
    case .turn(let steps):
      return state.extras.quiz.turn(steps) ? state.clicks(forRows: 1) : []
    case .select:
      return Self.press(in: &state)
    case .pick(let row):
      // A click on a title picks it and answers (row 0 is the question line).
      guard case .asking = state.extras.quiz.phase, (1...QuizGame.choiceCount).contains(row) else {
        return Self.press(in: &state)
      }
      _ = state.extras.quiz.turn(row - 1 - state.extras.quiz.selected)
      return Self.press(in: &state)
    case .menu:
      state.extras.quiz.stop()
      state.pop()
      return [.extras(.stopClip)]
    default: return nil
    }
  }

  static func press(in state: inout AppState) -> [Effect] {
    switch state.extras.quiz.phase {
    case .intro, .finished:
      var effects: [Effect] = []
      if state.player.status == .playing {
        state.player.status = .paused
        effects.append(.pausePlayback)
      }
      guard let song = state.extras.quiz.start(from: state.library.index.music, at: state.now) else { return effects }
      return effects + state.playClip(song)
    case .asking:
      state.extras.quiz.choose(at: state.now)
      return [.extras(.stopClip)]
    case .answered:
      return []
    }
  }

  func deadlines(in state: AppState) -> [Double] { state.extras.quiz.deadline.map { [$0] } ?? [] }

  func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    let quiz = state.extras.quiz
    let best = state.extras.scores[.quiz]
    switch quiz.phase {
    case .intro:
      let ok = QuizGame.canPlay(state.library.index.music)
      let lines =
        ok
        ? ["Name the song you hear", "Center starts", best > 0 ? "Best \(best)" : ""]
        : ["Needs four songs", "with different titles"]
      Self.paintLines(lines, in: body, into: &grid)
    case .finished:
      Self.paintLines(
        [
          "Score \(quiz.score)", quiz.score >= best && quiz.score > 0 ? "New best!" : "Best \(best)",
          "Center plays again",
        ], in: body, into: &grid)
    case .asking(let until), .answered(let until):
      var left = ""
      if case .asking = quiz.phase { left = "\(max(0, Int((until - state.now).rounded(.up)))) s" }
      _ = GameBoard.header(
        "\(quiz.round)/\(QuizGame.questions)  Score \(quiz.score)", right: left, in: body, into: &grid)
      Self.paintChoices(quiz, in: body, into: &grid)
    }
  }

  private static func paintChoices(_ quiz: QuizGame, in body: Rect, into grid: inout Grid) {
    let answered = if case .answered = quiz.phase { true } else { false }
    for (i, track) in quiz.choices.enumerated() {
      let y = body.y + 1 + i
      guard y < body.maxY else { break }
      let line = Rect(x: body.x, y: y, width: body.width, height: 1)
      var role = Role.row
      var mark = "  "
      if answered {
        if i == quiz.answer {
          (role, mark) = (.selected, "✓ ")
        } else if i == quiz.chosen {
          (role, mark) = (.notice, "✗ ")
        }
      } else if i == quiz.selected {
        role = .selected
      }
      grid.fill(line, role: role == .notice ? .row : role)
      let title = TextWidth.truncated(TextWidth.sanitized(track.title), toWidth: body.width - 4, in: grid.widths)
      grid.write(mark + title, at: Point(x: body.x + 1, y: y), role: role, maxWidth: body.width - 2)
    }
    let resultY = body.y + 1 + quiz.choices.count
    if answered, resultY < body.maxY {
      let text = quiz.chosen == nil ? "Time's up" : (quiz.gained > 0 ? "Right! +\(quiz.gained)" : "Wrong")
      DisplayPainter.centered(
        text, in: Rect(x: body.x, y: resultY, width: body.width, height: 1), role: .emphasis, into: &grid)
    }
  }

  private static func paintLines(_ lines: [String], in body: Rect, into grid: inout Grid) {
    let shown = lines.filter { !$0.isEmpty }
    let top = body.y + max(0, (body.height - shown.count) / 2)
    for (i, line) in shown.enumerated() where top + i < body.maxY {
      DisplayPainter.centered(
        line, in: Rect(x: body.x, y: top + i, width: body.width, height: 1), role: i == 0 ? .emphasis : .rowDetail,
        into: &grid)
    }
  }
}

extension LibraryIndex {
  /// The music of the library, by title: the Songs list, which holds no podcast episode and no
  /// part of an audiobook (those played as answers, issue 26). Lazy, so a tick of the quiz
  /// does not copy a big library.
  var music: LazyMapCollection<[Int32], Track> { songs.lazy.map { tracks[Int($0)] } }
}

extension AppState {
  /// A question's clip through the engine's preview voice, at the music's volume.
  mutating func playClip(_ song: Track) -> [Effect] {
    let from = extras.quiz.clipStart(of: song)
    return [.extras(.playClip(song, from: from, seconds: QuizGame.answerSeconds, gain: musicGain))]
  }
}
