/// Turns the terminal's input bytes into keys and mouse inputs, losslessly and in order.
///
/// Bytes are parsed here rather than by ncurses `getch`, which merges mouse reports that
/// arrive in one read (a press and a drag become one drag) and depends on TERM for the mouse
/// encoding. Both SGR and X10 mouse reports are understood whatever TERM says.
///
/// A sequence cut between two reads is held until the rest arrives. A lone Esc is ambiguous
/// (the Esc key, or the start of a sequence): the decoder holds it and the event loop calls
/// `flush()` once `flushDelay` has passed without more bytes.
public struct InputDecoder: Sendable {
  private var pending: [UInt8] = []
  /// Button 1 is down (a press was seen and no release yet): drags only count in between.
  public private(set) var buttonHeld = false

  /// How long a lone Esc waits for the rest of a sequence: short enough to feel immediate,
  /// long enough for a sequence that was split by the pty or a local tmux.
  public static let escapeDelay = 0.03
  /// How long a partial sequence (or UTF-8 character) waits before it is dropped; longer,
  /// because dropping the front of a mouse report would type its tail as letters.
  public static let partialDelay = 0.3

  public init() {}

  /// Whether bytes are held back waiting for more.
  public var hasPending: Bool { !pending.isEmpty }

  /// Seconds to wait for more bytes before calling `flush()`; nil when nothing is held.
  public var flushDelay: Double? {
    if pending.isEmpty { return nil }
    return pending == [ByteScanner.esc] ? Self.escapeDelay : Self.partialDelay
  }

  /// Decodes `bytes` (appended to anything held back); returns every complete input, in order.
  public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) -> [TerminalInput] where Bytes.Element == UInt8 {
    pending.append(contentsOf: bytes)
    var inputs: [TerminalInput] = []
    var index = 0
    while index < pending.count {
      guard case .token(let token, let length) = ByteScanner.scan(pending[index...]) else { break }
      index += max(1, length)
      if let input = interpret(token) { inputs.append(input) }
    }
    pending.removeFirst(index)
    return inputs
  }

  /// No more bytes came: a lone Esc is the Esc key; any other partial sequence is dropped.
  public mutating func flush() -> [TerminalInput] {
    defer { pending.removeAll() }
    return pending == [ByteScanner.esc] ? [.key(.escape)] : []
  }

  private mutating func interpret(_ token: ByteScanner.Token) -> TerminalInput? {
    switch token {
    case .key(let key): return .key(key)
    case .mouse(let report): return report.interpret(held: &buttonHeld)
    case .ignored: return nil
    }
  }
}
