/// Where each album sits in Cover Flow (seed 003's magnifying row): the album at the center is
/// the largest, the others shrink with their distance from it and stack towards the sides.
/// `position` is fractional while the row slides from one album to the next.
public enum CoverFlowGeometry {
  public struct Slot: Equatable, Sendable {
    public var album: Int
    public var rect: Rect
    /// Signed distance from the center in albums (0 for the album in the middle).
    public var distance: Double
  }

  /// Rows under the covers for the album and artist names.
  public static let captionRows = 2
  /// The smallest a side cover gets, relative to the center one.
  public static let minimumScale = 0.5

  public static func scale(atDistance d: Double) -> Double {
    max(minimumScale, 1 - 0.22 * abs(d))
  }

  /// The center cover's size in cells: square in pixels, so twice as wide as tall in cells.
  public static func centerSize(in body: Rect) -> Size {
    let rows = max(1, min(body.height - captionRows - 1, body.width / 4))
    return Size(width: rows * 2, height: rows)
  }

  /// Horizontal offset of a cover's center from the row's center, in columns.
  static func offset(atDistance d: Double, centerWidth w: Double) -> Double {
    let near = w * 0.72
    let a = abs(d)
    let x = a <= 1 ? a * near : near + (a - 1) * w * 0.3
    return d < 0 ? -x : x
  }

  /// The visible covers, farthest first, so that drawing them in order stacks them right.
  public static func slots(in body: Rect, count: Int, position: Double) -> [Slot] {
    guard count > 0, !body.isEmpty else { return [] }
    let center = centerSize(in: body)
    let midX = Double(body.x) + Double(body.width) / 2
    let midY = Double(body.y) + Double(body.height - captionRows - 1) / 2
    var slots: [Slot] = []
    let first = max(0, Int(position.rounded(.down)) - 8)
    let last = min(count - 1, Int(position.rounded(.up)) + 8)
    guard first <= last else { return [] }
    for album in first...last {
      let d = Double(album) - position
      let s = scale(atDistance: d)
      let h = max(1, Int((Double(center.height) * s).rounded()))
      let w = h * 2
      let cx = midX + offset(atDistance: d, centerWidth: Double(center.width))
      let rect = Rect(x: Int((cx - Double(w) / 2).rounded()), y: Int((midY - Double(h) / 2).rounded()), width: w, height: h)
      guard rect.maxX > body.x, rect.x < body.maxX else { continue }
      slots.append(Slot(album: album, rect: rect, distance: d))
    }
    return slots.sorted { abs($0.distance) > abs($1.distance) }
  }
}
