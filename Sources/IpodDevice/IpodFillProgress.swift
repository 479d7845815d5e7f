/// How a fill is going: songs done of the total, the song being copied, the whole job's
/// fraction and the time it should still take (nil until there is something to go by).
public struct IpodFillProgress: Equatable, Sendable {
  public var done: Int
  public var total: Int
  /// Songs found already on the iPod so far (not copied again).
  public var present = 0
  public var title: String
  public var fraction: Double
  public var secondsLeft: Double?

  public init(done: Int, total: Int, present: Int = 0, title: String, fraction: Double, secondsLeft: Double?) {
    self.done = done
    self.total = total
    self.present = present
    self.title = title
    self.fraction = fraction
    self.secondsLeft = secondsLeft
  }
}

/// What a fill did: songs copied (converted or not), those already on the iPod, and those
/// passed over with the reason.
public struct IpodFillReport: Equatable, Sendable {
  public var copied = 0
  public var converted = 0
  public var present = 0
  public var cancelled = false
  public var skipped: [(path: String, why: String)] = []

  public init() {}

  public static func == (a: Self, b: Self) -> Bool {
    a.copied == b.copied && a.converted == b.converted && a.present == b.present && a.cancelled == b.cancelled
      && a.skipped.map(\.path) == b.skipped.map(\.path) && a.skipped.map(\.why) == b.skipped.map(\.why)
  }
}

/// Cancels a fill from another thread: the song being copied is abandoned and removed, the
/// ones already copied are kept and named in the database.
public final class IpodFillCancel: @unchecked Sendable {
  let flag = UnsafeMutablePointer<Int32>.allocate(capacity: 1)

  public init() { flag.initialize(to: 0) }
  deinit { flag.deallocate() }

  /// A plain store: the converter reads the flag through a `volatile` pointer between packets.
  public func cancel() { flag.pointee = 1 }
  public var isCancelled: Bool { flag.pointee != 0 }
}
