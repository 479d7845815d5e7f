import Testing

@testable import WheelCore

/// Cover Flow's geometry and timing as arithmetic: where the covers stand, how they project,
/// how the slide and the flip move with time.
@Suite struct CoverFlowPerspectiveTests {
  let p = CoverFlowProjection(width: 120, height: 60)

  @Test func theMiddleCoverFacesTheViewerAsASquare() {
    let q = p.quad(CoverFlowProjection.pose(atDistance: 0))
    #expect(abs((q.right - q.left) - 2 * p.scale) < 1e-9)
    #expect(abs(q.leftTop - q.rightTop) < 1e-9 && abs(q.leftBottom - q.rightBottom) < 1e-9)
    #expect(abs((q.leftBottom - q.leftTop) - 2 * p.scale) < 1e-9)
    #expect(abs((q.left + q.right) / 2 - 60) < 1e-9)
  }

  @Test func sideCoversAreTrapezoidsWithTheirInnerEdgeFurtherBack() {
    for d in [1.0, 2, 3] {
      let right = p.quad(CoverFlowProjection.pose(atDistance: d))
      let left = p.quad(CoverFlowProjection.pose(atDistance: -d))
      // Right stack: the left (inner) edge shorter than the right (outer) one; mirrored left.
      #expect(right.leftBottom - right.leftTop < right.rightBottom - right.rightTop)
      #expect(left.rightBottom - left.rightTop < left.leftBottom - left.leftTop)
      // Mirror images of each other about the middle column.
      #expect(abs((right.left - 60) + (left.right - 60)) < 1e-9)
      // Narrower than the middle cover: turned away.
      #expect(right.right - right.left < 2 * p.scale)
      // Both edges centered on the horizon.
      #expect(abs((right.leftTop + right.leftBottom) / 2 - p.horizon) < 1e-9)
    }
  }

  @Test func theStacksOverlapAndStepOutwards() {
    let middle = p.quad(CoverFlowProjection.pose(atDistance: 0))
    let first = p.quad(CoverFlowProjection.pose(atDistance: 1))
    let second = p.quad(CoverFlowProjection.pose(atDistance: 2))
    #expect(first.left < middle.right)  // tucked behind the middle cover
    #expect(second.left < first.right && second.right > first.right)  // peeks out beyond the first
    #expect(second.right - first.right > 1)
  }

  @Test func unprojectingAColumnFindsThePointThatProjectsThere() {
    for d in [-2.5, -1, -0.4, 0, 0.7, 1, 3] {
      let pose = CoverFlowProjection.pose(atDistance: d)
      for u in stride(from: -0.95, through: 0.95, by: 0.15) {
        let x = p.project(pose, u: u).x
        let back = p.u(atColumn: x, pose)
        #expect(back != nil && abs(back! - u) < 1e-9, "d \(d) u \(u)")
      }
      let q = p.quad(pose)
      #expect(p.u(atColumn: max(q.left, q.right) + 0.5, pose) == nil)
    }
  }

  @Test func posesSwingContinuouslyFromTheMiddleToTheStack() {
    var previous = CoverFlowProjection.pose(atDistance: 0)
    for step in 1...40 {
      let pose = CoverFlowProjection.pose(atDistance: Double(step) / 10)
      #expect(pose.x > previous.x && pose.x - previous.x < 0.2)
      #expect(pose.angle >= previous.angle && pose.depth >= previous.depth)
      previous = pose
    }
    #expect(CoverFlowProjection.pose(atDistance: 1).rounded == CoverFlowProjection.pose(atDistance: 1.0000001).rounded)
  }

  @Test func visibleCoversComeFarthestFirstAndStayOnTheCanvas() {
    let shown = p.visible(count: 300, position: 150.5)
    #expect(shown.count <= 2 * CoverFlowProjection.perSide + 2)
    #expect(shown.last.map { abs($0.distance) } == 0.5)
    #expect(zip(shown, shown.dropFirst()).allSatisfy { abs($0.distance) >= abs($1.distance) })
    #expect(p.visible(count: 0, position: 0).isEmpty)
    let narrow = CoverFlowProjection(width: 20, height: 14)
    #expect(narrow.visible(count: 300, position: 10).count < shown.count)
  }

  @Test func theSlideEasesOutAndLandsExactly() {
    var flow = CoverFlowState()
    let moved = flow.move(by: 3, count: 10, at: 5)
    #expect(moved)
    var last = flow.position(at: 5)
    #expect(last == 0)
    var gains: [Double] = []
    for k in 1...12 {
      let t = 5 + Double(k) * CoverFlowState.slideSeconds / 12
      let x = flow.position(at: t)
      #expect(x >= last)
      gains.append(x - last)
      last = x
    }
    #expect(last == 3)
    #expect(gains.first! > gains.last!)  // fast, then settling
    #expect(flow.position(at: 99) == 3)
  }

  @Test func aStepDuringASlideContinuesFromWhereTheRowIs() {
    var flow = CoverFlowState()
    _ = flow.move(by: 1, count: 10, at: 0)
    let mid = flow.position(at: 0.1)
    _ = flow.move(by: 1, count: 10, at: 0.1)
    #expect(flow.position(at: 0.1) == mid)
    #expect(flow.position(at: 0.1 + CoverFlowState.slideSeconds) == 2)
  }

  @Test func framesComeAtLeastThirtyTimesASecondWhileAnythingMovesAndStopAfter() {
    var flow = CoverFlowState()
    #expect(flow.nextFrame(after: 0) == nil)
    _ = flow.move(by: 1, count: 10, at: 1)
    var t = 1.0
    var frames = 0
    while let next = flow.nextFrame(after: t) {
      #expect(next - t <= 1.0 / 30)
      t = next
      frames += 1
    }
    #expect(t >= 1 + CoverFlowState.slideSeconds)
    #expect(Double(frames) >= CoverFlowState.slideSeconds * 30)
    flow.flip = CoverFlowFlip(album: 1, at: 10)
    #expect(flow.nextFrame(after: 10.1) != nil)
    #expect(flow.nextFrame(after: 10 + CoverFlowFlip.seconds) == nil)
  }

  @Test func theFlipTurnsHalfRoundAndAMenuMidTurnReversesSmoothly() {
    var flip = CoverFlowFlip(album: 0, at: 0)
    #expect(flip.angle(at: 0) == 0)
    #expect(abs(flip.angle(at: CoverFlowFlip.seconds / 2) - .pi / 2) < 1e-9)
    #expect(flip.angle(at: 1) == .pi)
    #expect(!flip.showsList(at: 0.1) && flip.showsList(at: 1))
    let t = CoverFlowFlip.seconds * 0.3
    let before = flip.angle(at: t)
    flip.close(at: t)
    #expect(abs(flip.angle(at: t) - before) < 1e-9)
    #expect(!flip.isOver(at: t) && flip.isOver(at: t + CoverFlowFlip.seconds))
  }

  @Test func halfBlocksAverageTheSupersampledCanvas() {
    var canvas = PixelCanvas(width: 4, height: 4)
    canvas[0, 0] = RGB(0xFFFFFF)
    canvas[1, 1] = RGB(0xFFFFFF)
    let small = canvas.reduced(by: 2, 2)
    #expect(small.width == 2 && small.height == 2)
    #expect(small[0, 0] == RGB(r: 127, g: 127, b: 127))
    #expect(small[1, 1] == RGB(0))
  }
}

extension CoverFlowProjection.Pose {
  /// Rounded to 1e-6, to compare poses that differ by float noise.
  var rounded: Self {
    func r(_ v: Double) -> Double { (v * 1e6).rounded() / 1e6 }
    return Self(x: r(x), depth: r(depth), angle: r(angle))
  }
}
