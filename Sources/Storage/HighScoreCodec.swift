import WheelCore

/// The high scores as a saved file (docs/SAVED-FILES.md): a `GAME = SCORE` line for each game
/// with a score. Read leniently, as scores always were: a line that does not read, or a game
/// this version does not have, is passed over, and a file cut short keeps what it holds.
/// Version 1 had no version line and no `end`.
enum HighScoreCodec {
  static let version = 2
  /// A score this high is not one a game gives.
  static let scores = 1...99_999_999

  static var format: SavedFormat<[Game: Int]> {
    SavedFormat(
      header: "ipodtui high scores", version: version,
      fields: Game.allCases.map { .optional($0.rawValue, \.[$0], .int(in: scores)) },
      legacy: [1: SavedDialect(splitsFields: false, unescape: { String($0) }, needsEnd: false)], unversioned: 1,
      ignoresUnknownKeys: true)
  }

  static func encode(_ scores: HighScores) -> String { format.encode(scores.best) }

  /// Even a file that is not clean text gives its readable lines: bytes that are not UTF-8
  /// become U+FFFD and NULs go, as scores were always read.
  static func read(_ bytes: [UInt8]) -> SavedReading<[Game: Int]> {
    let text = String(decoding: bytes.filter { $0 != 0 }, as: UTF8.self)
    return format.read(Array(text.utf8), into: [:])
  }
}
