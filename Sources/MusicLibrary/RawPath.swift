/// A file path exactly as the file system spells it: bytes, which need not be UTF-8.
/// Kept as bytes for opening and for the database key; decoded lossily only for display.
public struct RawPath: Hashable, Sendable, Comparable {
  public var bytes: [UInt8]

  public init(bytes: [UInt8]) { self.bytes = bytes }

  /// Hashes the bytes as one block: the synthesized hash feeds them to the hasher one at a time,
  /// which made dictionary look-ups the cost of a rescan.
  public func hash(into hasher: inout Hasher) {
    bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
  }

  public static func == (lhs: RawPath, rhs: RawPath) -> Bool { lhs.bytes == rhs.bytes }
  public init(_ string: String) { bytes = Array(string.utf8) }

  /// The path for display; invalid UTF-8 shows as U+FFFD.
  public var display: String { String(decoding: bytes, as: UTF8.self) }

  /// The last component.
  public var lastComponent: RawPath {
    guard let slash = bytes.lastIndex(of: 0x2F) else { return self }
    return RawPath(bytes: Array(bytes[(slash + 1)...]))
  }

  /// Everything before the last "/" ("/" for a top-level entry, "" when there is none).
  public var parent: RawPath {
    guard let slash = bytes.lastIndex(of: 0x2F) else { return RawPath(bytes: []) }
    return RawPath(bytes: slash == 0 ? [0x2F] : Array(bytes[..<slash]))
  }

  public func appending(_ name: some Collection<UInt8>) -> RawPath {
    var joined: [UInt8] = []
    joined.reserveCapacity(bytes.count + name.count + 1)
    joined.append(contentsOf: bytes)
    if joined.last != 0x2F { joined.append(0x2F) }
    joined.append(contentsOf: name)
    return RawPath(bytes: joined)
  }

  /// The extension after the last dot of the last component, lower-cased ASCII.
  public var lowercasedExtension: String {
    let name = lastComponent.bytes
    guard let dot = name.lastIndex(of: 0x2E), dot > 0 else { return "" }
    return String(decoding: name[(dot + 1)...].map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
  }

  /// Calls `body` with a NUL-terminated C string of the path.
  public func withCString<R>(_ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
    try (bytes + [0]).withUnsafeBufferPointer { buffer in
      try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
    }
  }

  /// Removes "." and resolves ".." lexically, and collapses repeated slashes.
  public var normalized: RawPath {
    let absolute = bytes.first == 0x2F
    var parts: [ArraySlice<UInt8>] = []
    for part in bytes.split(separator: 0x2F, omittingEmptySubsequences: true) {
      if part.elementsEqual([0x2E]) { continue }
      if part.elementsEqual([0x2E, 0x2E]) {
        if let last = parts.last, !last.elementsEqual([0x2E, 0x2E]) {
          parts.removeLast()
          continue
        }
        if absolute { continue }
      }
      parts.append(part)
    }
    var out: [UInt8] = absolute ? [0x2F] : []
    for (i, part) in parts.enumerated() {
      if i > 0 { out.append(0x2F) }
      out.append(contentsOf: part)
    }
    return RawPath(bytes: out)
  }

  public static func < (lhs: RawPath, rhs: RawPath) -> Bool {
    lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
  }
}
