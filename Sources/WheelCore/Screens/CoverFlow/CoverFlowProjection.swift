/// Where each cover of Cover Flow stands in space and where that lands on the canvas, as on
/// the iPod: the album in the middle faces the viewer; the others stand in two stacks turned
/// towards the middle (their inner edges further back), overlapping, the nearer ones in front.
///
/// Unit of space: half a cover's side. The camera looks down the z axis from `camera` units in
/// front of the middle cover, so a cover's edge at depth z shows `camera / (camera + z)` of its
/// height: that ratio is what makes the side covers trapezoids. Pure arithmetic, tested alone.
public struct CoverFlowProjection: Equatable, Sendable {
  /// Canvas size in (square) pixels.
  public let width: Double
  public let height: Double
  /// Pixels per unit at depth 0: half the middle cover's side.
  public let scale: Double
  /// The line the covers' centers stand on (their reflections fall below).
  public let horizon: Double

  public static let camera = 4.0
  /// A side cover's turn, and where the first one stands: beside the middle cover, pushed back.
  public static let sideAngle = 62.0 * Double.pi / 180
  public static let sideX = 1.55
  public static let sideDepth = 2.0
  /// Further side covers: each this much further out than the one before.
  public static let spacing = 0.42
  /// How many covers each side that are drawn at most.
  public static let perSide = 8

  public init(width: Int, height: Int) {
    self.width = Double(width)
    self.height = Double(height)
    // The cover and half its reflection fit the height; two side stacks fit beside it.
    scale = max(1, min(self.height / 3, self.width / 2 / 2.3))
    // The cover and its reflection (half a cover) as one block, centered top to bottom.
    horizon = max(scale, (self.height - 3 * scale) / 2 + scale)
  }

  /// A cover in space: its center, depth and turn (radians; positive turns the right edge
  /// towards the viewer, as the covers right of the middle are turned).
  public struct Pose: Equatable, Sendable {
    public var x: Double
    public var depth: Double
    public var angle: Double
  }

  /// The pose of the album `distance` albums right of the row's position (negative: left);
  /// between -1 and 1 the cover swings between the middle and the stack.
  public static func pose(atDistance d: Double) -> Pose {
    let a = abs(d)
    let sign: Double = d < 0 ? -1 : 1
    if a <= 1 { return Pose(x: sign * a * sideX, depth: a * sideDepth, angle: sign * a * sideAngle) }
    return Pose(x: sign * (sideX + (a - 1) * spacing), depth: sideDepth, angle: sign * sideAngle)
  }

  /// A projected cover: its left and right edges' columns and the top and bottom of each edge.
  public struct Quad: Equatable, Sendable {
    public var left: Double, right: Double
    public var leftTop: Double, leftBottom: Double
    public var rightTop: Double, rightBottom: Double
  }

  /// Where a point `u` across the cover (-1 its left edge, 1 its right) lands: its column
  /// and its half height in pixels.
  public func project(_ pose: Pose, u: Double) -> (x: Double, halfHeight: Double) {
    let wx = pose.x + u * Trigonometry.cosine(pose.angle)
    let z = pose.depth - u * Trigonometry.sine(pose.angle)
    let k = Self.camera / (Self.camera + z)
    return (width / 2 + scale * wx * k, scale * k)
  }

  public func quad(_ pose: Pose) -> Quad {
    let l = project(pose, u: -1)
    let r = project(pose, u: 1)
    return Quad(
      left: l.x, right: r.x, leftTop: horizon - l.halfHeight, leftBottom: horizon + l.halfHeight,
      rightTop: horizon - r.halfHeight, rightBottom: horizon + r.halfHeight)
  }

  /// The point across the cover (-1...1) seen at canvas column `column`, nil when that column
  /// does not look at the cover: the inverse of `project`, so textures stay true in perspective.
  public func u(atColumn column: Double, _ pose: Pose) -> Double? {
    let a = (column - width / 2) / (scale * Self.camera)
    let c = Trigonometry.cosine(pose.angle)
    let s = Trigonometry.sine(pose.angle)
    let denominator = c + a * s
    guard abs(denominator) > 1e-9 else { return nil }
    let u = (a * (Self.camera + pose.depth) - pose.x) / denominator
    return (-1...1).contains(u) ? u : nil
  }

  /// The albums to draw for a row at `position` among `count`, farthest first, so that drawing
  /// them in order puts the nearer covers on top; those wholly off the canvas are left out.
  public func visible(count: Int, position: Double) -> [(album: Int, distance: Double)] {
    guard count > 0 else { return [] }
    let first = max(0, Int(position.rounded(.down)) - Self.perSide)
    let last = min(count - 1, Int(position.rounded(.up)) + Self.perSide)
    guard first <= last else { return [] }
    return (first...last).map { ($0, Double($0) - position) }
      .filter { item in
        let q = quad(Self.pose(atDistance: item.1))
        return max(q.left, q.right) > 0 && min(q.left, q.right) < width
      }
      .sorted { abs($0.1) > abs($1.1) }
  }
}
