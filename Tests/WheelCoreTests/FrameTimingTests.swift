import Testing

@testable import WheelCore

/// The A/V sync rule: the audio clock is the master; frames wait for it, show on time, and
/// are dropped only when late beyond the threshold with a newer frame due.
@Suite struct FrameTimingTests {
  let timing = FrameTiming(lateThreshold: 0.045, earlyTolerance: 0.004)

  @Test func aFrameOnTimeIsPresented() {
    #expect(timing.decide(pts: 1.0, next: 1.033, clock: 1.0, firstFrame: false) == .present)
    #expect(timing.decide(pts: 1.0, next: 1.033, clock: 0.997, firstFrame: false) == .present)  // within tolerance
  }

  @Test func anEarlyFrameWaitsForTheClockAtMostFiftyMilliseconds() {
    #expect(timing.decide(pts: 1.0, next: nil, clock: 0.98, firstFrame: false) == .wait(0.020000000000000018))
    #expect(timing.decide(pts: 5.0, next: nil, clock: 1.0, firstFrame: false) == .wait(FrameTiming.maxWait))
  }

  @Test func aLateFrameIsDroppedOnlyWhenANewerOneIsDue() {
    // 60 ms late, the next (1.033) already due: drop.
    #expect(timing.decide(pts: 1.0, next: 1.033, clock: 1.06, firstFrame: false) == .drop)
    // 60 ms late but nothing newer decoded: better late than a frozen picture.
    #expect(timing.decide(pts: 1.0, next: nil, clock: 1.06, firstFrame: false) == .present)
    // Late, but the next frame is not due yet: show this one.
    #expect(timing.decide(pts: 1.0, next: 1.1, clock: 1.05, firstFrame: false) == .present)
    // Late within the threshold: shown.
    #expect(timing.decide(pts: 1.0, next: 1.033, clock: 1.04, firstFrame: false) == .present)
  }

  @Test func theFirstFrameShowsBeforeTheSoundStartsAndIsNeverDropped() {
    #expect(timing.decide(pts: 0, next: 0.033, clock: nil, firstFrame: true) == .present)
    #expect(timing.decide(pts: 0.033, next: 0.066, clock: nil, firstFrame: false) == .wait(FrameTiming.maxWait))
    #expect(timing.decide(pts: 10.0, next: 10.033, clock: 11.0, firstFrame: true) == .present)
  }

  @Test func conversionIsSkippedOnlyForFramesCertainToBeReplaced() {
    let interval = 1.0 / 30
    #expect(timing.skipsConversion(pts: 1.0, clock: 1.2, interval: interval))
    #expect(!timing.skipsConversion(pts: 1.0, clock: 1.05, interval: interval))
    #expect(!timing.skipsConversion(pts: 1.0, clock: nil, interval: interval))
  }

  /// A simulated run: 30 fps frames against an audio clock that stalls for 200 ms at 2 s;
  /// the presenter catches up by dropping, never shows a frame from the future, and never
  /// falls more than the threshold plus a frame behind once caught up.
  @Test func aStallIsCaughtUpByDroppingFrames() {
    let frames = (0..<150).map { Double($0) / 30 }
    var shown: [(pts: Double, clock: Double)] = []
    var dropped = 0
    var clock = 0.0
    var i = 0
    while i < frames.count {
      let next = i + 1 < frames.count ? frames[i + 1] : nil
      switch timing.decide(pts: frames[i], next: next, clock: clock, firstFrame: i == 0) {
      case .present:
        shown.append((frames[i], clock))
        i += 1
      case .drop:
        dropped += 1
        i += 1
      case .wait(let s):
        // The presenter sleeps; the clock moves on (and jumps 200 ms once, a stall of the UI).
        clock += s
        if clock > 2, clock < 2.2 { clock = 2.25 }
      }
    }
    #expect(dropped >= 4 && dropped <= 8)
    #expect(shown.allSatisfy { $0.pts <= $0.clock + timing.earlyTolerance + 1e-9 })
    #expect(shown.filter { $0.pts > 2.4 }.allSatisfy { $0.clock - $0.pts <= timing.lateThreshold + 1.0 / 30 })
  }
}
