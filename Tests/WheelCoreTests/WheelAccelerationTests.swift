import Testing
import WheelCore

/// Rockbox acceleration: fast spins move many items per step, slow ones exactly one.
struct WheelAccelerationTests {
  /// Steps of one at a steady angular `speed` (degrees per second) for `count` samples.
  private func spin(
    _ acceleration: inout WheelAcceleration, speed: Double, count: Int = 300,
    from start: Double = 0, direction: Int = 1, rows: Int = 8_856
  ) -> [Int] {
    let interval = 15 / speed
    return (0..<count).map {
      acceleration.scale(steps: direction, time: start + Double($0) * interval, rows: rows)
    }
  }

  /// Rows one turn (24 steps of 15°) moves at a steady `speed` on a list of `rows`, after
  /// spinning long enough for the smoothed speed to settle.
  private func rowsPerTurn(speed: Double, rows: Int) -> Int {
    var acceleration = WheelAcceleration()
    return spin(&acceleration, speed: speed, count: 224, rows: rows).suffix(24).reduce(0, +)
  }

  @Test(arguments: [
    (100.0, 1), (270, 1), (300, 2), (405, 5), (540, 16), (650, 34), (1_000, 123),
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
    #expect(acceleration.scale(steps: 1, time: 0, rows: 8_856) == 1)  // A first step has no speed yet.
    _ = acceleration.scale(steps: 1, time: 1.0 / 64, rows: 8_856)  // 960°/s at once...
    #expect(acceleration.speed == 960.0 / 16)  // ...counts one sixteenth.
    _ = acceleration.scale(steps: 2, time: 2.0 / 64, rows: 8_856)
    #expect(acceleration.speed == (15 * 60 + 1_920.0) / 16)
  }

  @Test func aPauseOver250msStartsFromZero() {
    var acceleration = WheelAcceleration()
    _ = spin(&acceleration, speed: 600, count: 200)
    #expect(acceleration.multiplier > 1)
    let last = 199 * 15 / 600.0
    let scaled = acceleration.scale(steps: 1, time: last + 0.26, rows: 8_856)
    #expect(scaled == 1)
    #expect(acceleration.speed == 0)
  }

  @Test func aPauseOfExactly250msKeepsTheSpeed() {
    var acceleration = WheelAcceleration()
    _ = spin(&acceleration, speed: 600, count: 200)
    let last = 199 * 15 / 600.0
    let scaled = acceleration.scale(steps: 1, time: last + 0.25, rows: 8_856)
    #expect(scaled > 1)
  }

  @Test func aReversalStartsFromZeroAndIsNeverMultiplied() {
    var acceleration = WheelAcceleration()
    _ = spin(&acceleration, speed: 600, count: 200)
    let last = 199 * 15 / 600.0
    let scaled = acceleration.scale(steps: -1, time: last + 0.025, rows: 8_856)
    #expect(scaled == -1)
    #expect(abs(acceleration.speed - 600.0 / 16) < 1e-6)
    let back = spin(&acceleration, speed: 600, count: 300, from: last + 0.05, direction: -1)
    #expect(back.last == -24)  // (600 / 270)^4 = 24.4: the same acceleration going back.
  }

  @Test func zeroStepsChangeNothing() {
    var acceleration = WheelAcceleration()
    _ = spin(&acceleration, speed: 600, count: 50)
    let before = acceleration
    let scaled = acceleration.scale(steps: 0, time: 100, rows: 8_856)
    #expect(scaled == 0)
    #expect(acceleration == before)
  }

  @Test func simultaneousSamplesDoNotExplode() {
    var acceleration = WheelAcceleration()
    for _ in 0..<100 { _ = acceleration.scale(steps: 1, time: 5, rows: 10_000) }
    #expect(acceleration.speed.isFinite)
    #expect(acceleration.multiplier == acceleration.maxMultiplier)
  }

  @Test(arguments: [(51, 1), (72, 1), (73, 2), (400, 6), (1_000, 14), (4_608, 64), (10_000, 139)])
  func theCapIsA72ndOfTheList(rows: Int, cap: Int) {
    #expect(WheelAcceleration.cap(forRows: rows) == cap)
  }

  @Test func threeBriskTurnsCrossTenThousandRows() {
    #expect(rowsPerTurn(speed: 900, rows: 10_000) * 3 >= 10_000)
    #expect(rowsPerTurn(speed: 900, rows: 8_856) * 3 >= 8_856)
  }

  /// Lists whose cap is beyond the quartic at 900°/s (over 8,856 rows) get the quartic
  /// stretched to meet their cap there; shorter lists keep Rockbox's curve exactly.
  @Test func onlyHugeListsStretchTheCurve() {
    #expect(rowsPerTurn(speed: 540, rows: 8_856) == 24 * 16)
    #expect(rowsPerTurn(speed: 540, rows: 10_000) == 24 * 18)
    #expect(rowsPerTurn(speed: 900, rows: 10_000) == 24 * 139)
  }

  /// The feel's curve: degrees per second × list length → rows per turn at a steady speed.
  /// Slow turns stay one row a step (24 a turn) on any list; at 900°/s three turns cross the
  /// list and one turn does not. `before` is the same with Rockbox's quartic capped at 64 for
  /// every list (what the program did), printed beside it for the note.
  @Test func rowsPerTurnBySpeedAndListLength() {
    let speeds = [200.0, 270, 330, 450, 585, 900, 1_500]
    let lengths = [100, 400, 1_000, 10_000]
    let table = speeds.map { speed in lengths.map { rowsPerTurn(speed: speed, rows: $0) } }
    let before = speeds.map { speed in lengths.map { _ in rowsPerTurn(speed: speed, rows: 64 * 72) } }
    let expected = [
      [24, 24, 24, 24],
      [24, 24, 24, 24],
      [48, 48, 48, 72],
      [48, 144, 192, 216],
      [48, 144, 336, 600],
      [48, 144, 336, 3_336],
      [48, 144, 336, 3_336],
    ]
    var lines = [
      "°/s   " + lengths.map { String(repeating: " ", count: max(0, 14 - "\($0) rows".count)) + "\($0) rows" }.joined()
    ]
    for (i, speed) in speeds.enumerated() {
      lines.append(
        String(repeating: " ", count: max(0, 5 - "\(Int(speed))".count)) + "\(Int(speed)) "
          + lengths.indices.map { j in
            let cell = "\(before[i][j])→\(table[i][j])"
            return String(repeating: " ", count: max(0, 14 - cell.count)) + cell
          }.joined())
    }
    print("rows per turn, before→after:\n" + lines.joined(separator: "\n"))
    #expect(table == expected, "\(table)")
    for (j, rows) in lengths.enumerated() {
      #expect(table[5][j] * 3 >= rows, "three turns at 900°/s cross \(rows) rows")
      #expect(table[5][j] < rows, "one turn at 900°/s does not cross \(rows) rows")
    }
    #expect(table[0].allSatisfy { $0 == 24 } && table[1].allSatisfy { $0 == 24 }, "under 270°/s one row a step")
  }

  @Test func resetForgetsTheSpeed() {
    var acceleration = WheelAcceleration()
    _ = spin(&acceleration, speed: 600)
    acceleration.reset()
    #expect(acceleration == WheelAcceleration())
  }
}
