/// A player's own account of itself, sent when it changed by any hand (another MPD client, the
/// server, or ipodtui's own commands taking effect): what it plays, where, and how loud. The
/// core follows it, so Now Playing shows what the room hears, not what ipodtui last asked for.
public struct PlayerReport: Equatable, Sendable {
  public enum State: Equatable, Sendable { case stopped, playing, paused }

  public var state: State
  /// The song at the player's current position (nil: none).
  public var path: String?
  /// The player's queue, in order, and the current song's place in it.
  public var queue: [String]
  public var position: Int?
  public var elapsed: Double
  public var duration: Double
  /// Volume in percent (nil: the player has no mixer).
  public var volume: Int?

  public init(
    state: State, path: String? = nil, queue: [String] = [], position: Int? = nil, elapsed: Double = 0,
    duration: Double = 0, volume: Int? = nil
  ) {
    self.state = state
    self.path = path
    self.queue = queue
    self.position = position
    self.elapsed = elapsed
    self.duration = duration
    self.volume = volume
  }
}
