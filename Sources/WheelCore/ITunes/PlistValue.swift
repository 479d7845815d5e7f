/// A property list as plain values, so that reading an iTunes library (`ITunesLibrary`) is pure
/// and tested without files: the adapter (target `PropertyLists`, through libplist) makes one.
/// Dates are Unix seconds; data keeps only its size, which nothing here reads.
public indirect enum PlistValue: Equatable, Sendable {
  case dictionary([String: PlistValue])
  case array([PlistValue])
  case string(String)
  case integer(Int64)
  case real(Double)
  case bool(Bool)
  case date(Double)
  case data(Int)

  public subscript(key: String) -> PlistValue? {
    if case .dictionary(let fields) = self { return fields[key] }
    return nil
  }

  public var string: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  /// Integers, and reals that are whole (some exporters write counts as reals).
  public var integer: Int64? {
    switch self {
    case .integer(let i): i
    case .real(let r) where r.isFinite && r == r.rounded() && abs(r) < 9e18: Int64(r)
    default: nil
    }
  }

  public var bool: Bool? {
    if case .bool(let b) = self { return b }
    return nil
  }

  public var date: Double? {
    if case .date(let d) = self { return d }
    return nil
  }
}
