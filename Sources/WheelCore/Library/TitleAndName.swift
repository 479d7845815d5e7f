/// A song's title and its file's name as one run of UTF-8 bytes, the title's bytes first, in a
/// byte buffer that a whole library's tracks share (see `[Track].packingText()`).
///
/// A Swift string longer than 15 bytes is an object of its own (32 bytes of header, then
/// malloc's rounding to 16): as one string a song, title and name still cost ~40 bytes a song
/// of overhead and an object for malloc to keep. Here a packed track holds a reference to its
/// library's buffer and where its bytes are in it (16 bytes, as the string was): the bytes
/// themselves and nothing more. A track made on its own (a scan's result, a test, a setter)
/// has a buffer of its own until a library packs it.
///
/// Cut at a byte count, not at a separator, so any title or name round-trips.
struct TitleAndName: Hashable, Sendable {
  /// The buffer: this text's own bytes, or a library's (then much longer than `count`).
  private let buffer: [UInt8]
  private let start: UInt32
  let count: UInt32

  /// No title and no name (no buffer either).
  static let empty = TitleAndName(buffer: [], start: 0, count: 0)

  /// The place of `count` bytes at `start` in `buffer` (see `TrackTextPacker`).
  init(buffer: [UInt8], start: UInt32, count: UInt32) {
    self.buffer = buffer
    self.start = start
    self.count = count
  }

  /// The text of `title` then `name`, in a buffer of its own, and how many bytes are the title.
  static func join(title: String, name: String) -> (text: TitleAndName, titleBytes: Int32) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(title.utf8.count + name.utf8.count)
    bytes.append(contentsOf: title.utf8)
    bytes.append(contentsOf: name.utf8)
    return (TitleAndName(buffer: bytes, start: 0, count: UInt32(bytes.count)), Int32(title.utf8.count))
  }

  /// All the bytes, title then name, in place.
  var utf8: ArraySlice<UInt8> { buffer[Int(start)..<Int(start) + Int(count)] }

  func title(titleBytes: Int32) -> String {
    String(decoding: utf8.prefix(Int(titleBytes)), as: UTF8.self)
  }

  func name(titleBytes: Int32) -> String {
    String(decoding: nameUTF8(titleBytes: titleBytes), as: UTF8.self)
  }

  /// The name's bytes, in place.
  func nameUTF8(titleBytes: Int32) -> ArraySlice<UInt8> { utf8.dropFirst(Int(titleBytes)) }

  /// Whether the two are bytes of one buffer (what packing achieves).
  func sharesBuffer(with other: TitleAndName) -> Bool {
    buffer.withUnsafeBufferPointer { a in other.buffer.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
  }

  /// Whether this text holds a buffer longer than itself (a library's): a copy kept after
  /// the library is gone (a user-data record of a song no longer there) would keep all of it.
  var holdsMoreThanItself: Bool { buffer.count != Int(count) }

  /// The same bytes in a buffer of their own.
  func detached() -> TitleAndName {
    holdsMoreThanItself ? TitleAndName(buffer: Array(utf8), start: 0, count: count) : self
  }

  static func == (a: TitleAndName, b: TitleAndName) -> Bool {
    a.count == b.count && (a.start == b.start && a.sharesBuffer(with: b) || a.utf8.elementsEqual(b.utf8))
  }

  func hash(into hasher: inout Hasher) {
    utf8.withUnsafeBytes { hasher.combine(bytes: $0) }
  }

  /// Whether `count` texts are all of one buffer holding nothing else (packed already).
  static func arePacked(count: Int, text: (Int) -> TitleAndName) -> Bool {
    guard count > 0 else { return true }
    let first = text(0)
    var total = 0
    for i in 0..<count {
      let t = text(i)
      guard t.sharesBuffer(with: first) else { return false }
      total += Int(t.count)
    }
    return total == first.buffer.count
  }
}
