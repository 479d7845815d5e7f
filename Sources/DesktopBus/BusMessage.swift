import CSystemdBus
import Glibc

/// Reads and writes sd-bus messages with the typed, non-variadic calls Swift can make
/// (`sd_bus_message_append_basic`, `open_container`, `read_basic`, `enter_container`).
struct BusMessage {
  let raw: OpaquePointer

  // MARK: Writing

  func append(_ value: BusValue) -> Int32 {
    switch value {
    case .string(let s): return appendString(s, type: "s")
    case .objectPath(let s): return appendString(s, type: "o")
    case .bool(let b):
      var v: Int32 = b ? 1 : 0
      return sd_bus_message_append_basic(raw, code("b"), &v)
    case .double(let d):
      var v = d
      return sd_bus_message_append_basic(raw, code("d"), &v)
    case .int32(let i):
      var v = i
      return sd_bus_message_append_basic(raw, code("i"), &v)
    case .int64(let i):
      var v = i
      return sd_bus_message_append_basic(raw, code("x"), &v)
    case .strings(let list):
      return container("a", "s") { list.reduce(0) { r, s in r < 0 ? r : appendString(s, type: "s") } }
    case .dictionary(let entries):
      return appendDictionary(entries)
    }
  }

  /// `a{sv}`: the form of GetAll's answer, PropertiesChanged and Metadata.
  func appendDictionary(_ entries: [String: BusValue]) -> Int32 {
    container("a", "{sv}") {
      for key in entries.keys.sorted() {
        let r = container("e", "sv") {
          let r = appendString(key, type: "s")
          return r < 0 ? r : appendVariant(entries[key]!)
        }
        if r < 0 { return r }
      }
      return 0
    }
  }

  func appendVariant(_ value: BusValue) -> Int32 {
    container("v", value.signature) { append(value) }
  }

  func appendString(_ s: String, type: Character) -> Int32 {
    s.withCString { sd_bus_message_append_basic(raw, code(type), $0) }
  }

  private func container(_ type: Character, _ contents: String, _ body: () -> Int32) -> Int32 {
    var r = sd_bus_message_open_container(raw, code(type), contents)
    if r >= 0 { r = body() }
    if r >= 0 { r = sd_bus_message_close_container(raw) }
    return r
  }

  // MARK: Reading

  func readString() -> String? {
    var p: UnsafePointer<CChar>?
    let type = peekType() ?? "s"
    guard type == "s" || type == "o", sd_bus_message_read_basic(raw, code(type), &p) > 0, let p else { return nil }
    return String(cString: p)
  }

  func readInt64() -> Int64? {
    var v: Int64 = 0
    return sd_bus_message_read_basic(raw, code("x"), &v) > 0 ? v : nil
  }

  /// The arguments of a method call whose signature is `signature` (basic types only).
  func readArguments(_ signature: String) -> [BusValue]? {
    var values: [BusValue] = []
    for type in signature {
      switch type {
      case "s":
        guard let s = readString() else { return nil }
        values.append(.string(s))
      case "o":
        guard let s = readString() else { return nil }
        values.append(.objectPath(s))
      case "x":
        guard let x = readInt64() else { return nil }
        values.append(.int64(x))
      default: return nil
      }
    }
    return values
  }

  /// A variant holding a double, a boolean or a string (the writable MPRIS properties).
  func readVariant() -> BusValue? {
    var type: CChar = 0
    var contents: UnsafePointer<CChar>?
    guard sd_bus_message_peek_type(raw, &type, &contents) > 0, type == code("v"), let contents else { return nil }
    let signature = String(cString: contents)
    guard sd_bus_message_enter_container(raw, code("v"), signature) > 0 else { return nil }
    defer { sd_bus_message_exit_container(raw) }
    switch signature {
    case "d":
      var d = 0.0
      return sd_bus_message_read_basic(raw, code("d"), &d) > 0 ? .double(d) : nil
    case "b":
      var b: Int32 = 0
      return sd_bus_message_read_basic(raw, code("b"), &b) > 0 ? .bool(b != 0) : nil
    case "s": return readString().map(BusValue.string)
    default: return nil
    }
  }

  private func peekType() -> Character? {
    var type: CChar = 0
    guard sd_bus_message_peek_type(raw, &type, nil) > 0 else { return nil }
    return Character(Unicode.Scalar(UInt8(bitPattern: type)))
  }

  private func code(_ c: Character) -> CChar { CChar(bitPattern: c.asciiValue!) }
}
