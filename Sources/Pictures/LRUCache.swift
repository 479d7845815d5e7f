import Foundation
import WheelCore

/// The core's `BoundedCache` under a lock, so the UI thread and decoder threads can share it.
/// A lock (not an actor) because the UI asks synchronously while it renders a frame.
public final class LRUCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var store: BoundedCache<Key, Value>

  /// `budget` in bytes, as each insert counts them (plus `BoundedCache.entryOverhead`).
  public init(budget: Int) {
    store = BoundedCache(budget: budget)
  }

  public var budget: Int { store.budget }

  /// The cached value, marking it as recently used.
  public func value(for key: Key) -> Value? {
    lock.withLock { store.value(for: key) }
  }

  /// Stores `value` at `cost` bytes, evicting the least recently used beyond the budget.
  public func insert(_ value: Value, for key: Key, cost: Int) {
    lock.withLock { store.insert(value, for: key, cost: cost) }
  }

  public var count: Int { lock.withLock { store.count } }

  /// Bytes held now.
  public var cost: Int { lock.withLock { store.cost } }

  public func removeAll() {
    lock.withLock { store.removeAll() }
  }
}
