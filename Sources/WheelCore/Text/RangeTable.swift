/// Lookup in a table of sorted, non-overlapping closed ranges (`WideRanges`, `AmbiguousRanges`).
enum RangeTable {
  /// Whether one of `ranges` holds `value`; a binary search.
  static func contains(_ value: UInt32, in ranges: [ClosedRange<UInt32>]) -> Bool {
    var low = 0
    var high = ranges.count
    while low < high {
      let mid = (low + high) / 2
      if value < ranges[mid].lowerBound {
        high = mid
      } else if value > ranges[mid].upperBound {
        low = mid + 1
      } else {
        return true
      }
    }
    return false
  }
}
