import CPlist
import Foundation
import Platform
import WheelCore

/// Reads a property list file (XML or binary) into the core's `PlistValue`s through libplist.
/// What comes from a stranger's hands is checked before libplist sees a byte: a file over
/// `sizeLimit` is refused by its size, unread, and an XML file declaring entities (`<!ENTITY`,
/// or a DOCTYPE with an internal subset, as an entity-expansion bomb does) is refused by a
/// scan of its bytes. Property lists never need either. So is nesting past `depthLimit`
/// (`PlistShape.swift`), which would overflow libplist's stack.
public enum PlistFile {
  /// An iTunes library of 100,000 songs is about 150 MB; anything past this is not one.
  public static let sizeLimit = 512 * 1024 * 1024
  /// Deeper nesting than any iTunes library has (4 levels) is refused, not followed.
  public static let depthLimit = 64

  public enum Failure: Error, Equatable, CustomStringConvertible {
    case missing(String)
    case tooLarge(String, limit: Int)
    case entities(String)
    case malformed(String)
    case tooDeep(String)
    case unreadable(String, String)

    public var description: String {
      switch self {
      case .missing(let path): "\(path): no such file"
      case .tooLarge(let path, let limit): "\(path) is larger than \(limit / 1024 / 1024) MiB: refused, not read"
      case .entities(let path):
        "\(path) declares XML entities (a DOCTYPE with an internal subset or <!ENTITY): refused, not parsed"
      case .malformed(let path): "\(path) is not a property list (malformed XML or binary plist)"
      case .tooDeep(let path): "\(path) nests deeper than \(depthLimit) levels: refused"
      case .unreadable(let path, let why): "\(path): \(why)"
      }
    }
  }

  /// The file's property list.
  public static func read(_ path: String, limit: Int = sizeLimit) throws(Failure) -> PlistValue {
    let bytes: [UInt8]
    do {
      guard let read = try RegularFile.read(path, limit: limit) else { throw Failure.missing(path) }
      bytes = read
    } catch let failure as Failure {
      throw failure
    } catch AtomicFile.Failure.tooLarge {
      throw .tooLarge(path, limit: limit)
    } catch {
      throw .unreadable(path, "\(error)")
    }
    return try parse(bytes, name: path)
  }

  /// Bytes already in memory (`name` is for the messages).
  public static func parse(_ bytes: [UInt8], name: String) throws(Failure) -> PlistValue {
    guard bytes.count <= UInt32.max else { throw .tooLarge(name, limit: Int(UInt32.max)) }
    let binary = bytes.starts(with: Array("bplist".utf8))
    if binary {
      guard let depth = binaryDepth(bytes, limit: depthLimit) else { throw .malformed(name) }
      if depth > depthLimit { throw .tooDeep(name) }
    } else {
      if declaresEntities(bytes) { throw .entities(name) }
      if xmlDepth(bytes, limit: depthLimit) > depthLimit { throw .tooDeep(name) }
    }
    var root: plist_t?
    bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        if binary {
          plist_from_bin(chars.baseAddress, UInt32(chars.count), &root)
        } else {
          plist_from_xml(chars.baseAddress, UInt32(chars.count), &root)
        }
      }
    }
    guard let root else { throw .malformed(name) }
    defer { plist_free(root) }
    guard let value = value(of: root, depth: 0) else { throw .tooDeep(name) }
    return value
  }

  /// Whether the XML declares entities: an `<!ENTITY` anywhere, or a `<!DOCTYPE` whose
  /// declaration opens an internal subset (`[`) before it ends. Letters compared without case.
  static func declaresEntities(_ bytes: [UInt8]) -> Bool {
    let entity = Array("<!entity".utf8)
    let doctype = Array("<!doctype".utf8)
    var i = 0
    while let open = bytes[i...].firstIndex(of: UInt8(ascii: "<")) {
      if matches(entity, in: bytes, at: open) { return true }
      if matches(doctype, in: bytes, at: open) {
        var j = open + doctype.count
        while j < bytes.count, bytes[j] != UInt8(ascii: ">") {
          if bytes[j] == UInt8(ascii: "[") { return true }
          j += 1
        }
      }
      i = open + 1
    }
    return false
  }

  private static func matches(_ word: [UInt8], in bytes: [UInt8], at start: Int) -> Bool {
    guard start + word.count <= bytes.count else { return false }
    for k in word.indices where bytes[start + k] | 0x20 != word[k] | 0x20 { return false }
    return true
  }

  /// Seconds between 1970-01-01 and 2001-01-01, where property list dates count from.
  static let appleEpoch = 978_307_200.0

  /// The node as a value; nil when it nests past `depthLimit`.
  private static func value(of node: plist_t, depth: Int) -> PlistValue? {
    guard depth < depthLimit else { return nil }
    switch plist_get_node_type(node) {
    case PLIST_DICT:
      var fields: [String: PlistValue] = [:]
      fields.reserveCapacity(Int(plist_dict_get_size(node)))
      var iterator: plist_dict_iter?
      plist_dict_new_iter(node, &iterator)
      defer { free(iterator) }
      while true {
        var key: UnsafeMutablePointer<CChar>?
        var item: plist_t?
        plist_dict_next_item(node, iterator, &key, &item)
        guard let key else { break }
        defer { free(key) }
        guard let item else { continue }
        guard let child = value(of: item, depth: depth + 1) else { return nil }
        fields[String(cString: key)] = child
      }
      return .dictionary(fields)
    case PLIST_ARRAY:
      let count = plist_array_get_size(node)
      var items: [PlistValue] = []
      items.reserveCapacity(Int(count))
      for n in 0..<count {
        guard let item = plist_array_get_item(node, n) else { continue }
        guard let child = value(of: item, depth: depth + 1) else { return nil }
        items.append(child)
      }
      return .array(items)
    case PLIST_STRING, PLIST_KEY:
      var length: UInt64 = 0
      guard let pointer = plist_get_string_ptr(node, &length) else { return .string("") }
      let bytes = UnsafeRawBufferPointer(start: pointer, count: Int(length))
      return .string(String(decoding: bytes, as: UTF8.self))
    case PLIST_UINT:
      var n: UInt64 = 0
      plist_get_uint_val(node, &n)
      return .integer(Int64(bitPattern: n))
    case PLIST_REAL:
      var r = 0.0
      plist_get_real_val(node, &r)
      return .real(r)
    case PLIST_BOOLEAN:
      var b: UInt8 = 0
      plist_get_bool_val(node, &b)
      return .bool(b != 0)
    case PLIST_DATE:
      var seconds: Int32 = 0
      var micro: Int32 = 0
      plist_get_date_val(node, &seconds, &micro)
      return .date(Double(seconds) + Double(micro) / 1_000_000 + appleEpoch)
    case PLIST_DATA:
      var length: UInt64 = 0
      _ = plist_get_data_ptr(node, &length)
      return .data(Int(length))
    default:
      return .data(0)
    }
  }
}
