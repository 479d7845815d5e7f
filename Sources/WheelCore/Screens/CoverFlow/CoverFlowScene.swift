/// Paints Cover Flow's covers onto a pixel canvas: black, each cover a trapezoid textured in
/// perspective, and under each its reflection fading into the floor.
enum CoverFlowScene {
  /// The reflection's strength where it meets the cover, and how much of the cover it shows.
  static let reflectionStrength = 0.34
  static let reflectionLength = 0.5

  /// How dark a cover is `distance` albums from the middle: the stacks recede into the dark.
  static func shade(atDistance d: Double) -> Double {
    let a = abs(d)
    return max(0.3, 1 - 0.28 * min(a, 1) - 0.07 * max(0, a - 1))
  }

  /// Draws one cover at `pose`; `mirrored` reads the texture right to left (a back seen turned).
  static func draw(
    _ texture: Picture, pose: CoverFlowProjection.Pose, shade: Double, mirrored: Bool = false,
    projection p: CoverFlowProjection, into canvas: inout PixelCanvas
  ) {
    let q = p.quad(pose)
    let x0 = max(0, Int(min(q.left, q.right).rounded(.down)))
    let x1 = min(canvas.width - 1, Int(max(q.left, q.right).rounded(.up)))
    guard x0 <= x1 else { return }
    let tw = texture.width
    let th = texture.height
    for x in x0...x1 {
      guard let u = p.u(atColumn: Double(x) + 0.5, pose) else { continue }
      let half = p.project(pose, u: u).halfHeight
      let top = p.horizon - half
      let size = 2 * half
      let tx = min(tw - 1, max(0, Int((mirrored ? 1 - u : u + 1) / 2 * Double(tw))))
      let yStart = max(0, Int((top).rounded()))
      let yEnd = min(canvas.height, Int((top + size).rounded()))
      if yStart < yEnd {
        for y in yStart..<yEnd {
          let ty = min(th - 1, max(0, Int((Double(y) + 0.5 - top) / size * Double(th))))
          canvas.pixels[y * canvas.width + x] = texture[tx, ty].scaled(shade)
        }
      }
      // The reflection: the cover upside down below its foot, fading to black.
      let length = size * reflectionLength
      let rEnd = min(canvas.height, Int((top + size + length).rounded()))
      guard yEnd < rEnd else { continue }
      for y in max(0, yEnd)..<rEnd {
        let t = (Double(y) + 0.5 - (top + size)) / size
        let ty = min(th - 1, max(0, th - 1 - Int(t * Double(th))))
        let fade = reflectionStrength * max(0, 1 - t / reflectionLength)
        canvas.pixels[y * canvas.width + x] = texture[tx, ty].scaled(shade * fade)
      }
    }
  }
}
