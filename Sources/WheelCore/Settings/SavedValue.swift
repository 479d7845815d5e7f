/// How one value is written as the fields of a line and read back: the value coding of a
/// table entry (`SavedField`). Codings see plain text; escaping is the writer's and reader's.
/// A coding reads only what it would write, range checks included: saved files are untrusted.
public struct SavedValue<Value> {
  public let write: (Value, inout SavedLineWriter) -> Void
  public let read: (inout SavedFieldReader) -> Value?

  public init(
    write: @escaping (Value, inout SavedLineWriter) -> Void, read: @escaping (inout SavedFieldReader) -> Value?
  ) {
    self.write = write
    self.read = read
  }

  /// A value of one field, through its text.
  public init(text: @escaping (Value) -> String, parse: @escaping (String) -> Value?) {
    self.init(write: { value, line in line.field(text(value)) }, read: { fields in fields.next().flatMap(parse) })
  }

  /// The same fields read into another type (`read` nil refuses the value).
  public func map<Other>(_ read: @escaping (Value) -> Other?, _ write: @escaping (Other) -> Value) -> SavedValue<Other>
  {
    let inner = self
    return SavedValue<Other>(
      write: { other, line in inner.write(write(other), &line) }, read: { fields in inner.read(&fields).flatMap(read) })
  }

  /// Several values in the fields of one line, in the order of `columns`, each from and into
  /// its key path of a record that starts as `empty`.
  public static func record(_ empty: Value, _ columns: [SavedColumn<Value>]) -> SavedValue<Value> {
    SavedValue(
      write: { record, line in for column in columns { column.write(record, &line) } },
      read: { fields in
        var record = empty
        for column in columns where !column.read(&record, &fields) { return nil }
        return record
      })
  }
}

/// One field of a record: a key path and the coding of what it holds.
public struct SavedColumn<Record> {
  let write: (Record, inout SavedLineWriter) -> Void
  let read: (inout Record, inout SavedFieldReader) -> Bool

  public init<Value>(_ path: WritableKeyPath<Record, Value>, _ coding: SavedValue<Value>) {
    write = { record, line in coding.write(record[keyPath: path], &line) }
    read = { record, fields in
      guard let value = coding.read(&fields) else { return false }
      record[keyPath: path] = value
      return true
    }
  }
}

extension SavedValue where Value == String {
  /// Any text, as it is.
  public static var text: SavedValue { SavedValue(text: { $0 }, parse: { $0 }) }
  /// Any text but the empty one.
  public static var nonEmpty: SavedValue { SavedValue(text: { $0 }, parse: { $0.isEmpty ? nil : $0 }) }
}

extension SavedValue where Value == Bool {
  /// "on" / "off".
  public static var onOff: SavedValue { words(true: "on", false: "off") }

  public static func words(true yes: String, false no: String) -> SavedValue {
    SavedValue(text: { $0 ? yes : no }, parse: { $0 == yes ? true : $0 == no ? false : nil })
  }
}

extension SavedValue where Value == Int {
  /// Decimal digits (an optional minus), within `range`.
  public static func int(in range: ClosedRange<Int>) -> SavedValue {
    SavedValue(text: { String($0) }, parse: { Int($0).flatMap { range.contains($0) ? $0 : nil } })
  }
}

extension SavedValue where Value == Int64 {
  public static var int64: SavedValue { SavedValue(text: { String($0) }, parse: { Int64($0) }) }
}

extension SavedValue where Value == Double {
  /// A finite number within `range`, written so it reads back exactly (whole numbers without
  /// a fraction).
  public static func number(in range: ClosedRange<Double>) -> SavedValue {
    SavedValue(
      text: { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int64($0)) : "\($0)" },
      parse: { text in
        guard text.utf8.count <= 40, let v = Double(text), v.isFinite, range.contains(v) else { return nil }
        return v
      })
  }
}

extension SavedValue where Value: RawRepresentable, Value.RawValue == String {
  /// A choice by its raw value.
  public static var token: SavedValue { SavedValue(text: \.rawValue, parse: Value.init(rawValue:)) }
}

extension SavedValue {
  /// A value or none: "-" for none (so none is never confused with an empty text).
  public static func orDash<Wrapped>(_ coding: SavedValue<Wrapped>) -> SavedValue where Value == Wrapped? {
    SavedValue(
      write: { value, line in
        if let value { coding.write(value, &line) } else { line.field("-") }
      },
      read: { fields in
        var peek = fields
        if peek.next() == "-" {
          fields = peek
          return .some(nil)
        }
        return coding.read(&fields).map { .some($0) }
      })
  }
}
