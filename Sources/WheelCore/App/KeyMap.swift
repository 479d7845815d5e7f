/// The one place where keys get their meaning (PRODUCT.md's input table).
enum KeyMap {
  /// Whether `c` goes into the Search query when typed or pasted there.
  static func types(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == " " }

  /// `typingText`: the screen takes letters as text (Search), so they are not shortcuts there.
  static func command(for key: Key, typingText: Bool, pageRows: Int) -> Command? {
    if typingText, case .character(let c) = key, types(c) { return .type(c) }
    if typingText, key == .backspace { return .erase }
    switch key {
    case .up: return .turn(-1)
    case .down: return .turn(1)
    case .pageUp: return .turn(-max(1, pageRows))
    case .pageDown: return .turn(max(1, pageRows))
    case .home: return .turn(Int(Int32.min))
    case .end: return .turn(Int(Int32.max))
    case .enter, .right: return .select
    case .escape, .left, .backspace: return .menu
    case .space: return .playPause
    case .controlC: return .quit
    case .tab: return nil
    case .character(let c):
      switch c {
      case "k": return .turn(-1)
      case "j": return .turn(1)
      case "l": return .select
      case "h", "m": return .menu
      case "p": return .playPause
      case "n": return .next
      case "b": return .previous
      case "o": return .addToOnTheGo
      case "t": return .toggleTheme
      // Not letters, so Search never takes them: zoom works on every screen.
      case "=", "+": return .toggleZoom
      case "?": return .help
      case "q": return .quit
      default: return nil
      }
    }
  }
}
