import Testing
import WheelCore

@testable import TerminalUI

/// The loop's batch without a terminal: which events the core gets, and what reaches the runner.
@Suite struct EventPumpTests {
  final class Recorder: EffectRunner {
    var effects: [Effect] = []
    var batches = 0
    func run(_ effect: Effect) { effects.append(effect) }
    func finishBatch() { batches += 1 }
  }

  @Test func aNewSizeComesFirstAndADueDeadlineAddsTheClockAndATick() {
    var batch = TerminalEventSource.Batch()
    batch.events = [.keyPressed(.down, time: 1)]
    let time = LocalTime(year: 2026, month: 1, day: 2, weekday: 6, hour: 3, minute: 4, second: 5)
    let due = EventPump.events(for: batch, newSize: Size(width: 20, height: 8), deadline: 2, now: 2.5) { time }
    #expect(
      due == [.resized(Size(width: 20, height: 8)), .keyPressed(.down, time: 1), .wallClock(time), .ticked(at: 2.5)])
    let notDue = EventPump.events(for: batch, newSize: nil, deadline: 3, now: 2.5) { time }
    #expect(notDue == [.keyPressed(.down, time: 1)])
  }

  @Test func effectsGoToTheRunnerOnceABatchAndQuitStopsTheBatch() {
    var state = AppState(size: Size(width: 100, height: 40))
    let runner = Recorder()
    let quit = EventPump.apply(
      [.keyPressed(.down, time: 0), .keyPressed(.down, time: 0)], to: &state, runner: runner, log: nil)
    #expect(!quit && runner.effects == [.click("Classic"), .click("Classic")] && runner.batches == 1)
    #expect(
      EventPump.apply(
        [.keyPressed(.character("q"), time: 0), .keyPressed(.up, time: 0)], to: &state, runner: runner, log: nil))
    #expect(state.cursor.selected == 2, "nothing after the quit is applied")
  }
}
