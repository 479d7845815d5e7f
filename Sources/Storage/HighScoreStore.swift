import Foundation
import Platform
import WheelCore

/// The games' high scores at `$XDG_DATA_HOME/ipodtui/high-scores`: the user's own data, not a
/// setting, so a reset of the settings keeps them. Written atomically; an unreadable file
/// starts from no scores (its lines that can be read are kept). A newer version's file is
/// read as far as it goes and never written over: `save` throws instead, which the caller
/// shows as a notice.
public struct HighScoreStore: Sendable {
  public let path: String?
  static let sizeLimit = 64 * 1024

  /// Saving would write over a file a newer ipodtui wrote.
  public struct NewerVersion: Error, CustomStringConvertible {
    public let version: Int
    public var description: String { "the file is from a newer ipodtui (version \(version))" }
  }

  public init(path: String?) { self.path = path }

  public init(xdg: XDGDirectories) { path = xdg.dataDirectory.map { $0 + "/high-scores" } }

  public func load() -> HighScores { read().scores }

  /// The scores, and what to tell the user when the file is from a newer version.
  public func read() -> (scores: HighScores, problem: String?) {
    guard let path, let bytes = try? AtomicFile.read(path, limit: Self.sizeLimit) else { return (HighScores(), nil) }
    let reading = HighScoreCodec.read(bytes)
    let problem = reading.newerVersion.map { "High scores are from a newer ipodtui (version \($0)); not saving them" }
    return (HighScores(best: reading.value), problem)
  }

  public func save(_ scores: HighScores) throws {
    guard let path else { return }
    // Stateless (the store is shared across queues), so the file itself is asked.
    if let bytes = try? AtomicFile.read(path, limit: Self.sizeLimit),
      let newer = HighScoreCodec.read(bytes).newerVersion
    {
      throw NewerVersion(version: newer)
    }
    try AtomicFile.makeDirectories((path as NSString).deletingLastPathComponent)
    try AtomicFile.write(HighScoreCodec.encode(scores), to: path)
  }
}
