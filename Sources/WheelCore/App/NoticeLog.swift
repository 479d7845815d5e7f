/// This run's notices, kept so that Settings > About > Notices can show them whole: on the
/// screen a notice has two lines at the bottom of the display and a few seconds, which cuts
/// the reason and the name of the `.bak` a broken file was kept as.
public struct NoticeLog: Equatable, Sendable {
  /// The most notices kept. Enough for every trouble a real run has; a notice repeated for
  /// hours (a server that keeps failing) then costs 50 short strings, never more.
  public static let limit = 50

  /// The kept notices, oldest first, as shown (already sanitized).
  public private(set) var texts: [String] = []
  /// Every notice this run had, those dropped for the limit too (the About row's count).
  public private(set) var count = 0

  /// How many were dropped for the limit (the oldest).
  public var dropped: Int { count - texts.count }

  /// The kept notices, newest first, as the Notices screen lists them.
  public var newestFirst: [String] { texts.reversed() }

  mutating func record(_ text: String) {
    count += 1
    texts.append(text)
    if texts.count > Self.limit { texts.removeFirst(texts.count - Self.limit) }
  }
}
