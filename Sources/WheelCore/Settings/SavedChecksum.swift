/// The checks a journal needs of its bytes: a CRC-32 per record, so a record torn by a crash or
/// damaged on disk is told from a good one, and a 64-bit fingerprint of the whole file a
/// journal follows, so the journal is replayed only over the very file it was written after.
/// Neither is a defence against an attacker; both only catch accidents.
public enum SavedChecksum {
  /// CRC-32 (the polynomial of zip and PNG) of `bytes`.
  public static func crc32<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return ~crc
  }

  private static let table: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  /// A fingerprint of a whole file (`Fingerprint`).
  public static func fingerprint(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var fingerprint = Fingerprint()
    fingerprint.add(bytes)
    return fingerprint.value
  }

  public static func fingerprint(_ bytes: [UInt8]) -> UInt64 {
    bytes.withUnsafeBytes { fingerprint($0) }
  }

  /// A fingerprint of a file fed in pieces of any size, eight bytes at a time: 200 MB take a
  /// fraction of a second, where a byte-wise CRC would take seconds. The same for any cut of
  /// the same bytes, and stable across runs and machines.
  public struct Fingerprint: Sendable {
    private var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    /// Bytes of a word not yet whole, little-endian.
    private var pending: UInt64 = 0
    public private(set) var count = 0

    public init() {}

    public mutating func add(_ bytes: UnsafeRawBufferPointer) {
      var i = 0
      while count % 8 != 0, i < bytes.count {
        take(bytes[i])
        i += 1
      }
      let words = (bytes.count - i) / 8
      for w in 0..<words {
        hash = mix(hash ^ bytes.loadUnaligned(fromByteOffset: i + w * 8, as: UInt64.self).littleEndian)
      }
      count += words * 8
      i += words * 8
      while i < bytes.count {
        take(bytes[i])
        i += 1
      }
    }

    public mutating func add(_ bytes: ArraySlice<UInt8>) { bytes.withUnsafeBytes { add($0) } }

    private mutating func take(_ byte: UInt8) {
      pending |= UInt64(byte) << (8 * UInt64(count % 8))
      count += 1
      if count % 8 == 0 {
        hash = mix(hash ^ pending)
        pending = 0
      }
    }

    public var value: UInt64 { mix(mix(hash ^ pending) ^ UInt64(count)) }
  }

  public static func fingerprint(_ text: String) -> UInt64 {
    var text = text
    return text.withUTF8 { fingerprint(UnsafeRawBufferPointer($0)) }
  }

  fileprivate static func mix(_ value: UInt64) -> UInt64 {
    var x = value &* 0x9E37_79B9_7F4A_7C15
    x ^= x >> 29
    return x &* 0xBF58_476D_1CE4_E5B9
  }
}
