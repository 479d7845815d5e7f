/// Counters of one video player, for the benchmark, the tests and the presentation log.
public struct VideoStats: Sendable {
  /// Frames decoded, shown (handed to the app), dropped because they were late when their turn
  /// came, and dropped before conversion because they could only have been late.
  public var decoded = 0
  public var presented = 0
  public var droppedLate = 0
  public var droppedUnconverted = 0
  /// Microseconds spent converting frames to RGB (libswscale), in total.
  public var convertMicros = 0
  /// Every frame shown: its timestamp, the master clock then, and the monotonic time (ns).
  public var presentations: [Presentation] = []

  public struct Presentation: Sendable {
    public let pts: Double
    public let clock: Double?
    public let at: UInt64
  }

  public init() {}

  public var dropped: Int { droppedLate + droppedUnconverted }

  /// How many presentations are kept (a 5-minute clip at 30 fps is 9,000).
  static let maxPresentations = 200_000
}
