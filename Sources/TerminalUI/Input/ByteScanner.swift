import WheelCore

/// Splits the front of a byte buffer into one token: a key, a mouse report, or bytes to ignore.
/// Stateless, so the decoder can re-run it when more bytes arrive after an `incomplete`.
enum ByteScanner {
  enum Token: Equatable {
    case key(Key)
    case mouse(MouseReport)
    /// `ESC [ 200 ~`: what follows up to `ESC [ 201 ~` was pasted, not typed.
    case pasteStart
    /// Ctrl-Z: with the tty raw, job control reaches us as this byte instead of SIGTSTP.
    case suspend
    /// `ESC [ row ; column R`, the answer to a cursor position query (see `CursorReport`).
    case cursorReport(CursorReport)
    /// An answer to a probe: graphics, or the background colour (see `TerminalReply`).
    case reply(TerminalReply)
    /// Bytes that mean nothing to the app (terminal replies, unknown sequences, junk).
    case ignored
  }

  enum Result: Equatable {
    case token(Token, length: Int)
    /// The bytes so far start a token that needs more bytes.
    case incomplete
  }

  static let esc: UInt8 = 0x1B
  /// Longest CSI accepted; longer runs are swallowed so garbage cannot grow the buffer.
  static let maxControlSequence = 64
  /// Longest OSC/DCS string accepted before it is dropped as junk.
  static let maxStringSequence = 4096

  static func scan(_ bytes: ArraySlice<UInt8>) -> Result {
    guard let first = bytes.first else { return .incomplete }
    let s = bytes.startIndex
    switch first {
    case esc: return scanEscape(bytes)
    case 0x0D, 0x0A: return .token(.key(.enter), length: 1)
    case 0x7F, 0x08: return .token(.key(.backspace), length: 1)
    case 0x09: return .token(.key(.tab), length: 1)
    case 0x20: return .token(.key(.space), length: 1)
    case 0x03: return .token(.key(.controlC), length: 1)
    case 0x1A: return .token(.suspend, length: 1)
    case 0x00..<0x20: return .token(.ignored, length: 1)
    case 0x21..<0x7F: return .token(.key(.character(Character(Unicode.Scalar(first)))), length: 1)
    default: return scanUTF8(bytes, start: s)
    }
  }

  private static func scanEscape(_ bytes: ArraySlice<UInt8>) -> Result {
    let s = bytes.startIndex
    guard bytes.count >= 2 else { return .incomplete }
    switch bytes[s + 1] {
    case UInt8(ascii: "["): return scanCSI(bytes)
    case UInt8(ascii: "O"):
      guard bytes.count >= 3 else { return .incomplete }
      // A control byte (the Esc of the next report) cannot end SS3: leave it to be read.
      if bytes[s + 2] < 0x20 { return .token(.ignored, length: 2) }
      return .token(ss3Key(bytes[s + 2]).map(Token.key) ?? .ignored, length: 3)
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
      return scanString(bytes)
    default:
      // A bare Esc followed by anything else (another Esc, Alt+key): the Esc stands alone
      // and the next byte is read on its own.
      return .token(.key(.escape), length: 1)
    }
  }

  /// `ESC [` params intermediates final; also the X10 mouse form `ESC [ M b x y`.
  private static func scanCSI(_ bytes: ArraySlice<UInt8>) -> Result {
    let s = bytes.startIndex
    guard bytes.count >= 3 else { return .incomplete }
    if bytes[s + 2] == UInt8(ascii: "M") {
      // Each X10 byte is 32 + a value, so a control byte (the Esc of the next report, after
      // a cut-off one) means this is not a report: drop up to it and read it on its own.
      for k in 3..<min(6, bytes.count) where bytes[s + k] < 0x20 { return .token(.ignored, length: k) }
      guard bytes.count >= 6 else { return .incomplete }
      let code = Int(bytes[s + 3]) - 32
      let point = Point(x: max(0, Int(bytes[s + 4]) - 33), y: max(0, Int(bytes[s + 5]) - 33))
      let release = code & 3 == 3 && code & (32 | 64) == 0
      return .token(.mouse(MouseReport(code: code, at: point, isRelease: release)), length: 6)
    }
    var i = s + 2
    while i < bytes.endIndex {
      let b = bytes[i]
      if (0x40...0x7E).contains(b) {
        let params = bytes[(s + 2)..<i]
        return .token(csiToken(params: params, final: b), length: i - s + 1)
      }
      guard (0x20...0x3F).contains(b) else {
        return .token(.ignored, length: i - s)  // malformed: drop what came before this byte
      }
      i += 1
      if i - s > maxControlSequence { return .token(.ignored, length: i - s) }
    }
    return .incomplete
  }

  private static func csiToken(params: ArraySlice<UInt8>, final: UInt8) -> Token {
    if params.first == UInt8(ascii: "<") {
      guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return .ignored }
      let numbers = CSIParameters.fields(params.dropFirst())
      // Coordinates are 1-based: 0, like a number out of bounds, is not a place on screen.
      guard numbers.count == 3, let b = numbers[0], let x = numbers[1], let y = numbers[2], x >= 1, y >= 1
      else { return .ignored }
      let point = Point(x: max(0, x - 1), y: max(0, y - 1))
      return .mouse(MouseReport(code: b, at: point, isRelease: final == UInt8(ascii: "m"), isSGR: true))
    }
    if let reply = TerminalReplyParser.csi(params: params, final: final) { return .reply(reply) }
    // Private markers (? > =) only appear in replies (DA1, DECRPM, ...): never keys.
    if params.contains(where: { (0x3C...0x3F).contains($0) }) { return .ignored }
    switch final {
    case UInt8(ascii: "A"): return .key(.up)
    case UInt8(ascii: "B"): return .key(.down)
    case UInt8(ascii: "C"): return .key(.right)
    case UInt8(ascii: "D"): return .key(.left)
    case UInt8(ascii: "H"): return .key(.home)
    case UInt8(ascii: "F"): return .key(.end)
    case UInt8(ascii: "R"):
      // Two bounded numbers from 1 (`CSIParameters`), or it is no report.
      let numbers = CSIParameters.fields(params)
      guard numbers.count == 2, let row = numbers[0], let column = numbers[1], row >= 1, column >= 1 else {
        return .ignored
      }
      return .cursorReport(CursorReport(row: row, column: column))
    case UInt8(ascii: "~"):
      switch CSIParameters.fields(params).first ?? nil {
      case 1, 7: return .key(.home)
      case 4, 8: return .key(.end)
      case 5: return .key(.pageUp)
      case 6: return .key(.pageDown)
      case 200: return .pasteStart
      default: return .ignored
      }
    default: return .ignored
    }
  }

  private static func ss3Key(_ b: UInt8) -> Key? {
    switch b {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "M"): return .enter  // keypad Enter in application mode
    default: return nil
    }
  }

  /// A whole string that answers a probe is a reply; every other string is swallowed.
  private static func stringToken(_ string: ArraySlice<UInt8>) -> Token {
    TerminalReplyParser.string(string).map(Token.reply) ?? .ignored
  }

  /// OSC, DCS, APC, PM, SOS: swallowed up to BEL or ST (`ESC \`), but for the probes' answers.
  private static func scanString(_ bytes: ArraySlice<UInt8>) -> Result {
    let s = bytes.startIndex
    var i = s + 2
    while i < bytes.endIndex {
      if bytes[i] == 0x07 { return .token(stringToken(bytes[s...i]), length: i - s + 1) }
      if bytes[i] == esc {
        guard i + 1 < bytes.endIndex else { return .incomplete }
        // ST ends it; any other ESC starts something new, which is read on its own.
        guard bytes[i + 1] == UInt8(ascii: "\\") else { return .token(.ignored, length: i - s) }
        return .token(stringToken(bytes[s...(i + 1)]), length: i - s + 2)
      }
      i += 1
      if i - s > maxStringSequence { return .token(.ignored, length: i - s) }
    }
    return .incomplete
  }

  private static func scanUTF8(_ bytes: ArraySlice<UInt8>, start s: Int) -> Result {
    let lead = bytes[s]
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return .token(.ignored, length: 1)
    }
    for k in 1..<length {
      guard s + k < bytes.endIndex else { return .incomplete }
      guard (0x80...0xBF).contains(bytes[s + k]) else { return .token(.ignored, length: k) }
    }
    let text = String(decoding: bytes[s..<(s + length)], as: UTF8.self)
    guard let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1, scalar != "\u{FFFD}",
      !(0x80...0x9F).contains(scalar.value)
    else { return .token(.ignored, length: length) }
    return .token(.key(.character(Character(scalar))), length: length)
  }
}
