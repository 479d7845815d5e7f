/// The games move with time while their screen shows (each pauses when left), and a game that
/// ends records its score.
extension AppState {
  mutating func tickGames(at time: Double) -> [Effect] {
    switch screen {
    case .extra(.brick):
      let was = extras.brick.phase
      extras.brick.advance(to: time)
      return was != .over && extras.brick.phase == .over ? record(extras.brick.score, for: .brick) : []
    case .extra(.parachute):
      let was = extras.parachute.phase
      extras.parachute.advance(to: time)
      return was != .over && extras.parachute.phase == .over ? record(extras.parachute.score, for: .parachute) : []
    case .extra(.quiz):
      let wasAsking = if case .asking = extras.quiz.phase { true } else { false }
      var effects: [Effect] = []
      if let song = extras.quiz.advance(to: time, tracks: library.index.tracks) {
        effects += playClip(song)
      } else if wasAsking, case .answered = extras.quiz.phase {
        effects.append(.extras(.stopClip))  // time ran out
      }
      if extras.quiz.phase == .finished, extras.quiz.round > 0 {
        effects += record(extras.quiz.score, for: .quiz)
        extras.quiz.round = 0  // recorded once
      }
      return effects
    default:
      return []
    }
  }

  private mutating func record(_ score: Int, for game: Game) -> [Effect] {
    extras.scores.record(score, for: game) ? [.extras(.saveHighScores(extras.scores))] : []
  }
}
