/// The iPod's marquee: a line too long for its place (the selected row, Now Playing's title,
/// artist and album) first shows cut with "…", then after 1.5 s slides left at the pace of about
/// 4 cells a second, rests 1 s at the end, jumps back and rests 1 s at the start, and goes round
/// again. It moves a word at a time, so every window it shows starts a word (a mid-word start
/// such as "e Lighthouse Keepers" reads as a different word), and it stops at the first word
/// from which the rest fits. Where several lines are cut (Now Playing), they take turns: one
/// goes round while the others stay cut.
///
/// Pure arithmetic on the seconds since the lines were shown: time arrives in events, and the
/// screens ask `nextChange` for their deadlines, so the program wakes only while a line is cut.
enum Marquee {
  static let startDelay = 1.5
  static let cellsPerSecond = 4.0
  static let endPause = 1.0

  /// The offsets (in cells) a cut line's window stops at: the start of each word after the
  /// first, up to the first one from which the rest fits. A last word wider than the place
  /// (or text without spaces) is crossed a cell at a time. Empty when the line fits.
  static func stops(_ text: String, width: Int, in profile: WidthProfile) -> [Int] {
    let excess = excess(text, width: width, in: profile)
    guard excess > 0 else { return [] }
    var stops: [Int] = []
    var cells = 0
    var afterSpace = false
    for character in text {
      if afterSpace, !character.isWhitespace, cells > 0 {
        stops.append(cells)
        if cells >= excess { return stops }
      }
      afterSpace = character.isWhitespace
      cells += TextWidth.of(character, in: profile)
    }
    return stops + Array((stops.last ?? 0) + 1...excess)
  }

  /// A line's round after its turn starts: the time from its first stop to its last (the
  /// first comes right away), and the whole round with the rests at the end and the start.
  private static func round(_ stops: [Int]) -> (steps: Double, cycle: Double) {
    let steps = Double((stops.last ?? 0) - (stops.first ?? 0)) / cellsPerSecond
    return (steps, steps + 2 * endPause)
  }

  /// Where one line's window is `u` seconds into its round.
  private static func offset(stops: [Int], into u: Double) -> Int {
    let (steps, _) = round(stops)
    guard let first = stops.first, u < steps + endPause else { return 0 }
    let cell = first + Int((u * cellsPerSecond).rounded(.down))
    return stops.last { $0 <= cell } ?? first
  }

  /// The next moment of one line's round after `u` (seconds into it) at which its offset changes.
  private static func nextChange(stops: [Int], after u: Double) -> Double {
    let (steps, cycle) = round(stops)
    if u < steps, let first = stops.first {
      let cell = first + Int((u * cellsPerSecond).rounded(.down))
      let next = stops.first { $0 > cell } ?? stops.last!
      return Double(next - first) / cellsPerSecond
    }
    return u < steps + endPause ? steps + endPause : cycle
  }

  /// Whose turn it is `elapsed` seconds after the lines were shown: the line's index, how far
  /// into its round, and when (seconds since shown) that round started. Nil before the first
  /// start and when nothing is cut.
  private static func turn(_ paths: [[Int]], elapsed: Double) -> (line: Int, u: Double, start: Double)? {
    let cycles = paths.map { $0.isEmpty ? 0 : round($0).cycle }
    let period = cycles.reduce(0, +)
    guard period > 0, elapsed >= startDelay else { return nil }
    let done = ((elapsed - startDelay) / period).rounded(.down)
    var start = startDelay + done * period
    for (line, cycle) in cycles.enumerated() where cycle > 0 {
      if elapsed < start + cycle { return (line, elapsed - start, start) }
      start += cycle
    }
    // Rounding at the very end of a period: the first cut line's turn begins.
    let line = cycles.firstIndex { $0 > 0 }!
    return (line, 0, start)
  }

  /// Each line's offset `elapsed` seconds after the lines were shown (0: cut with "…").
  static func offsets(_ paths: [[Int]], elapsed: Double) -> [Int] {
    var offsets = Array(repeating: 0, count: paths.count)
    if let turn = turn(paths, elapsed: elapsed) { offsets[turn.line] = offset(stops: paths[turn.line], into: turn.u) }
    return offsets
  }

  /// One line's offset `elapsed` seconds after it was shown.
  static func offset(stops: [Int], elapsed: Double) -> Int { offsets([stops], elapsed: elapsed)[0] }

  /// The next moment (seconds since shown) after `elapsed` at which any line's offset changes;
  /// nil when nothing is cut, so a screen with nothing cut asks for no timer at all.
  static func nextChange(_ paths: [[Int]], elapsed: Double) -> Double? {
    guard paths.contains(where: { !$0.isEmpty }) else { return nil }
    guard let turn = turn(paths, elapsed: elapsed) else { return startDelay }
    return max(turn.start + nextChange(stops: paths[turn.line], after: turn.u), elapsed + 1e-6)
  }

  /// The part of `text` shown in `width` cells at `offset`: cut with "…" at the start of a
  /// round, a window of whole glyphs (a wide one that would be halved is left out) once moving.
  static func window(_ text: String, width: Int, offset: Int, in profile: WidthProfile) -> String {
    guard offset > 0 else { return TextWidth.truncated(text, toWidth: width, in: profile) }
    var skipped = 0
    var used = 0
    var shown = ""
    for character in text {
      let w = TextWidth.of(character, in: profile)
      if skipped < offset {
        skipped += w
        continue
      }
      if used + w > width { break }
      shown.append(character)
      used += w
    }
    return shown
  }

  /// How many cells `text` overflows `width` by (0 when it fits).
  static func excess(_ text: String, width: Int, in profile: WidthProfile) -> Int {
    max(0, TextWidth.of(text, in: profile) - max(0, width))
  }
}
