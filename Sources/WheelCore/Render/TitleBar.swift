/// The title bar's words and marks, and which of them keep their place when the display is
/// narrow. The middle says the most urgent thing: the source's trouble (a notice), else the
/// sound server's, else the screen's name. The marks give way in the order the iPod's fans
/// ask for: hold stays longest, then the play state, the time and the battery, and the scan's
/// progress or a running timer first.
struct TitleBar: Equatable {
  var title: String
  /// The lock while hold is on, and ▶ or ❚❚ (at the left).
  var hold = "", play = ""
  /// The time (Time in Title), the battery, and the scan's progress or the timer (at the right).
  var time = "", battery = "", other = ""

  /// The cells the middle keeps before a mark gives way: its whole width when short.
  static let titleRoom = 6

  /// The left and right slots' text at `width`: each mark in turn, the most wanted first, is
  /// kept while the middle still has its room; the first that does not fit ends the list.
  func slots(width: Int, widths: WidthProfile) -> (left: String, right: String) {
    let marks = [(hold, true), (play, true), (time, false), (battery, false), (other, false)].filter { !$0.0.isEmpty }
    let need = min(TextWidth.of(title, in: widths), Self.titleRoom)
    var kept: [String] = []
    var slots = ("", "")
    for (text, _) in marks {
      let trial = arranged(kept + [text])
      guard room(width, trial, widths) >= need else { break }
      kept.append(text)
      slots = trial
    }
    return slots
  }

  /// The middle's cells between the slots: a space at each edge and between a slot and it.
  func room(_ width: Int, _ slots: (left: String, right: String), _ widths: WidthProfile) -> Int {
    let left = TextWidth.of(slots.left, in: widths)
    let right = TextWidth.of(slots.right, in: widths)
    return width - 2 - (left > 0 ? left + 1 : 0) - (right > 0 ? right + 1 : 0)
  }

  /// The kept marks in their places: hold then play at the left; at the right the battery at
  /// the edge, the time before it and the progress before that.
  private func arranged(_ kept: [String]) -> (left: String, right: String) {
    let left = [hold, play].filter { !$0.isEmpty && kept.contains($0) }.joined()
    let right = [other, time, battery].filter { !$0.isEmpty && kept.contains($0) }.joined(separator: " ")
    return (left, right)
  }

  /// Draws the bar: the title centered on it where it fits between the slots, else moved
  /// into the room there is, and cut to it.
  func paint(in bar: Rect, into grid: inout Grid) {
    grid.fill(bar, role: .title)
    guard bar.width > 0 else { return }
    let (left, right) = slots(width: bar.width, widths: grid.widths)
    let leftWidth = TextWidth.of(left, in: grid.widths)
    let rightWidth = TextWidth.of(right, in: grid.widths)
    if !left.isEmpty { grid.write(left, at: Point(x: bar.x + 1, y: bar.y), role: .title) }
    if !right.isEmpty { grid.write(right, at: Point(x: bar.maxX - 1 - rightWidth, y: bar.y), role: .title) }
    let start = bar.x + 1 + (leftWidth > 0 ? leftWidth + 1 : 0)
    let end = bar.maxX - 1 - (rightWidth > 0 ? rightWidth + 1 : 0)
    guard end > start else { return }
    let text = TextWidth.truncated(title, toWidth: end - start, in: grid.widths)
    let width = TextWidth.of(text, in: grid.widths)
    let centered = bar.x + (bar.width - width) / 2
    grid.write(text, at: Point(x: min(max(centered, start), end - width), y: bar.y), role: .title)
  }
}
