/// One entry of a saved file's table: its key, and how the lines of that key are written from
/// and read into the saved value. Most entries are made from a key path and a value coding
/// (`value`, `optional`, `each`), so writing and reading come from the one declaration and
/// cannot drift apart; the few that are more than a key path say both ways in one place.
public struct SavedField<Root> {
  public let key: String
  let write: (Root, inout SavedLineWriter) -> Void
  /// Reads one line's value into the root; false when it does not read.
  let read: (inout Root, inout SavedFieldReader) -> Bool
  /// Told when a line of this key could not be read, so an entry whose lines are counted
  /// (the user data's songs, which the lists number) can keep the count.
  let lost: (inout Root) -> Void
  /// A direct writer and reader of this key's lines as bytes, for a key a file holds by the
  /// hundred thousand (the user data's songs): the same lines as `write` and `read` make,
  /// without a string and a closure per field. `readBytes` gets a line's value (the bytes after
  /// `KEY = `) and returns false for anything but the plain shape it knows: the generic reader
  /// then reads (or reports) that line.
  let writeBytes: ((Root, inout [UInt8]) -> Void)?
  let readBytes: ((inout Root, ArraySlice<UInt8>) -> Bool)?

  public init(
    _ key: String, write: @escaping (Root, inout SavedLineWriter) -> Void,
    read: @escaping (inout Root, inout SavedFieldReader) -> Bool, lost: @escaping (inout Root) -> Void = { _ in },
    writeBytes: ((Root, inout [UInt8]) -> Void)? = nil, readBytes: ((inout Root, ArraySlice<UInt8>) -> Bool)? = nil
  ) {
    self.key = key
    self.write = write
    self.read = read
    self.lost = lost
    self.writeBytes = writeBytes
    self.readBytes = readBytes
  }

  /// `key = value`, always written (or not when `skip` says the value is not worth a line).
  public static func value<Value>(
    _ key: String, _ path: WritableKeyPath<Root, Value>, _ coding: SavedValue<Value>,
    skip: @escaping (Value) -> Bool = { _ in false }
  ) -> SavedField {
    SavedField(
      key,
      write: { root, line in
        let value = root[keyPath: path]
        if !skip(value) { line.line(key, value, coding) }
      },
      read: { root, fields in
        guard let value = coding.read(&fields) else { return false }
        root[keyPath: path] = value
        return true
      })
  }

  /// `key = value` when there is a value; an empty value reads as none.
  public static func optional<Value>(
    _ key: String, _ path: WritableKeyPath<Root, Value?>, _ coding: SavedValue<Value>
  ) -> SavedField {
    SavedField(
      key,
      write: { root, line in
        if let value = root[keyPath: path] { line.line(key, value, coding) }
      },
      read: { root, fields in
        var peek = fields
        if peek.next() == "", peek.atEnd {
          fields = peek
          root[keyPath: path] = nil
          return true
        }
        guard let value = coding.read(&fields) else { return false }
        root[keyPath: path] = value
        return true
      })
  }

  /// One `key = value` line for each element, in order; each line read appends one.
  public static func each<Value>(
    _ key: String, _ path: WritableKeyPath<Root, [Value]>, _ coding: SavedValue<Value>
  ) -> SavedField {
    SavedField(
      key,
      write: { root, line in for value in root[keyPath: path] { line.line(key, value, coding) } },
      read: { root, fields in
        guard let value = coding.read(&fields) else { return false }
        root[keyPath: path].append(value)
        return true
      })
  }
}
