import Testing

@testable import WheelCore

/// The bounded least-recently-used cache every picture cache is built on: its order of
/// eviction, its byte budget, and the entries in use that it will not drop to make room.
@Suite struct BoundedCacheTests {
  private static let overhead = BoundedCache<String, Int>.entryOverhead

  /// A cache that holds `entries` entries of cost 10 each.
  private func cache(holding entries: Int) -> BoundedCache<String, Int> {
    BoundedCache(budget: entries * (10 + Self.overhead))
  }

  @Test func theLeastRecentlyUsedGoesFirst() {
    var lru = cache(holding: 3)
    lru.insert(1, for: "a", cost: 10)
    lru.insert(2, for: "b", cost: 10)
    lru.insert(3, for: "c", cost: 10)
    #expect(lru.value(for: "a") == 1)  // "b" is now the oldest
    lru.insert(4, for: "d", cost: 10)
    #expect(lru.keysByRecency == ["d", "a", "c"])
    #expect(lru["b"] == nil && lru.count == 3)
    #expect(lru["c"] == 3)  // a peek is no use: "c" is still the oldest
    lru.insert(5, for: "e", cost: 10)
    #expect(lru.keysByRecency == ["e", "d", "a"])
  }

  @Test func theBudgetIsInBytesNotEntries() {
    var lru = BoundedCache<String, Int>(budget: 1_000)
    lru.insert(0, for: "big", cost: 600)
    lru.insert(1, for: "small", cost: 10)
    lru.insert(2, for: "tiny", cost: 0)
    #expect(lru.count == 3 && lru.cost == 610 + 3 * Self.overhead)
    lru.insert(3, for: "second big", cost: 600)  // only dropping the first big one makes room
    #expect(lru.keysByRecency == ["second big", "tiny", "small"])
    #expect(lru.cost <= lru.budget)
  }

  @Test func manyEntriesOfRandomCostsNeverPassTheBudget() {
    var rng = Shuffler(seed: 7)  // the same walk on every run
    var lru = BoundedCache<Int, Int>(budget: 50_000)
    var costs: [Int: Int] = [:]
    for i in 0..<20_000 {
      let key = Int(rng.next() % 3_000)
      if rng.next() % 4 == 0 {
        _ = lru.value(for: key)
      } else {
        let cost = Int(rng.next() % 2_000)
        costs[key] = cost
        lru.insert(i, for: key, cost: cost)
      }
      #expect(lru.cost <= lru.budget)
    }
    let held = lru.keysByRecency
    #expect(held.count == lru.count && Set(held).count == held.count)
    #expect(lru.cost == held.reduce(0) { $0 + costs[$1]! + BoundedCache<Int, Int>.entryOverhead })
  }

  @Test func anEntryLargerThanTheBudgetIsKeptAlone() {
    var lru = cache(holding: 2)
    lru.insert(1, for: "a", cost: 10)
    lru.insert(2, for: "huge", cost: 10_000)
    #expect(lru.keysByRecency == ["huge"])
    lru.insert(3, for: "b", cost: 10)
    #expect(lru.keysByRecency == ["b"])
  }

  @Test func entriesInUseAreNotDroppedToMakeRoom() {
    var lru = cache(holding: 2)
    lru.insert(1, for: "a", cost: 10)
    lru.insert(2, for: "b", cost: 10)
    lru.startPass()
    #expect(lru.use("a") && lru.use("b") && !lru.use("absent"))
    lru.insert(3, for: "c", cost: 10, inUse: true)
    #expect(lru.count == 3 && lru.cost > lru.budget, "all three are on screen")
    lru.startPass()
    lru.use("c")
    lru.insert(4, for: "d", cost: 10)
    #expect(lru.keysByRecency == ["d", "c"], "the pass over, a and b go; c is still in use")
  }

  @Test func removingAndReplacingKeepTheCostRight() {
    var lru = cache(holding: 4)
    lru.insert(1, for: "a", cost: 10)
    lru.insert(2, for: "b", cost: 10)
    lru.insert(3, for: "a", cost: 5)
    #expect(lru.keysByRecency == ["a", "b"] && lru["a"] == 3)
    #expect(lru.cost == 15 + 2 * Self.overhead)
    #expect(lru.removeValue(forKey: "b") == 2)
    lru.insert(4, for: "c", cost: 10)  // reuses b's slot
    #expect(lru.keysByRecency == ["c", "a"] && lru.cost == 15 + 2 * Self.overhead)
    lru.removeAll()
    #expect(lru.isEmpty && lru.cost == 0 && lru.keysByRecency.isEmpty)
  }

  @Test func equalityIsTheEntriesAndTheirOrderNotWhereTheySit() {
    var one = cache(holding: 4)
    one.insert(1, for: "a", cost: 10)
    one.insert(2, for: "b", cost: 10)
    var other = cache(holding: 4)
    other.insert(9, for: "x", cost: 10)
    other.insert(2, for: "b", cost: 10)
    other.removeValue(forKey: "x")
    other.insert(1, for: "a", cost: 10)
    #expect(one != other, "b is the newer in one, a in the other")
    _ = one.value(for: "a")
    #expect(one == other)
    one.startPass()
    one.use("a")
    #expect(one != other, "a is in use in one only")
  }
}
