/// The distinct names of one kind (artists, albums, genres...), merged by sort key so that
/// "The Beatles", "the beatles" and "Beatles" are one artist, each with its rank in iPod order.
///
/// Raw strings are looked up first (most tracks repeat a spelling exactly), so a sort key is
/// computed once per spelling, not once per track.
struct NameTable {
  private var idBySpelling: [String: Int32] = [:]
  private var idByKey: [SortKey: Int32] = [:]
  /// Display name per id: the first spelling seen.
  private(set) var names: [String] = []
  private(set) var keys: [SortKey] = []

  var count: Int { names.count }

  /// The id of `name`, adding it when new.
  mutating func id(for name: String) -> Int32 {
    if let id = idBySpelling[name] { return id }
    let key = SortKey(name)
    let id: Int32
    if let existing = idByKey[key] {
      id = existing
    } else {
      id = Int32(names.count)
      idByKey[key] = id
      names.append(name)
      keys.append(key)
    }
    idBySpelling[name] = id
    return id
  }

  /// The id of a name already in the table (nil when it is not).
  func existingID(for name: String) -> Int32? {
    idBySpelling[name] ?? idByKey[SortKey(name)]
  }

  /// rank[id]: the position of each name when all are sorted the iPod way.
  func ranks() -> [Int32] { ranks(keys: keys) }

  /// rank[id] when name `id` sorts by `keys[id]` instead (Sort By > Last Name).
  func ranks(keys: [SortKey]) -> [Int32] {
    let order = (0..<Int32(names.count)).sorted { a, b in
      let c = SortKey.compare(keys[Int(a)].bytes, keys[Int(b)].bytes)
      return c != 0 ? c < 0 : a < b
    }
    var rank = [Int32](repeating: 0, count: names.count)
    for (position, id) in order.enumerated() { rank[Int(id)] = Int32(position) }
    return rank
  }
}
