/// A small model of a VT100/xterm screen: what a terminal shows after a stream of bytes, for
/// the escapes `FrameEncoder` sends (CUP, CUF, CR, SGR, ED, EL, ECH, DECSTBM, SU, SD, UTF-8
/// text with double-width CJK). Scrolling output is tested by feeding it here and comparing
/// the screen with the one a full redraw of the same grid leaves.
struct VTScreen: Equatable {
  /// What a cell looks like: the character and the SGR state it was drawn (or erased) with.
  struct Cell: Equatable, CustomStringConvertible {
    var character: Character = " "
    var pen = Pen()
    var description: String { "\(character)\(pen)" }
  }

  struct Pen: Equatable, CustomStringConvertible {
    var bold = false
    var reverse = false
    var foreground = "39"
    var background = "49"
    var description: String { "[\(bold ? "b" : "")\(reverse ? "r" : "")\(foreground)/\(background)]" }
  }

  private(set) var width: Int
  private(set) var height: Int
  private(set) var cells: [Cell]
  private var x = 0, y = 0
  private var pen = Pen()
  private var top = 0, bottom: Int
  /// Erased cells take the pen's background (terminfo `bce`), as xterm and tmux do.
  let backgroundColorErase: Bool
  /// Something the encoder should never send happened (a print past the last column).
  private(set) var problems: [String] = []

  init(width: Int, height: Int, backgroundColorErase: Bool = true) {
    self.width = width
    self.height = height
    self.backgroundColorErase = backgroundColorErase
    cells = Array(repeating: Cell(), count: width * height)
    bottom = height - 1
  }

  /// A resized terminal: blank, margins reset (the encoder repaints everything after it).
  mutating func resize(width: Int, height: Int) {
    self = VTScreen(width: width, height: height, backgroundColorErase: backgroundColorErase)
  }

  /// The screen's cells, with invisible differences removed: a blank that is not reversed
  /// shows only its background.
  var visible: [Cell] {
    cells.map { cell in
      guard cell.character == " ", !cell.pen.reverse else { return cell }
      return Cell(character: " ", pen: Pen(background: cell.pen.background))
    }
  }

  func row(_ r: Int) -> String { String(cells[r * width..<(r + 1) * width].map(\.character)) }

  mutating func feed(_ bytes: [UInt8]) {
    var i = 0
    while i < bytes.count {
      let b = bytes[i]
      if b == 0x1B, i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "[") {
        var j = i + 2
        while j < bytes.count, !(0x40...0x7E).contains(bytes[j]) { j += 1 }
        guard j < bytes.count else { return }
        control(String(decoding: bytes[(i + 2)..<j], as: UTF8.self), final: bytes[j])
        i = j + 1
      } else if b == 0x0D {
        x = 0
        i += 1
      } else if b == 0x08 {  // backspace: one column left, stopping at the first
        x = max(x - 1, 0)
        i += 1
      } else if b == 0x0A {  // line feed: down a row, the column kept; scrolls at the margin
        if y == bottom {
          problems.append("a line feed at the bottom margin scrolled")
          scroll(1)
        } else {
          y = min(y + 1, height - 1)
        }
        i += 1
      } else if b < 0x20 {
        problems.append("control byte \(b)")
        i += 1
      } else {
        var length = 1
        if b >= 0xF0 { length = 4 } else if b >= 0xE0 { length = 3 } else if b >= 0xC0 { length = 2 }
        let text = String(decoding: bytes[i..<min(i + length, bytes.count)], as: UTF8.self)
        for character in text { print(character) }
        i += length
      }
    }
  }

  private mutating func print(_ character: Character) {
    let wide = Self.isWide(character)
    guard x + (wide ? 2 : 1) <= width else {
      problems.append("print past the last column at row \(y)")
      return
    }
    cells[y * width + x] = Cell(character: character, pen: pen)
    if wide { cells[y * width + x + 1] = Cell(character: "\u{0}", pen: pen) }
    x += wide ? 2 : 1
  }

  private var erased: Cell { Cell(character: " ", pen: backgroundColorErase ? Pen(background: pen.background) : Pen()) }

  private mutating func control(_ parameters: String, final: UInt8) {
    if parameters.hasPrefix("?") { return }  // private modes: synchronized output
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    let first = numbers.first.flatMap { $0 } ?? 0
    switch Character(Unicode.Scalar(final)) {
    case "H":
      y = min(max((numbers.first.flatMap { $0 } ?? 1) - 1, 0), height - 1)
      x = min(max((numbers.count > 1 ? numbers[1] ?? 1 : 1) - 1, 0), width - 1)
    case "C": x = min(x + max(first, 1), width - 1)
    case "D": x = max(x - max(first, 1), 0)
    case "J" where first == 2: for i in cells.indices { cells[i] = erased }
    case "K": for c in x..<width { cells[y * width + c] = erased }
    case "X": for c in x..<min(width, x + max(first, 1)) { cells[y * width + c] = erased }
    case "m": sgr(numbers.map { $0 ?? 0 })
    case "r":
      top = numbers.count >= 2 ? max((numbers[0] ?? 1) - 1, 0) : 0
      bottom = numbers.count >= 2 ? min((numbers[1] ?? height) - 1, height - 1) : height - 1
      x = 0
      y = 0
    case "S": scroll(max(first, 1))
    case "T": scroll(-max(first, 1))
    default: problems.append("unmodelled CSI \(parameters)\(Character(Unicode.Scalar(final)))")
    }
  }

  /// Moves rows top...bottom up by n (down when negative), blank rows coming in.
  private mutating func scroll(_ n: Int) {
    let old = cells
    for r in top...bottom {
      let source = r + n
      for c in 0..<width {
        cells[r * width + c] = source >= top && source <= bottom ? old[source * width + c] : erased
      }
    }
  }

  private mutating func sgr(_ codes: [Int]) {
    var k = 0
    let codes = codes.isEmpty ? [0] : codes
    while k < codes.count {
      let code = codes[k]
      switch code {
      case 0: pen = Pen()
      case 1: pen.bold = true
      case 22: pen.bold = false
      case 7: pen.reverse = true
      case 27: pen.reverse = false
      case 30...37, 90...97, 39: pen.foreground = String(code)
      case 40...47, 100...107, 49: pen.background = String(code)
      case 38, 48:
        let count = codes[k + 1] == 5 ? 1 : 3
        let value = codes[(k + 1)...(k + 1 + count)].map(String.init).joined(separator: ";")
        if code == 38 { pen.foreground = "38;" + value } else { pen.background = "48;" + value }
        k += count + 1
      default: problems.append("unmodelled SGR \(code)")
      }
      k += 1
    }
  }

  /// Double width: the CJK, Hangul and emoji blocks the tests draw.
  static func isWide(_ character: Character) -> Bool {
    guard let v = character.unicodeScalars.first?.value else { return false }
    return (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
      || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFF60).contains(v) || (0x1F300...0x1FAFF).contains(v)
  }
}
