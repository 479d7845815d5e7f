import Testing
import WheelCore

/// Feeds `angles` as one touch, one sample every 10 ms, and returns the steps of each sample.
private func drag(_ angles: [Double], tracker: inout WheelTracker, from start: Double = 0)
  -> [Int]
{
  angles.enumerated().map { tracker.touch(at: $1, time: start + Double($0) * 0.01) }
}

private func totalSteps(_ angles: [Double], degreesPerStep: Double = 15) -> Int {
  var tracker = WheelTracker(degreesPerStep: degreesPerStep)
  return drag(angles, tracker: &tracker).reduce(0, +)
}

/// Turning: angles in, whole steps out, nothing lost.
struct WheelTrackerTests {
  @Test func theFirstSampleOnlyPlacesTheFinger() {
    var tracker = WheelTracker()
    #expect(tracker.touch(at: 200, time: 0) == 0)
    #expect(tracker.gesture?.startAngle == 200)
  }

  @Test func aSlowOneDegreeDragForAWholeTurnGivesExactly24Steps() {
    let angles = (0...360).map(Double.init)
    var tracker = WheelTracker()
    let steps = drag(angles, tracker: &tracker)
    #expect(steps.reduce(0, +) == 24)
    #expect(steps.allSatisfy { $0 == 0 || $0 == 1 })
    #expect(steps[15] == 1 && steps[14] == 0)  // Fifteen 1° samples are exactly one step.
    #expect(tracker.pendingDegrees == 0)
  }

  @Test func tenthsOfADegreeAddUpExactly() {
    let angles = (0...3600).map { Double($0) * 0.1 }
    #expect(totalSteps(angles) == 24)
    #expect(totalSteps(angles.reversed()) == -24)
  }

  @Test func dragClockwiseAcross12OClockScrollsForward() {
    #expect(totalSteps([340, 350, 0, 10, 20]) == 2)
  }

  @Test func dragCounterclockwiseAcross12OClockScrollsBack() {
    #expect(totalSteps([20, 10, 0, 350, 340]) == -2)
  }

  @Test func aSlowTurnBackwardsThrough12OClockGivesMinus24() {
    let angles = (0...360).map { Double((360 - $0 + 90) % 360) }
    #expect(totalSteps(angles) == -24)
  }

  @Test func angles360And0AreTheSamePlace() {
    #expect(totalSteps([359.5, 360, 0, 360, 0.5]) == 0)
    var tracker = WheelTracker()
    _ = drag([359.5, 360, 0, 360, 0.5], tracker: &tracker)
    #expect(tracker.pendingDegrees == 1)
  }

  @Test func anglesOutsideOneTurnAreWrapped() {
    #expect(totalSteps([-10, 5, 380]) == 2)  // -10 is 350° and 380 is 20°: +15°, +15°.
  }

  @Test func exactlyHalfATurnCountsClockwiseBothWays() {
    #expect(totalSteps([0, 180]) == 12)
    #expect(totalSteps([180, 0]) == 12)
    #expect(totalSteps([90, 270, 90]) == 24)
  }

  @Test func justUnderHalfATurnTakesTheShortWay() {
    #expect(totalSteps([0, 179.999]) == 11)
    #expect(totalSteps([0, 180.001]) == -11)
  }

  @Test func aReversalMidDragUndoesExactly() {
    var tracker = WheelTracker()
    let forward = drag([0, 10, 20, 30, 40], tracker: &tracker)  // 40°: 2 steps, 10° carried.
    #expect(forward.reduce(0, +) == 2)
    #expect(tracker.pendingDegrees == 10)
    let back = drag([35, 30, 20, 10, 0], tracker: &tracker, from: 1)
    #expect(back.reduce(0, +) == -2)
    #expect(tracker.pendingDegrees == 0)
  }

  @Test func aReversalFirstEatsTheRemainder() {
    var tracker = WheelTracker()
    _ = drag([0, 20], tracker: &tracker)  // One step, 5° carried.
    #expect(drag([5], tracker: &tracker, from: 1) == [0])  // Back 15°: remainder -10°.
    #expect(drag([0], tracker: &tracker, from: 2) == [-1])  // Back 5° more: -15°.
  }

  @Test func jitterOnAStepBoundaryDoesNotChatter() {
    var tracker = WheelTracker()
    let steps = drag([0, 15, 14, 16, 14, 16, 14], tracker: &tracker)
    #expect(steps == [0, 1, 0, 0, 0, 0, 0])
  }

  @Test func releaseForgetsTheRemainder() {
    var tracker = WheelTracker()
    _ = drag([0, 14], tracker: &tracker)
    tracker.release()
    #expect(tracker.gesture == nil)
    #expect(drag([100, 101], tracker: &tracker) == [0, 0])
  }

  @Test func aCoarserStepSettingIsHonoured() {
    let angles = (0...360).map(Double.init)
    #expect(totalSteps(angles, degreesPerStep: 20) == 18)
    #expect(totalSteps(angles, degreesPerStep: 0) == 360_000)  // Clamped to 0.001°, no trap.
    #expect(totalSteps(angles, degreesPerStep: .nan) == 1)
  }

  @Test func nonFiniteAnglesAreIgnored() {
    #expect(totalSteps([0, .nan, .infinity, 15]) == 1)
  }
}

/// Tap versus turn: a still, short touch presses the button where it landed.
struct WheelGestureTests {
  private func tap(at angle: Double, wobble: [Double] = [], duration: Double = 0.1)
    -> WheelButton?
  {
    var tracker = WheelTracker()
    _ = tracker.touch(at: angle, time: 10)
    for w in wobble { _ = tracker.touch(at: angle + w, time: 10 + duration / 2) }
    return tracker.release(at: 10 + duration)
  }

  @Test(arguments: [
    (0.0, WheelButton.menu), (44.9, .menu), (315, .menu), (359, .menu),
    (45, .next), (90, .next), (134.9, .next),
    (135, .playPause), (180, .playPause), (224.9, .playPause),
    (225, .previous), (270, .previous), (314.9, .previous),
  ])
  func aStillShortTouchPressesTheButtonWhereItLanded(angle: Double, button: WheelButton) {
    #expect(tap(at: angle) == button)
  }

  @Test func theButtonIsWhereTheTouchLandedNotWhereItLeft() {
    #expect(tap(at: 44, wobble: [10]) == .menu)  // Ends at 54°, in next's quarter.
  }

  @Test func aLittleWobbleIsStillATap() {
    #expect(tap(at: 90, wobble: [3, -3, 2]) == .next)  // 3 + 6 + 5 = 14° of travel.
  }

  @Test func wobbleCountsBothWaysTowardTheTurnLimit() {
    #expect(tap(at: 90, wobble: [5, -5, 5]) == nil)  // 25° of travel, 5° net, no step.
  }

  @Test func aShortTouchThatTurned20DegreesIsNotATap() {
    #expect(tap(at: 90, wobble: [20]) == nil)
  }

  @Test func aTouchThatScrolledIsNotATapEvenIfItCameBack() {
    #expect(tap(at: 180, wobble: [15, 0]) == nil)
  }

  @Test func aLongTouchIsNotATapButAHold() {
    #expect(tap(at: 90, duration: 0.49) == .next)
    #expect(tap(at: 90, duration: 0.5) == nil)
    var tracker = WheelTracker()
    _ = tracker.touch(at: 270, time: 3)
    #expect(tracker.gesture?.hold(at: 3.4) == nil)
    #expect(tracker.gesture?.hold(at: 3.6) == .previous)
  }

  /// A slow press still acts: ⏮/⏭ until their seek starts at 0.5 s, ▶❚❚ until its sleep at
  /// 2 s, MENU until its backlight hold at 1 s.
  @Test func eachButtonIsAPressUntilItsOwnHoldBegins() {
    #expect(tap(at: 270, duration: 0.49) == .previous && tap(at: 270, duration: 0.5) == nil)
    #expect(tap(at: 180, duration: 0.6) == .playPause && tap(at: 180, duration: 1.99) == .playPause)
    #expect(tap(at: 180, duration: 2) == nil)
    #expect(tap(at: 0, duration: 0.99) == .menu && tap(at: 0, duration: 1) == nil)
    var tracker = WheelTracker()
    _ = tracker.touch(at: 180, time: 0)
    #expect(tracker.gesture?.hold(at: 1.99) == nil && tracker.gesture?.hold(at: 2) == .playPause)
    tracker.release()
    _ = tracker.touch(at: 0, time: 0)
    #expect(tracker.gesture?.hold(at: 0.99) == nil && tracker.gesture?.hold(at: 1) == .menu)
  }

  @Test func theTapLimitIsFiveNinetySixthsOfATurn() {
    #expect(WheelGesture.tapTurnLimit == 18.75)
  }
}

/// Where a cell is around the wheel: clockwise from 12, cells twice as tall as wide.
struct WheelAngleTests {
  let center = (x: 10.0, y: 5.0)  // Between cells: the ring spans columns 0-19, rows 0-9.

  @Test func theFourLabelsSitAtTheQuarterTurns() {
    #expect(WheelAngle.angle(of: Point(x: 9, y: 0), center: (x: 9.5, y: 5)) == 0)
    #expect(WheelAngle.angle(of: Point(x: 19, y: 4), center: (x: 10, y: 4.5)) == 90)
    #expect(WheelAngle.angle(of: Point(x: 9, y: 9), center: (x: 9.5, y: 5)) == 180)
    #expect(WheelAngle.angle(of: Point(x: 0, y: 4), center: (x: 10, y: 4.5)) == 270)
  }

  @Test func aRowIsWorthTwoColumns() {
    // One row down and two columns right of the center is the 135° diagonal.
    let a = WheelAngle.angle(of: Point(x: 11, y: 5), center: (x: 9.5, y: 4.5))
    #expect(abs(a - 135) < 1e-9)
    let square = WheelAngle.angle(of: Point(x: 11, y: 5), center: (x: 9.5, y: 4.5), aspect: 1)
    #expect(abs(square - 116.565) < 1e-3)
  }

  @Test func anglesStayInOneTurn() {
    for y in 0..<10 {
      for x in 0..<20 {
        let a = WheelAngle.angle(of: Point(x: x, y: y), center: center)
        #expect(a >= 0 && a < 360)
      }
    }
    #expect(WheelAngle.angle(dx: -1e-300, dy: -1) == 0)
    #expect(WheelAngle.angle(dx: 0, dy: 0) == 0)
  }

  @Test func distanceIsInColumns() {
    #expect(WheelAngle.distance(of: Point(x: 9, y: 1), center: (x: 9.5, y: 5.5)) == 8)
    #expect(WheelAngle.distance(of: Point(x: 17, y: 5), center: (x: 9.5, y: 5.5)) == 8)
  }
}

/// Properties over many random drags: the carry rule loses nothing.
struct WheelTrackerPropertyTests {
  /// Feeds a random walk of angles (whole hundredths of a degree, steps under half a turn) and
  /// returns the emitted steps, the net turn in hundredths and the tracker.
  private func randomDrag(_ rng: inout Shuffler, monotonic: Bool)
    -> (steps: Int, net: Int, tracker: WheelTracker)
  {
    var tracker = WheelTracker()
    var angle = Int(rng.next() % 36_000)
    var net = 0
    var steps = tracker.touch(at: Double(angle) / 100, time: 0)
    let direction = rng.next() % 2 == 0 ? 1 : -1
    for i in 1...Int(rng.next() % 60 + 1) {
      // Under 180° either way, so the short way round is the way the finger went.
      let delta =
        monotonic
        ? direction * Int(rng.next() % 17_999) : Int(rng.next() % 35_997) - 17_998
      net += delta
      angle = ((angle + delta) % 36_000 + 36_000) % 36_000
      steps += tracker.touch(at: Double(angle) / 100, time: Double(i) / 100)
    }
    return (steps, net, tracker)
  }

  @Test func stepsEqualTheNetTurnWithinTheCarry() {
    var rng = Shuffler(seed: 2024)
    for _ in 0..<10_000 {
      let (steps, net, tracker) = randomDrag(&rng, monotonic: false)
      // Exact bookkeeping: emitted steps plus the remainder are the whole net turn.
      #expect(steps * 1_500 + Int((tracker.pendingDegrees * 100).rounded()) == net)
      // The remainder is under one step, so steps are trunc(net / 15°) or one further out,
      // and never of the opposite sign.
      #expect(abs(net - steps * 1_500) < 1_500)
      #expect(steps == 0 || (steps > 0) == (net > 0))
    }
  }

  @Test func aOneWayDragGivesExactlyTheTruncatedNetTurn() {
    var rng = Shuffler(seed: 96)
    for _ in 0..<10_000 {
      let (steps, net, _) = randomDrag(&rng, monotonic: true)
      #expect(steps == net / 1_500)  // Int division truncates toward zero, either way round.
    }
  }

  @Test func retracingADragBackToItsStartUndoesEveryStep() {
    var rng = Shuffler(seed: 12)
    for _ in 0..<1_000 {
      let path = (0..<Int(rng.next() % 40 + 2)).map { _ in Double(rng.next() % 36_000) / 100 }
      // Consecutive points may be far apart; insert midpoints so each move is under 180°.
      var walk: [Double] = []
      for (a, b) in zip(path, path.dropFirst()) {
        walk += [a, a + (b - a).remainder(dividingBy: 360) / 2]
      }
      walk.append(path.last!)
      var tracker = WheelTracker()
      let there = drag(walk, tracker: &tracker).reduce(0, +)
      let back = drag(walk.reversed(), tracker: &tracker, from: 10).reduce(0, +)
      #expect(there + back == 0)
      #expect(tracker.pendingDegrees == 0)
    }
  }
}
