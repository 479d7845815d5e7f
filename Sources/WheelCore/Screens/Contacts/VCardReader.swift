/// Reads vCard 2.1, 3.0 and 4.0 by hand (Debian has no vCard library): lines unfolded (CRLF
/// then a space or a tab), 2.1's quoted-printable values joined across their soft line breaks
/// and decoded in their CHARSET, escapes (`\\`, `\;`, `\,`, `\n`) undone, groups ("item1.")
/// dropped. Pure: the adapter hands it a file's bytes.
///
/// A card that never ends (a file cut short) or has nothing to show is skipped and said in
/// `problems`; the other cards of the file are kept. Every field is sanitised here, so no
/// control character or escape from a file reaches the terminal.
public enum VCardReader {
  public struct Result: Equatable, Sendable {
    public var contacts: [Contact]
    /// Why cards were skipped, or why the file held none ("no vCard in it").
    public var problems: [String]
  }

  /// At most this many cards from one file (a phone's export holds a few thousand).
  public static let cardLimit = 20_000

  public static func read(_ bytes: [UInt8]) -> Result {
    var contacts: [Contact] = []
    var problems: [String] = []
    var card: Contact?
    var sawBegin = false
    for line in logicalLines(bytes) {
      guard let property = Property(line) else { continue }
      switch property.name {
      case "BEGIN" where property.text.uppercased() == "VCARD":
        if card != nil { problems.append("a card has no END:VCARD") }
        card = Contact()
        sawBegin = true
      case "END" where property.text.uppercased() == "VCARD":
        guard let done = card else { continue }
        card = nil
        if done.displayName == "No Name" {
          problems.append("a card has no name, number or address")
        } else if contacts.count < cardLimit {
          contacts.append(done)
        }
      default:
        if card != nil { property.apply(to: &card!) }
      }
    }
    if card != nil { problems.append("a card has no END:VCARD") }
    if !sawBegin { problems.append("no vCard in it") }
    return Result(contacts: contacts, problems: problems)
  }

  /// The file's logical lines: physical lines (LF or CRLF) with folded continuations joined,
  /// and quoted-printable values joined over their soft breaks (a line ending in `=`).
  /// vCard 2.1 keeps the space a fold starts with (its folding happens at spaces); 3.0 and 4.0
  /// drop it, as RFC 6350 says.
  static func logicalLines(_ bytes: [UInt8]) -> [[UInt8]] {
    var lines: [[UInt8]] = []
    var keepsFoldSpace = false
    for var physical in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
      if physical.last == 0x0D { physical = physical.dropLast() }
      if let first = physical.first, first == 0x20 || first == 0x09, !lines.isEmpty {
        lines[lines.count - 1] += keepsFoldSpace ? physical : physical.dropFirst()
      } else if let last = lines.last, last.last == UInt8(ascii: "="), isQuotedPrintable(last) {
        lines[lines.count - 1] = Array(last.dropLast()) + physical
      } else {
        if let done = lines.last, done.elementsEqual("VERSION:2.1".utf8) { keepsFoldSpace = true }
        if let done = lines.last, done.starts(with: "VERSION:".utf8), !done.elementsEqual("VERSION:2.1".utf8) {
          keepsFoldSpace = false
        }
        lines.append(Array(physical))
      }
    }
    return lines.filter { !$0.isEmpty }
  }

  private static func isQuotedPrintable(_ line: [UInt8]) -> Bool {
    guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return false }
    return String(decoding: line[..<colon], as: UTF8.self).uppercased().contains("QUOTED-PRINTABLE")
  }
}
