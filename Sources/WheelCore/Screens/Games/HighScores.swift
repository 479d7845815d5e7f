/// The best score of each game, kept in the user's data folder (not the settings).
public struct HighScores: Equatable, Sendable {
  public private(set) var best: [Game: Int] = [:]

  public init(best: [Game: Int] = [:]) { self.best = best.filter { $0.value > 0 } }

  public subscript(game: Game) -> Int { best[game] ?? 0 }

  /// Records a finished game's score; true when it beat the best.
  public mutating func record(_ score: Int, for game: Game) -> Bool {
    guard score > self[game] else { return false }
    best[game] = score
    return true
  }

  /// "brick = 120" lines, in a fixed order.
  public var text: String {
    Game.allCases.filter { self[$0] > 0 }.map { "\($0.rawValue) = \(self[$0])\n" }.joined()
  }

  /// Reads what `text` wrote; unreadable lines and unknown games are skipped.
  public static func parse(_ text: String) -> HighScores {
    var scores = HighScores()
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1).map { String($0).trimmingSpaces }
      guard parts.count == 2, let game = Game(rawValue: parts[0]), let value = Int(parts[1]), value > 0,
        value < 100_000_000
      else { continue }
      scores.best[game] = value
    }
    return scores
  }
}

/// The games of Extras > Games.
public enum Game: String, Sendable, CaseIterable, Hashable {
  case brick, quiz, parachute, solitaire, vortex

  public var title: String {
    switch self {
    case .brick: "Brick"
    case .quiz: "Music Quiz"
    case .parachute: "Parachute"
    case .solitaire: "Solitaire"
    case .vortex: "Vortex"
    }
  }
}
