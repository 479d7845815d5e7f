import Testing
import WheelCore

/// Rockbox acceleration: fast spins move many items per step, slow ones exactly one.
struct WheelAccelerationTests {
  /// Steps of one at a steady angular `speed` (degrees per second) for `count` samples.
  private func spin(_ acceleration: inout WheelAcceleration, speed: Double, count: Int = 300,
                    from start: Double = 0, direction: Int = 1) -> [Int] {
    let interval = 15 / speed
    return (0..<count).map {
      acceleration.scale(steps: direction, time: start + Double($0) * interval)
    }
  }

  @Test(arguments: [
    (100.0, 1), (270, 1), (300, 2), (405, 5), (540, 16), (650, 34), (1_000, 64),
  ])
  func aSteadySpinSettlesOnRound_vOver270ToTheFourth(speed: Double, multiplier: Int) {
    var acceleration = WheelAcceleration()
    let scaled = spin(&acceleration, speed: speed)
    #expect(abs(acceleration.speed - speed) < 0.01)
    #expect(acceleration.multiplier == multiplier)
    #expect(scaled.last == multiplier)
  }

  @Test func theSpeedIsSmoothedOverSamples() {
    var acceleration = WheelAcceleration()
    #expect(acceleration.scale(steps: 1, time: 0) == 1)  // A first step has no speed yet.
    _ = acceleration.scale(steps: 1, time: 1.0 / 64)  // 960°/s at once...
    #expect(acceleration.speed == 960.0 / 16)  // ...counts one sixteenth.
    _ = acceleration.scale(steps: 2, time: 2.0 / 64)
    #expect(acceleration.speed == (15 * 60 + 1_920.0) / 16)
  }

  @Test func aPauseOver250msStartsFromZero() {
    var acceleration = WheelAcceleration()
    _ = spin(&acceleration, speed: 600, count: 200)
    #expect(acceleration.multiplier > 1)
    let last = 199 * 15 / 600.0
    let scaled = acceleration.scale(steps: 1, time: last + 0.26)
    #expect(scaled == 1)
    #expect(acceleration.speed == 0)
  }

  @Test func aPauseOfExactly250msKeepsTheSpeed() {
    var acceleration = WheelAcceleration()
    _ = spin(&acceleration, speed: 600, count: 200)
    let last = 199 * 15 / 600.0
    let scaled = acceleration.scale(steps: 1, time: last + 0.25)
    #expect(scaled > 1)
  }

  @Test func aReversalStartsFromZeroAndIsNeverMultiplied() {
    var acceleration = WheelAcceleration()
    _ = spin(&acceleration, speed: 600, count: 200)
    let last = 199 * 15 / 600.0
    let scaled = acceleration.scale(steps: -1, time: last + 0.025)
    #expect(scaled == -1)
    #expect(abs(acceleration.speed - 600.0 / 16) < 1e-6)
    let back = spin(&acceleration, speed: 600, count: 300, from: last + 0.05, direction: -1)
    #expect(back.last == -24)  // (600 / 270)^4 = 24.4: the same acceleration going back.
  }

  @Test func zeroStepsChangeNothing() {
    var acceleration = WheelAcceleration()
    _ = spin(&acceleration, speed: 600, count: 50)
    let before = acceleration
    let scaled = acceleration.scale(steps: 0, time: 100)
    #expect(scaled == 0)
    #expect(acceleration == before)
  }

  @Test func simultaneousSamplesDoNotExplode() {
    var acceleration = WheelAcceleration()
    for _ in 0..<100 { _ = acceleration.scale(steps: 1, time: 5) }
    #expect(acceleration.speed.isFinite)
    #expect(acceleration.multiplier == WheelAcceleration.maxMultiplier)
  }

  @Test func resetForgetsTheSpeed() {
    var acceleration = WheelAcceleration()
    _ = spin(&acceleration, speed: 600)
    acceleration.reset()
    #expect(acceleration == WheelAcceleration())
  }
}
