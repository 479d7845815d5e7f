import Foundation

/// Where tmux puts each character of a captured row, measured as tmux measures: the C
/// library's `wcwidth` per scalar (tmux 3.3 on Debian links no utf8proc), zero-width scalars and
/// the scalar after a ZWJ joining the cell before. The core's own `TextWidth` cannot judge the
/// core, so the end-to-end tests that check alignment measure with this.
enum TerminalColumns {
  private typealias WidthFunction = @convention(c) (Int32) -> Int32

  private static let wcwidth: WidthFunction = {
    _ = setlocale(LC_CTYPE, "C.UTF-8")
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "wcwidth") else {
      fatalError("wcwidth not found in the C library")
    }
    return unsafeBitCast(symbol, to: WidthFunction.self)
  }()

  /// The columns at which `character` appears in `line` (one row of `capture-pane -p`).
  static func columns(of character: Unicode.Scalar, in line: String) -> [Int] {
    var found: [Int] = []
    var column = 0
    var afterJoiner = false
    for scalar in line.unicodeScalars {
      let width = Int(wcwidth(Int32(bitPattern: scalar.value)))
      if afterJoiner || width == 0 {
        afterJoiner = scalar.value == 0x200D
        continue
      }
      afterJoiner = scalar.value == 0x200D
      if scalar == character { found.append(column) }
      column += max(width, 1)  // tmux draws what wcwidth does not know as one cell
    }
    return found
  }
}
