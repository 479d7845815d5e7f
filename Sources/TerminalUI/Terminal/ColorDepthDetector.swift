import WheelCore

/// Decides how many colours to use from the environment and the terminfo entry.
/// Pure, so the rules (NO_COLOR first, then COLORTERM, then terminfo) are unit-tested.
public enum ColorDepthDetector {
  /// - Parameters:
  ///   - environment: the process environment (NO_COLOR, COLORTERM are read).
  ///   - colors: terminfo `colors` (-1 or 0 when absent).
  ///   - hasRGBFlag: terminfo `RGB` (xterm-direct and friends).
  public static func detect(environment: [String: String], colors: Int, hasRGBFlag: Bool) -> ColorDepth {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" || hasRGBFlag { return .trueColor }
    if colors >= 256 { return .palette256 }
    if colors >= 8 { return .palette16 }
    return .monochrome
  }
}
