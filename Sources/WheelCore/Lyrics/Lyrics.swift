/// A song's words: timed lines that follow the music (an LRC file, an ID3 SYLT frame, or any
/// lyrics text carrying `[mm:ss]` stamps), or plain lines the wheel scrolls through.
public struct Lyrics: Equatable, Sendable {
  /// One line of synced lyrics: shown from `time` (seconds into the song, offset applied).
  public struct Line: Equatable, Sendable {
    public var time: Double
    public var text: String
    public init(time: Double, text: String) {
      self.time = time
      self.text = text
    }
  }

  /// Timed lines, sorted by time (ties keep the file's order); empty for plain lyrics.
  public var synced: [Line]
  /// Plain lines, in order; empty for synced lyrics.
  public var plain: [String]

  public init(synced: [Line] = [], plain: [String] = []) {
    self.synced = synced
    self.plain = plain
  }

  public var isSynced: Bool { !synced.isEmpty }

  /// The lines to show, without their times.
  public var lines: [String] { isSynced ? synced.map(\.text) : plain }

  /// The synced line sung at `seconds`: the last one whose time has come (nil before the first
  /// line, or for plain lyrics). Binary search, so a 2,000-line file costs a dozen comparisons
  /// per position report.
  public func currentLine(at seconds: Double) -> Int? {
    guard isSynced, seconds.isFinite else { return nil }
    var low = 0
    var high = synced.count
    while low < high {
      let mid = (low + high) / 2
      if synced[mid].time <= seconds { low = mid + 1 } else { high = mid }
    }
    return low == 0 ? nil : low - 1
  }
}
