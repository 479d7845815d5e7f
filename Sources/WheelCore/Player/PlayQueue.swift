/// The songs to play, in play order, and where playback is. Pure rules, tested on their own:
/// what follows a song, what next and previous do, how repeat wraps.
public struct PlayQueue: Equatable, Sendable {
  /// Library indices, already shuffled when shuffle was on.
  public private(set) var tracks: [Int32]
  public private(set) var position: Int

  /// Previous restarts the song instead of going back once this much has played (iPod rule).
  public static let restartThreshold = 3.0

  public init(tracks: [Int32], position: Int = 0) {
    self.tracks = tracks
    self.position = tracks.isEmpty ? 0 : min(max(0, position), tracks.count - 1)
  }

  public var current: Int32? { tracks.isEmpty ? nil : tracks[position] }

  /// The position that follows when the current song ends by itself (nil: playback stops).
  public func upcoming(repeatMode: RepeatMode) -> Int? {
    guard !tracks.isEmpty else { return nil }
    switch repeatMode {
    case .one: return position
    case .all: return (position + 1) % tracks.count
    case .off: return position + 1 < tracks.count ? position + 1 : nil
    }
  }

  /// The song ended by itself; false when the queue is finished.
  public mutating func advance(repeatMode: RepeatMode) -> Bool {
    guard let next = upcoming(repeatMode: repeatMode) else { return false }
    position = next
    return true
  }

  /// ⏭: always moves on, even with repeat one; past the end wraps only with a repeat mode.
  public mutating func skipForward(repeatMode: RepeatMode) -> Bool {
    guard !tracks.isEmpty else { return false }
    if position + 1 < tracks.count {
      position += 1
      return true
    }
    guard repeatMode != .off else { return false }
    position = 0
    return true
  }

  /// ⏮: restarts the song when 3 s or more has played, else goes to the one before
  /// (wrapping with repeat all). Returns true when the position changed.
  public mutating func skipBack(elapsed: Double, repeatMode: RepeatMode) -> Bool {
    guard !tracks.isEmpty, elapsed < Self.restartThreshold else { return false }
    if position > 0 {
      position -= 1
      return true
    }
    guard repeatMode == .all else { return false }
    position = tracks.count - 1
    return true
  }

  public mutating func jump(to position: Int) {
    guard !tracks.isEmpty else { return }
    self.position = min(max(0, position), tracks.count - 1)
  }
}
