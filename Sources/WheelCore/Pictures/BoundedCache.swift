/// A least-recently-used cache with a budget in bytes: every entry says what it costs, and
/// storing beyond the budget drops the entries used longest ago.
///
/// Recency is a doubly linked list threaded through an array of slots (indices, not
/// references, so the cache stays a value), with a dictionary from key to slot: a lookup, a use
/// and an eviction each take constant time however many thousands of entries are held.
///
/// Entries can be marked *in use* for a pass (the pictures on screen during one event's
/// requests): those are evicted last, and never to make room, so a screen that shows more than
/// the budget holds keeps what it shows instead of dropping and asking for it again forever.
/// The bound is therefore the budget or what one pass uses, whichever is more.
public struct BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  /// What each entry costs beyond its own count: its slot and its key. It keeps entries that
  /// cost nothing (a failure, an empty answer) bounded in number too.
  public static var entryOverhead: Int { 64 }

  /// Bytes the cache may hold (entries in use aside).
  public let budget: Int
  /// Bytes held now, overheads included.
  public private(set) var cost = 0

  private struct Slot: Sendable {
    var key: Key
    var value: Value
    var cost: Int
    var inUse: Bool
    /// Towards the most recently used.
    var newer: Int?
    /// Towards the least recently used.
    var older: Int?
  }

  private var slots: [Slot?] = []
  private var free: [Int] = []
  private var index: [Key: Int] = [:]
  private var newest: Int?
  private var oldest: Int?
  /// Slots marked in use this pass, so a new pass clears them without a walk of them all.
  private var marked: [Int] = []

  public init(budget: Int) {
    self.budget = max(0, budget)
  }

  public var count: Int { index.count }
  public var isEmpty: Bool { index.isEmpty }

  /// The value, without counting it as a use: what a pure render may read.
  public subscript(key: Key) -> Value? { index[key].flatMap { slots[$0]?.value } }

  public func contains(_ key: Key) -> Bool { index[key] != nil }

  /// Keys from the most recently used to the least.
  public var keysByRecency: [Key] {
    var keys: [Key] = []
    var at = newest
    while let slot = at.flatMap({ slots[$0] }) {
      keys.append(slot.key)
      at = slot.older
    }
    return keys
  }

  /// The value, counted as a use (it moves to the front of the eviction order).
  public mutating func value(for key: Key) -> Value? {
    guard let at = index[key] else { return nil }
    moveToFront(at)
    return slots[at]?.value
  }

  /// Counts the entry as used and marks it in use until the next pass; false if it is not held.
  @discardableResult
  public mutating func use(_ key: Key) -> Bool {
    guard let at = index[key] else { return false }
    moveToFront(at)
    mark(at)
    return true
  }

  /// Ends the pass: nothing is in use until marked again.
  public mutating func startPass() {
    for at in marked { slots[at]?.inUse = false }
    marked.removeAll(keepingCapacity: true)
  }

  /// Stores `value` as the most recently used entry (in use this pass if `inUse`), then drops
  /// the least recently used entries not in use while the cache is over its budget. The entry
  /// just stored is never dropped to make room, so one larger than the budget is still kept.
  public mutating func insert(_ value: Value, for key: Key, cost: Int, inUse: Bool = false) {
    removeValue(forKey: key)
    let entryCost = max(0, cost) + Self.entryOverhead
    let slot = Slot(key: key, value: value, cost: entryCost, inUse: false, newer: nil, older: newest)
    let at: Int
    if let reused = free.popLast() {
      at = reused
      slots[at] = slot
    } else {
      at = slots.count
      slots.append(slot)
    }
    if let newest { slots[newest]?.newer = at }
    newest = at
    if oldest == nil { oldest = at }
    index[key] = at
    self.cost += entryCost
    if inUse { mark(at) }
    evict(sparing: at)
  }

  /// Drops the entry, returning its value.
  @discardableResult
  public mutating func removeValue(forKey key: Key) -> Value? {
    guard let at = index[key], let slot = slots[at] else { return nil }
    unlink(at)
    slots[at] = nil
    free.append(at)
    index[key] = nil
    cost -= slot.cost
    if slot.inUse { marked.removeAll { $0 == at } }
    return slot.value
  }

  public mutating func removeAll() {
    self = BoundedCache(budget: budget)
  }

  /// Walks from the least recently used towards the newest, dropping what is neither in use
  /// nor `spared` until the budget holds. In use entries sit at the front unless a plain use
  /// came after them, so the walk rarely steps over more than a few.
  private mutating func evict(sparing spared: Int) {
    var at = oldest
    while cost > budget, let current = at, let slot = slots[current] {
      at = slot.newer
      if current != spared, !slot.inUse { removeValue(forKey: slot.key) }
    }
  }

  private mutating func mark(_ at: Int) {
    guard slots[at]?.inUse == false else { return }
    slots[at]?.inUse = true
    marked.append(at)
  }

  private mutating func moveToFront(_ at: Int) {
    guard newest != at else { return }
    unlink(at)
    slots[at]?.older = newest
    slots[at]?.newer = nil
    if let newest { slots[newest]?.newer = at }
    newest = at
    if oldest == nil { oldest = at }
  }

  private mutating func unlink(_ at: Int) {
    guard let slot = slots[at] else { return }
    if let newer = slot.newer { slots[newer]?.older = slot.older } else { newest = slot.older }
    if let older = slot.older { slots[older]?.newer = slot.newer } else { oldest = slot.newer }
    slots[at]?.newer = nil
    slots[at]?.older = nil
  }
}

extension BoundedCache: Equatable where Value: Equatable {
  /// Equal when they hold the same entries in the same order of use with the same marks; which
  /// slots the entries happen to sit in is not part of the value.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.budget == rhs.budget, lhs.cost == rhs.cost, lhs.count == rhs.count else { return false }
    var left = lhs.newest
    var right = rhs.newest
    while let l = left.flatMap({ lhs.slots[$0] }), let r = right.flatMap({ rhs.slots[$0] }) {
      guard l.key == r.key, l.value == r.value, l.cost == r.cost, l.inUse == r.inUse else { return false }
      left = l.older
      right = r.older
    }
    return left == nil && right == nil
  }
}
