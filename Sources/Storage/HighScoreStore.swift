import Foundation
import Platform
import WheelCore

/// The games' high scores at `$XDG_DATA_HOME/ipodtui/high-scores`: the user's own data, not a
/// setting, so a reset of the settings keeps them. Written atomically; an unreadable file
/// starts from no scores (its lines that can be read are kept).
public struct HighScoreStore: Sendable {
  public let path: String?

  public init(path: String?) { self.path = path }

  public init(xdg: XDGDirectories) { path = xdg.dataDirectory.map { $0 + "/high-scores" } }

  public func load() -> HighScores {
    guard let path, let bytes = try? AtomicFile.read(path, limit: 64 * 1024) else { return HighScores() }
    return HighScores.parse(String(decoding: bytes, as: UTF8.self))
  }

  public func save(_ scores: HighScores) throws {
    guard let path else { return }
    try AtomicFile.makeDirectories((path as NSString).deletingLastPathComponent)
    try AtomicFile.write("# ipodtui high scores\n" + scores.text, to: path)
  }
}
