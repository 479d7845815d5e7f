/// What a scan remembers of one folder so that the next one need not list it again.
///
/// A folder's status-change time (ctime) moves whenever an entry is added, removed or renamed
/// in it, or its mode changes, and cannot be set by any program; so while the folder's identity
/// and ctime are what the record says, its entries are the recorded ones, and a rescan only
/// stats them (a file edited in place keeps its folder's ctime, hence the stat per file). A
/// ctime too close to the scan (same clock tick as a change that may follow) is stored as 0,
/// which never matches: the next scan lists that folder again.
package struct FolderRecord: Equatable, Sendable {
  let identity: FileIdentity
  /// Nanoseconds; 0 when too recent to be trusted.
  let ctime: Int64
  /// The entries in name order, packed: see `FolderEntries`.
  let entries: [UInt8]
}

/// One folder's entries packed into bytes (one blob per folder in the database, no row per
/// file): for each, a kind byte, the name's length (one byte: names are at most 255 bytes),
/// the name, and for a file its size and modification time (8 bytes each, little-endian).
/// Hidden entries and files that are neither music nor playlists are not kept.
enum FolderEntries {
  enum Kind: UInt8 {
    /// A folder (not a link to one).
    case folder = 1
    /// A music or playlist file (not a link, one hard link only).
    case file = 2
    /// A symbolic link, or a file with several hard links: resolved after the plain tree, in
    /// path order, so that a plain path always wins over a link to the same thing.
    case deferred = 3
  }

  /// One entry as read back; `name` points into the blob being read.
  struct Entry {
    let kind: Kind
    let name: UnsafeBufferPointer<UInt8>
    let size: Int64
    let mtime: Int64
  }

  static func append(
    _ kind: Kind, name: UnsafeBufferPointer<UInt8>, size: Int64 = 0, mtime: Int64 = 0, to blob: inout [UInt8]
  ) {
    blob.append(kind.rawValue)
    blob.append(UInt8(name.count))
    blob.append(contentsOf: name)
    guard kind == .file else { return }
    withUnsafeBytes(of: size.littleEndian) { blob.append(contentsOf: $0) }
    withUnsafeBytes(of: mtime.littleEndian) { blob.append(contentsOf: $0) }
  }

  /// Calls `body` for each entry in order; stops early when it returns false. Returns false
  /// when the blob is malformed (then the folder is simply listed again).
  @discardableResult
  static func forEach(in blob: UnsafeBufferPointer<UInt8>, _ body: (Entry) -> Bool) -> Bool {
    var at = 0
    while at < blob.count {
      guard at + 2 <= blob.count, let kind = Kind(rawValue: blob[at]) else { return false }
      let length = Int(blob[at + 1])
      let nameStart = at + 2
      at = nameStart + length + (kind == .file ? 16 : 0)
      guard at <= blob.count else { return false }
      let name = UnsafeBufferPointer(rebasing: blob[nameStart..<(nameStart + length)])
      var size: Int64 = 0
      var mtime: Int64 = 0
      if kind == .file {
        let raw = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: blob[(nameStart + length)..<at]))
        size = Int64(littleEndian: raw.loadUnaligned(fromByteOffset: 0, as: Int64.self))
        mtime = Int64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: Int64.self))
      }
      if !body(Entry(kind: kind, name: name, size: size, mtime: mtime)) { return true }
    }
    return true
  }

  /// Byte order of names, the order entries are kept in.
  static func precedes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    let common = min(a.count, b.count)
    if common > 0 {
      let order = memcmp(a.baseAddress!, b.baseAddress!, common)
      if order != 0 { return order < 0 }
    }
    return a.count < b.count
  }
}

#if canImport(Glibc)
  import Glibc
#endif
