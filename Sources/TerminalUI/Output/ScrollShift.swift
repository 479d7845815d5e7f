/// A block of rows that moved up or down between two frames, which the terminal can move
/// itself (a scroll region and SU/SD, as ncurses' optimiser does) instead of being sent
/// every cell again: a list stepping by one row then costs a few escapes and one new row.
///
/// Rows `top...bottom` form the scroll region; scrolling it by `distance` (positive: content
/// moves up) leaves `previous` row `y + distance` at row `y`, and blank rows where the
/// content left. `FrameEncoder` then draws the difference against that, as always.
struct ScrollShift: Equatable {
  let top: Int
  let bottom: Int
  /// Rows the content moves up (negative: down).
  let distance: Int

  /// The escapes that make the terminal scroll: attributes reset (the new blank rows take
  /// the default background, as the model's blanks have), the region set, SU or SD, the
  /// region reset. Both DECSTBM leave the cursor at home.
  func bytes(height: Int) -> [UInt8] {
    var text = "\u{1B}[m"
    let whole = top == 0 && bottom == height - 1
    if !whole { text += "\u{1B}[\(top + 1);\(bottom + 1)r" }
    let n = abs(distance)
    text += "\u{1B}[" + (n == 1 ? "" : String(n)) + (distance > 0 ? "S" : "T")
    if !whole { text += "\u{1B}[r" }
    return Array(text.utf8)
  }

  /// `previous` as the terminal shows it after the scroll.
  func apply<Cell>(to previous: [Cell], width: Int, blank: Cell) -> [Cell] {
    var shifted = previous
    for y in top...bottom {
      let source = y + distance
      for x in 0..<width {
        shifted[y * width + x] = source >= top && source <= bottom ? previous[source * width + x] : blank
      }
    }
    return shifted
  }

  /// The most promising shift from `old` to `new` (row hashes, `height` rows), or nil when
  /// none would save anything. For each distance, the rows that would match after it weigh
  /// what redrawing them costs now (`cost[y]`, about the bytes: cells that differ in place and
  /// a cursor move), rows that would not match count against; the best contiguous run of rows
  /// wins (maximum-sum segment) if it saves more than the scroll's own escapes. An estimate
  /// only: the encoder keeps the shift only when its bytes come out fewer.
  static func best(old: [Int], new: [Int], cost: [Int], width: Int, maxDistance: Int) -> ScrollShift? {
    let height = new.count
    guard height > 2, old.count == height else { return nil }
    var best: ScrollShift?
    var bestGain = 24  // the scroll's escapes must be paid for
    for magnitude in 1...max(1, min(maxDistance, height - 1)) {
      for distance in [magnitude, -magnitude] {
        var sum = 0
        var start = 0
        for y in 0..<height {
          let source = y + distance
          let weight: Int
          if source < 0 || source >= height {
            weight = -width  // no content to bring here: this row breaks the run
          } else if old[source] == new[y] {
            weight = cost[y]
          } else {
            weight = cost[y] > 0 ? 0 : -width / 3
          }
          if sum <= 0 {
            sum = 0
            start = y
          }
          sum += weight
          if sum > bestGain {
            bestGain = sum
            // Rows start...y receive moved content; the region spans where it came from too.
            best =
              distance > 0
              ? ScrollShift(top: start, bottom: y + distance, distance: distance)
              : ScrollShift(top: start + distance, bottom: y, distance: distance)
          }
        }
      }
    }
    return best
  }
}
