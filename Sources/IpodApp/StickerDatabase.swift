import MusicServer

/// The server's sticker database as `StickerSync` uses it: `MPDStickers`, or a fake in the
/// tests, so the sync's reading and diffing are tested without a server.
protocol StickerDatabase: Sendable {
  /// False when the server has no sticker database (ratings are then read-only).
  func available() throws -> Bool
  /// Every song's rating and play count the server holds, by its path.
  func everything() throws -> (ratings: [String: Int], plays: [String: Int])
  func setRating(_ stars: Int, of uri: String) throws
  /// Adds one play; the new count.
  func countPlay(of uri: String) throws -> Int
}

extension MPDStickers: StickerDatabase {}
