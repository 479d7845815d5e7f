/// Turns the terminal's input bytes into keys and mouse inputs, losslessly and in order.
///
/// Bytes are parsed here rather than by ncurses `getch`, which merges mouse reports that
/// arrive in one read (a press and a drag become one drag) and depends on TERM for the mouse
/// encoding. Both SGR and X10 mouse reports are understood whatever TERM says.
///
/// A sequence cut between two reads is held until the rest arrives. A lone Esc is ambiguous
/// (the Esc key, or the start of a sequence): the decoder holds it and the event loop calls
/// `flush()` once `flushDelay` has passed without more bytes.
///
/// The decoder is total: any bytes at all (truncated or malformed sequences, huge numbers,
/// invalid UTF-8, NULs) give inputs or nothing, never a trap, and what it holds back is bounded.
public struct InputDecoder: Sendable {
  private var pending: [UInt8] = []
  /// The text of a bracketed paste so far; nil outside one.
  private var paste: [UInt8]?
  /// Button 1 is down (a press was seen and no release yet): drags only count in between.
  public private(set) var buttonHeld = false
  /// Set once the terminal reports the mouse in pixels (SGR-Pixels, mode 1016): SGR reports
  /// are then pixels, turned into cells with the exact position kept. Nil: cells.
  public var pixelGrid: PixelGrid?

  /// How long a lone Esc waits for the rest of a sequence: short enough to feel immediate,
  /// long enough for a sequence that was split by the pty or a local tmux.
  public static let escapeDelay = 0.03
  /// How long a partial sequence (or UTF-8 character) waits before it is dropped; longer,
  /// because dropping the front of a mouse report would type its tail as letters.
  public static let partialDelay = 0.3
  /// How long a paste waits for its end marker before what came is taken as the whole paste;
  /// terminals send a paste in one burst, so this only matters when the marker was lost.
  public static let pasteDelay = 0.5
  /// The most pasted bytes kept; the rest of a huge paste is read and dropped.
  public static let maxPaste = 16_384
  static let pasteEnd = Array("\u{1B}[201~".utf8)

  public init() {}

  /// How many bytes are held back (pending, and a paste so far): bounded whatever comes.
  var heldBytes: Int { pending.count + (paste?.count ?? 0) }

  /// Whether bytes are held back waiting for more.
  public var hasPending: Bool { !pending.isEmpty || paste != nil }

  /// Seconds to wait for more bytes before calling `flush()`; nil when nothing is held.
  public var flushDelay: Double? {
    if paste != nil { return Self.pasteDelay }
    if pending.isEmpty { return nil }
    return pending == [ByteScanner.esc] ? Self.escapeDelay : Self.partialDelay
  }

  /// Decodes `bytes` (appended to anything held back); returns every complete input, in order.
  public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) -> [TerminalInput] where Bytes.Element == UInt8 {
    pending.append(contentsOf: bytes)
    var inputs: [TerminalInput] = []
    var index = 0
    while index < pending.count {
      if paste != nil {
        index = readPaste(from: index, into: &inputs)
        if paste != nil { break }  // the end marker has not come yet
        continue
      }
      guard case .token(let token, let length) = ByteScanner.scan(pending[index...]) else { break }
      index += max(1, length)
      if let input = interpret(token) { inputs.append(input) }
    }
    pending.removeFirst(index)
    return inputs
  }

  /// No more bytes came: a lone Esc is the Esc key, a paste without its end marker ends here,
  /// and any other partial sequence is dropped.
  public mutating func flush() -> [TerminalInput] {
    defer { pending.removeAll() }
    if let text = paste {
      paste = nil
      return text.isEmpty ? [] : [.pasted(String(decoding: text, as: UTF8.self))]
    }
    return pending == [ByteScanner.esc] ? [.key(.escape)] : []
  }

  /// Takes pasted bytes from `index` up to the end marker (then emits the paste) or up to the
  /// end of what has arrived, keeping back a tail that may be the start of the marker.
  private mutating func readPaste(from index: Int, into inputs: inout [TerminalInput]) -> Int {
    let end = Self.pasteEnd
    var i = index
    while i + end.count <= pending.count {
      if pending[i] == end[0], pending[i..<(i + end.count)].elementsEqual(end) {
        keepPasted(pending[index..<i])
        if let text = paste, !text.isEmpty { inputs.append(.pasted(String(decoding: text, as: UTF8.self))) }
        paste = nil
        return i + end.count
      }
      i += 1
    }
    var keep = min(end.count - 1, pending.count - index)
    while keep > 0, !pending[(pending.count - keep)...].elementsEqual(end.prefix(keep)) { keep -= 1 }
    keepPasted(pending[index..<(pending.count - keep)])
    return pending.count - keep
  }

  private mutating func keepPasted(_ bytes: ArraySlice<UInt8>) {
    let room = max(0, Self.maxPaste - (paste?.count ?? 0))
    paste?.append(contentsOf: bytes.prefix(room))
  }

  private mutating func interpret(_ token: ByteScanner.Token) -> TerminalInput? {
    switch token {
    case .key(let key): return .key(key)
    case .mouse(let report):
      return (pixelGrid.map(report.fromPixels) ?? report).interpret(held: &buttonHeld)
    case .pasteStart:
      paste = []
      return nil
    case .suspend: return .suspend
    case .cursorReport(let report): return .cursorReport(report)
    case .reply(let reply): return .reply(reply)
    case .ignored: return nil
    }
  }
}
