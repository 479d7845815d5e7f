/// A D-Bus value as MPRIS uses them, so the property tables are plain data that tests compare
/// without a bus; `BusMessage` turns them into sd-bus calls.
public enum BusValue: Equatable, Sendable {
  case string(String)
  case objectPath(String)
  case bool(Bool)
  case double(Double)
  case int32(Int32)
  case int64(Int64)
  case strings([String])
  /// `a{sv}`, written in key order so every message is the same for the same data.
  case dictionary([String: BusValue])

  /// The D-Bus type signature.
  public var signature: String {
    switch self {
    case .string: "s"
    case .objectPath: "o"
    case .bool: "b"
    case .double: "d"
    case .int32: "i"
    case .int64: "x"
    case .strings: "as"
    case .dictionary: "a{sv}"
    }
  }
}
