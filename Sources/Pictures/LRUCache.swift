import Foundation

/// A small least-recently-used cache safe to share between the UI thread and decoder threads.
/// A lock (not an actor) because the UI asks synchronously while it renders a frame.
public final class LRUCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  public let capacity: Int
  private let lock = NSLock()
  // Entries stamped with the tick of their last use; eviction scans for the oldest, which is
  // cheaper than a linked list at the few dozen entries a cover cache holds.
  private var entries: [Key: (value: Value, used: UInt64)] = [:]
  private var tick: UInt64 = 0

  public init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  /// The cached value, marking it as recently used.
  public func value(for key: Key) -> Value? {
    lock.withLock {
      guard let entry = entries[key] else { return nil }
      tick += 1
      entries[key] = (entry.value, tick)
      return entry.value
    }
  }

  /// Stores `value`, evicting the least recently used entry when full.
  public func insert(_ value: Value, for key: Key) {
    lock.withLock {
      tick += 1
      entries[key] = (value, tick)
      if entries.count > capacity, let oldest = entries.min(by: { $0.value.used < $1.value.used }) {
        entries.removeValue(forKey: oldest.key)
      }
    }
  }

  public var count: Int { lock.withLock { entries.count } }

  public func removeAll() {
    lock.withLock { entries.removeAll() }
  }
}
