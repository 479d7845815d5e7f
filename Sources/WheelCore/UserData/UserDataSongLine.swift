/// The user data's `song` lines, written and read byte by byte: a file holds one per song ever
/// seen (100,000 and more), and the table's generic path (a string and a closure per field)
/// took 3-5x as long as the hand-written codec it replaced (docs/SAVED-FILES.md, "Speed").
/// Registered on the table's `song` entry (`SavedField.writeBytes`/`readBytes`), and held to
/// that entry's coding: the same bytes out, the same records in (RoundTripPropertyTests).
/// Anything but the plain shape (an escape, a signed or fractional number) is left to the
/// generic reader, which reads or reports it as before.
enum UserDataSongLine {
  static let prefix = Array("song = ".utf8)

  static func write(_ record: SongRecord, to out: inout [UInt8]) {
    out.append(contentsOf: prefix)
    if let rating = record.rating { number(rating, to: &out) } else { out.append(dash) }
    out.append(tab)
    number(record.plays, to: &out)
    out.append(tab)
    number(record.skips, to: &out)
    out.append(tab)
    time(record.lastPlayed, to: &out)
    out.append(tab)
    time(record.added, to: &out)
    out.append(tab)
    field(record.key.path, to: &out)
    out.append(tab)
    field(record.key.title, to: &out)
    out.append(tab)
    field(record.key.artist, to: &out)
    out.append(tab)
    field(record.key.album, to: &out)
    out.append(0x0A)
  }

  /// The record of a plain line's value (the bytes after `song = `); nil for anything else.
  static func read(_ value: ArraySlice<UInt8>) -> SongRecord? {
    var fields = Fields(value)
    guard let ratingField = fields.next(), let plays = fields.next().flatMap(count),
      let skips = fields.next().flatMap(count), let lastPlayed = fields.next().flatMap(time),
      let added = fields.next().flatMap(time), let path = fields.next().flatMap(text), !path.isEmpty,
      let title = fields.next().flatMap(text), let artist = fields.next().flatMap(text),
      let album = fields.next().flatMap(text), fields.atEnd
    else { return nil }
    let rating: Int?
    if ratingField.elementsEqual([dash]) {
      rating = nil
    } else {
      guard ratingField.count == 1, let stars = count(ratingField), stars <= SongRecord.maxRating else { return nil }
      rating = stars
    }
    return SongRecord(
      key: SongKey(path: path, title: title, artist: artist, album: album), rating: rating, plays: plays,
      skips: skips, lastPlayed: lastPlayed.value, added: added.value)
  }

  private static let tab: UInt8 = 0x09
  private static let dash = UInt8(ascii: "-")

  /// The fields of a value, cut at tabs, without copying.
  private struct Fields {
    var rest: ArraySlice<UInt8>
    var done = false

    init(_ value: ArraySlice<UInt8>) { rest = value }

    mutating func next() -> ArraySlice<UInt8>? {
      guard !done else { return nil }
      guard let cut = rest.firstIndex(of: 0x09) else {
        done = true
        return rest
      }
      defer { rest = rest[(cut + 1)...] }
      return rest[..<cut]
    }

    var atEnd: Bool { done }
  }

  /// Plain decimal digits within the counts' range (`UserDataCodec.count`).
  private static func count(_ field: ArraySlice<UInt8>) -> Int? { digits(field, atMost: 9) }

  /// 1 to `most` plain decimal digits.
  private static func digits(_ field: ArraySlice<UInt8>, atMost most: Int) -> Int? {
    guard (1...most).contains(field.count) else { return nil }
    var value = 0
    for byte in field {
      guard (0x30...0x39).contains(byte) else { return nil }
      value = value * 10 + Int(byte - 0x30)
    }
    return value
  }

  /// A time or none (`-`), as `SavedValue.number` reads it; nil when it does not read here.
  private static func time(_ field: ArraySlice<UInt8>) -> Time? {
    if field.elementsEqual([dash]) { return Time(value: nil) }
    // Up to 11 digits: whole seconds up to the year 5138 (`UserDataCodec.latestTime`).
    if let whole = digits(field, atMost: 11) { return Time(value: Double(whole)) }
    // A fraction: the same parse as the table's, on the field's text.
    guard field.count <= 40, let value = Double(String(decoding: field, as: UTF8.self)), value.isFinite,
      (0...UserDataCodec.latestTime).contains(value)
    else { return nil }
    return Time(value: value)
  }

  /// A time field's value, told apart from a field that does not read.
  private struct Time {
    var value: Double?
  }

  /// Text with nothing escaped in it, checked to be UTF-8.
  private static func text(_ field: ArraySlice<UInt8>) -> String? {
    guard !field.contains(0x5C) else { return nil }
    return String(validating: field, as: UTF8.self)
  }

  private static func number(_ value: Int, to out: inout [UInt8]) {
    if value < 0 { out.append(dash) }
    let magnitude = value.magnitude
    var divisor: UInt = 1
    while divisor <= magnitude / 10 { divisor *= 10 }
    repeat {
      out.append(0x30 + UInt8(magnitude / divisor % 10))
      divisor /= 10
    } while divisor > 0
  }

  /// As `SavedValue.number` writes it: whole seconds as digits, anything else as Swift prints it.
  private static func time(_ value: Double?, to out: inout [UInt8]) {
    guard let value else { return out.append(dash) }
    if value == value.rounded() && abs(value) < 1e15 {
      number(Int(Int64(value)), to: &out)
    } else {
      out.append(contentsOf: "\(value)".utf8)
    }
  }

  /// A text field, escaped only when it needs it (as `SavedEscape.append` decides).
  private static func field(_ text: String, to out: inout [UInt8]) {
    let utf8 = text.utf8
    if utf8.first == 0x20 || utf8.last == 0x20 || utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0x5C }) {
      out.append(contentsOf: SavedEscape.escape(text).utf8)
    } else {
      out.append(contentsOf: utf8)
    }
  }
}
