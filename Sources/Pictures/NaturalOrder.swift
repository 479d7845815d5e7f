/// Compares names the way file browsers show them: letters case-insensitively, runs of digits
/// by value ("photo 2" < "photo 10"). Written out because Foundation's `.numeric` option
/// depends on ICU data and locale on Linux.
enum NaturalOrder {
  /// Negative, zero or positive, like strcmp.
  static func compare(_ a: String, _ b: String) -> Int {
    var left = Array(a.lowercased().unicodeScalars)[...]
    var right = Array(b.lowercased().unicodeScalars)[...]
    while let l = left.first, let r = right.first {
      if isDigit(l), isDigit(r) {
        let order = compareNumbers(&left, &right)
        if order != 0 { return order }
      } else {
        if l != r { return l.value < r.value ? -1 : 1 }
        left.removeFirst()
        right.removeFirst()
      }
    }
    return left.count - right.count
  }

  /// Consumes a run of ASCII digits from each side and compares them as numbers (any length).
  private static func compareNumbers(
    _ left: inout ArraySlice<Unicode.Scalar>, _ right: inout ArraySlice<Unicode.Scalar>
  ) -> Int {
    func digits(_ s: inout ArraySlice<Unicode.Scalar>) -> [Unicode.Scalar] {
      let run = s.prefix(while: isDigit)
      s.removeFirst(run.count)
      return Array(run.drop { $0 == "0" })
    }
    let l = digits(&left)
    let r = digits(&right)
    if l.count != r.count { return l.count - r.count }
    for (x, y) in zip(l, r) where x != y { return x.value < y.value ? -1 : 1 }
    return 0
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
