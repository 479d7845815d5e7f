/// How deep a property list nests, measured on its bytes before libplist parses them: libplist
/// recurses once a level when it parses and frees, so a file of a million nested arrays (15 MB
/// of XML, or 1 MB binary) overflows its stack. Both scans stop as soon as `limit` is passed.
extension PlistFile {
  /// The deepest nesting of `<array>` and `<dict>` in XML (`<array/>` holds nothing), or
  /// `limit + 1` once that is passed. Strings cannot hide a tag: property lists escape `<`.
  static func xmlDepth(_ bytes: [UInt8], limit: Int) -> Int {
    let open = UInt8(ascii: "<")
    let close = UInt8(ascii: ">")
    var depth = 0
    var deepest = 0
    var i = 0
    while let start = bytes[i...].firstIndex(of: open) {
      var j = start + 1
      let closing = j < bytes.count && bytes[j] == UInt8(ascii: "/")
      if closing { j += 1 }
      let nameStart = j
      while j < bytes.count, bytes[j] | 0x20 >= UInt8(ascii: "a"), bytes[j] | 0x20 <= UInt8(ascii: "z") { j += 1 }
      let name = bytes[nameStart..<j]
      let container = name.elementsEqual("array".utf8) || name.elementsEqual("dict".utf8)
      guard container, let end = bytes[j...].firstIndex(of: close) else {
        i = j
        continue
      }
      if closing {
        depth = max(depth - 1, 0)
      } else if bytes[end - 1] != UInt8(ascii: "/") {
        depth += 1
        deepest = max(deepest, depth)
        if deepest > limit { return deepest }
      }
      i = end + 1
    }
    return deepest
  }

  /// The deepest nesting of arrays, dictionaries and sets in a binary plist (`bplist00`), or
  /// `limit + 1` once that is passed; nil when its structure is broken (a trailer, offset or
  /// reference out of bounds, an object that holds itself, a dictionary key that is not a
  /// string or holds a NUL), which is then not handed on.
  /// Each object is measured once, so objects shared many times cost nothing more.
  static func binaryDepth(_ bytes: [UInt8], limit: Int) -> Int? {
    guard bytes.count >= 8 + 32 else { return nil }
    let trailer = bytes.count - 32
    let offsetSize = Int(bytes[trailer + 6])
    let refSize = Int(bytes[trailer + 7])
    guard (1...8).contains(offsetSize), (1...8).contains(refSize),
      let count = number(bytes, at: trailer + 8, size: 8), let top = number(bytes, at: trailer + 16, size: 8),
      let table = number(bytes, at: trailer + 24, size: 8), count > 0, top < count,
      count <= (trailer - table) / offsetSize, table <= trailer
    else { return nil }
    /// The references an object holds (none for a scalar); nil when out of bounds.
    func children(_ object: Int) -> [Int]? {
      guard let at = number(bytes, at: table + object * offsetSize, size: offsetSize), at < table else { return nil }
      let marker = bytes[at]
      let kind = marker >> 4
      guard kind == 0xA || kind == 0xC || kind == 0xD else { return [] }
      var n = Int(marker & 0x0F)
      var refs = at + 1
      if n == 0xF {
        guard refs < table, bytes[refs] >> 4 == 0x1 else { return nil }
        let size = 1 << Int(bytes[refs] & 0x0F)
        guard size <= 8, let long = number(bytes, at: refs + 1, size: size) else { return nil }
        n = long
        refs += 1 + size
      }
      let keys = kind == 0xD ? n : 0
      guard n <= (table - refs) / refSize / (keys > 0 ? 2 : 1) else { return nil }
      n += keys
      var list: [Int] = []
      list.reserveCapacity(n)
      for k in 0..<n {
        guard let ref = number(bytes, at: refs + k * refSize, size: refSize), ref < count else { return nil }
        if k < keys, !isCleanKey(ref) { return nil }
        list.append(ref)
      }
      return list
    }
    /// Whether a dictionary's key is a string without a NUL: libplist hands keys over as C
    /// strings and aborts the process (an assertion) on one with a NUL inside.
    var cleanKeys = Set<Int>()
    func isCleanKey(_ object: Int) -> Bool {
      if cleanKeys.contains(object) { return true }
      guard let at = number(bytes, at: table + object * offsetSize, size: offsetSize), at < table else { return false }
      let kind = bytes[at] >> 4
      guard kind == 0x5 || kind == 0x6 else { return false }
      var n = Int(bytes[at] & 0x0F)
      var start = at + 1
      if n == 0xF {
        guard start < table, bytes[start] >> 4 == 0x1 else { return false }
        let size = 1 << Int(bytes[start] & 0x0F)
        guard size <= 8, let long = number(bytes, at: start + 1, size: size) else { return false }
        n = long
        start += 1 + size
      }
      let unit = kind == 0x6 ? 2 : 1
      guard n <= (table - start) / unit else { return false }
      var k = start
      while k < start + n * unit {
        if bytes[k] == 0 && (unit == 1 || bytes[k + 1] == 0) { return false }
        k += unit
      }
      cleanKeys.insert(object)
      return true
    }
    // Heights by an explicit depth-first walk: 0 not seen, -1 on the path now, else the height.
    var height = [Int](repeating: 0, count: count)
    var path: [(object: Int, children: [Int], next: Int)] = []
    guard let first = children(top) else { return nil }
    height[top] = -1
    path.append((top, first, 0))
    while let last = path.last {
      if last.next < last.children.count {
        let child = last.children[last.next]
        path[path.count - 1].next += 1
        switch height[child] {
        case -1: return nil  // holds itself
        case 0:
          guard let grand = children(child) else { return nil }
          if grand.isEmpty {
            height[child] = 1
          } else {
            if path.count >= limit { return limit + 1 }
            height[child] = -1
            path.append((child, grand, 0))
          }
        default: break
        }
      } else {
        path.removeLast()
        height[last.object] = 1 + last.children.reduce(0) { max($0, height[$1]) }
      }
    }
    return height[top]
  }

  /// A big-endian unsigned number of `size` bytes at `at`; nil out of bounds or past Int.max.
  private static func number(_ bytes: [UInt8], at: Int, size: Int) -> Int? {
    guard at >= 0, size <= 8, at + size <= bytes.count else { return nil }
    var value: UInt64 = 0
    for k in 0..<size { value = value << 8 | UInt64(bytes[at + k]) }
    return value <= UInt64(Int.max) ? Int(value) : nil
  }
}
