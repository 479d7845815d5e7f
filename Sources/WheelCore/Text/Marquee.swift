/// The iPod's marquee: a line too long for its place (the selected row, Now Playing's title,
/// artist and album) first shows cut with "…", then after 1.5 s slides left about 4 cells a
/// second, rests 1 s at the end, jumps back and rests 1 s at the start, and goes round again.
///
/// Pure arithmetic on the seconds since the line was shown: time arrives in events, and the
/// screens ask `nextChange` for their deadlines, so the program wakes only while a line is cut.
enum Marquee {
  static let startDelay = 1.5
  static let cellsPerSecond = 4.0
  static let endPause = 1.0

  /// Seconds of one round after the first start: the steps to the end (the first one comes
  /// right away), the rest there, the rest back at the start.
  private static func round(_ excess: Int) -> (steps: Double, cycle: Double) {
    let steps = Double(excess - 1) / cellsPerSecond
    return (steps, steps + 2 * endPause)
  }

  /// How many cells a line `excess` cells too wide is shifted `elapsed` seconds after it was shown.
  static func offset(excess: Int, elapsed: Double) -> Int {
    guard excess > 0, elapsed >= startDelay else { return 0 }
    let (steps, cycle) = round(excess)
    let u = (elapsed - startDelay).truncatingRemainder(dividingBy: cycle)
    guard u < steps + endPause else { return 0 }
    return min(excess, Int((u * cellsPerSecond).rounded(.down)) + 1)
  }

  /// The next moment (seconds since shown) after `elapsed` at which the offset changes; nil
  /// for a line that fits, so a screen with nothing cut asks for no timer at all.
  static func nextChange(excess: Int, elapsed: Double) -> Double? {
    guard excess > 0 else { return nil }
    guard elapsed >= startDelay else { return startDelay }
    let (steps, cycle) = round(excess)
    let done = ((elapsed - startDelay) / cycle).rounded(.down)
    let u = elapsed - startDelay - done * cycle
    let next: Double
    if u < steps {
      next = ((u * cellsPerSecond).rounded(.down) + 1) / cellsPerSecond
    } else if u < steps + endPause {
      next = steps + endPause
    } else {
      next = cycle
    }
    return max(startDelay + done * cycle + next, elapsed + 1e-6)
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
