import TerminalUI
import WheelCore

/// Random terminal input for the decoder's fuzz tests: byte soup, hostile and truncated
/// sequences, and valid reports whose decoding is known. Seeded (the core's `Shuffler`), so a
/// failing stream can be produced again from the seed printed with it.
struct InputFuzzer {
  var rng: Shuffler

  init(seed: UInt64) { rng = Shuffler(seed: seed) }

  mutating func below(_ bound: Int) -> Int { Int(rng.next() % UInt64(max(1, bound))) }
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

  static let esc: UInt8 = 0x1B
  /// Numbers a report should never carry: signs, overflow, zero, too many digits.
  static let hostileNumbers = [
    "-9223372036854775808", "9223372036854775807", "18446744073709551616", "-1", "+1", "0", "", "00000001",
    String(repeating: "9", count: 70), " 1", "1.5",
  ]
  /// Sequences that are complete on their own (keys, replies, modes, odd finals).
  static let sequences = [
    "\u{1B}[A", "\u{1B}[B", "\u{1B}OC", "\u{1B}[1;5D", "\u{1B}[5~", "\u{1B}[6~", "\u{1B}[H", "\u{1B}[?1;2c",
    "\u{1B}]11;rgb:ffff/0000/ffff\u{07}", "\u{1B}]10;x\u{1B}\\", "\u{1B}P1$r0m\u{1B}\\", "\u{1B}[2;3R", "\u{1B}[I",
    "\u{1B}[O", "\u{1B}[201~", "\u{1B}[>0;276;0c", "\u{1B}[M", "\u{1B}O", "\u{1B}_x", "\u{1B}^y", "\u{1B}Xz",
  ]

  /// A report or key whose decoding does not depend on what came before: presses, wheel
  /// notches and keys (drags and releases depend on a press having been seen).
  mutating func validItem() -> (bytes: [UInt8], input: TerminalInput) {
    let x = 1 + below(300)
    let y = 1 + below(120)
    let at = Point(x: x - 1, y: y - 1)
    switch below(6) {
    case 0: return (Array("\u{1B}[<0;\(x);\(y)M".utf8), .pointerDown(at))
    case 1: return (Array("\u{1B}[<64;\(x);\(y)M".utf8), .scrolled(steps: -1, at: at))
    case 2: return (Array("\u{1B}[<65;\(x);\(y)M".utf8), .scrolled(steps: 1, at: at))
    case 3:
      return (
        [0x1B, 0x5B, 0x4D, 32, UInt8(32 + min(x, 200)), UInt8(32 + min(y, 200))],
        .pointerDown(Point(x: min(x, 200) - 1, y: min(y, 200) - 1))
      )
    case 4: return (Array("\u{1B}[B".utf8), .key(.down))
    default: return (Array("\u{1B}[<0;\(x);\(y)M\u{1B}[<0;\(x);\(y)m".utf8), .pointerDown(at))
    }
  }

  /// One piece of garbage. With `mayStartPaste` false it never contains ESC[200~, the only
  /// sequence that changes how what follows is read (until ESC[201~).
  mutating func garbage(mayStartPaste: Bool) -> [UInt8] {
    switch below(12) {
    case 0: return (0..<(1 + below(12))).map { _ in UInt8(below(256)) }
    case 1: return (0..<(1 + below(8))).map { _ in UInt8(0x20 + below(95)) }
    case 2: return [UInt8](repeating: 0, count: 1 + below(4))
    case 3: return Array(Self.sequences[below(Self.sequences.count)].utf8)
    case 4:  // an SGR mouse report with hostile or missing fields
      let fields = (0..<below(5)).map { _ in
        chance(50) ? Self.hostileNumbers[below(Self.hostileNumbers.count)] : String(below(400))
      }
      return Array(("\u{1B}[<" + fields.joined(separator: ";") + (chance(50) ? "M" : "m")).utf8)
    case 5:  // a valid item cut short
      let item = validItem().bytes
      return Array(item.prefix(below(item.count)))
    case 6:  // an OSC or DCS, often unterminated
      let body = (0..<below(40)).map { _ in UInt8(0x20 + below(95)) }
      return [Self.esc, chance(50) ? 0x5D : 0x50] + body + (chance(50) ? [0x07] : [])
    case 7:  // invalid or truncated UTF-8
      return [
        [0xC0, 0x80], [0xE6, 0x97], [0xF0, 0x9F, 0x98], [0xFF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
      ][below(6)]
    case 8: return Array("日é🎵".utf8)
    case 9:  // a control sequence far longer than any real one
      return [Self.esc, 0x5B] + [UInt8](repeating: UInt8(ascii: "1"), count: 50 + below(100))
        + (chance(50) ? [0x41] : [])
    case 10 where mayStartPaste:
      let body = (0..<below(30)).map { _ in UInt8(below(256)) }
      return Array("\u{1B}[200~".utf8) + body + (chance(70) ? Array("\u{1B}[201~".utf8) : [])
    default: return [Self.esc]
    }
  }

  /// `bytes` cut into 1…8 reads at random places.
  mutating func split(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    guard bytes.count > 1 else { return [bytes[...]] }
    let cuts = Set((0..<below(8)).map { _ in 1 + below(bytes.count - 1) }).sorted()
    var chunks: [ArraySlice<UInt8>] = []
    var start = 0
    for cut in cuts {
      chunks.append(bytes[start..<cut])
      start = cut
    }
    chunks.append(bytes[start...])
    return chunks
  }
}
