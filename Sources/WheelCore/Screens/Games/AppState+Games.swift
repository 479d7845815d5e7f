/// A game that ends records its score (each game's screen steps it while it shows; see
/// `BrickScreen.tick`).
extension AppState {
  mutating func record(_ score: Int, for game: Game) -> [Effect] {
    extras.scores.record(score, for: game) ? [.extras(.saveHighScores(extras.scores))] : []
  }
}
