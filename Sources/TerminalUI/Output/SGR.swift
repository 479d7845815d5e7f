import WheelCore

/// Select Graphic Rendition: the shortest escape that turns one style into another.
enum SGR {
  /// Parameters that change `from` into `to` (nil `from`: unknown, so reset first).
  /// Returns the shorter of "change what differs" and "reset, then set what is not default".
  static func transition(from: TerminalStyle?, to: TerminalStyle) -> [UInt8] {
    if from == to { return [] }
    var full = ["0"]
    full += parameters(from: .plain, to: to)
    guard let from else { return sequence(full) }
    let delta = parameters(from: from, to: to)
    let deltaBytes = sequence(delta)
    let fullBytes = sequence(full)
    return deltaBytes.count <= fullBytes.count ? deltaBytes : fullBytes
  }

  private static func parameters(from: TerminalStyle, to: TerminalStyle) -> [String] {
    var p: [String] = []
    if from.bold != to.bold { p.append(to.bold ? "1" : "22") }
    if from.reverse != to.reverse { p.append(to.reverse ? "7" : "27") }
    if from.foreground != to.foreground { p.append(code(to.foreground, background: false)) }
    if from.background != to.background { p.append(code(to.background, background: true)) }
    return p
  }

  private static func code(_ color: TerminalColor, background: Bool) -> String {
    switch color {
    case .terminalDefault: return background ? "49" : "39"
    case .indexed(let n) where n >= 0 && n < 8: return String((background ? 40 : 30) + n)
    case .indexed(let n) where n >= 8 && n < 16: return String((background ? 100 : 90) + n - 8)
    case .indexed(let n): return (background ? "48;5;" : "38;5;") + String(max(0, min(255, n)))
    case .rgb(let r, let g, let b): return (background ? "48;2;" : "38;2;") + "\(r);\(g);\(b)"
    }
  }

  private static func sequence(_ parameters: [String]) -> [UInt8] {
    // "ESC[0m" is written "ESC[m": the 0 is the default parameter.
    let body = parameters == ["0"] ? "" : parameters.joined(separator: ";")
    return Array("\u{1B}[\(body)m".utf8)
  }
}
