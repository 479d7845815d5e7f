import AudioEngine
import Foundation
import PulseHarness
import TestSupport
import Testing

/// Playing music must cost little CPU (issue 17: at most 1% of a core), which is mostly how
/// often the output thread wakes up. These count the thread's wake-ups per second of music
/// on both kinds of device, and check that the heard clock a video follows stays with what
/// the device was given although it is measured less often. Counts and ratios with generous
/// bounds, no timing: the old engine woke ~172 times a second on the file device and ~37 on
/// PulseAudio.
@Suite(.serialized) struct WakeUpTests {
  private static let rate = Double(AudioFormat.sampleRate)

  /// The clock the engine stamps its measurements with (CLOCK_MONOTONIC).
  private static func monotonicNanos() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
  }

  private func wakeUpsPerSecondOfMusic(_ stats: AudioStats) -> Double {
    Double(stats.musicWakeUps) / max(0.001, Double(stats.musicFramesWritten) / Self.rate)
  }

  @Test func fileDeviceWakesRarelyWhileMusicPlaysAndWritesItExactly() throws {
    let (device, raw) = FileDevice.make()
    let path = FileDevice.path("wake.wav")
    try ToneFile.write(path: path, seconds: 3)
    let recorder = EventRecorder()
    let engine = try AudioEngine(device: device, onEvent: recorder.callback)
    engine.playMusic(path: path)
    #expect(recorder.wait { $0.contains(.trackFinished(path: path)) })
    #expect(engine.waitUntilSilent(timeout: 5))
    let stats = engine.stats
    engine.close()
    #expect(stats.musicFramesWritten == 3 * AudioFormat.sampleRate)
    let perSecond = wakeUpsPerSecondOfMusic(stats)
    print("file device: \(perSecond) wake-ups per second of music")
    // ~34 a second with a 30 ms lead; a 256-frame buffer per wake-up gave 172.
    #expect(perSecond <= 60, "\(stats.musicWakeUps) wake-ups for \(stats.musicFramesWritten) frames: \(perSecond)/s")
    let same = FileDevice.samples(raw) == (try Decoder.decode(path: path))
    #expect(same)
  }

  /// The heard clock against the frames written so far: what the device was given is at
  /// most the lead (~30 ms) ahead of what was heard, and the clock carried forward between
  /// measurements must not fall behind by more than a few of them.
  @Test func heardClockStaysWithWhatWasWrittenWhileWakingRarely() throws {
    let (device, _) = FileDevice.make()
    let path = FileDevice.path("clock.wav")
    try ToneFile.write(path: path, seconds: 3)
    let recorder = EventRecorder()
    let engine = try AudioEngine(device: device, onEvent: recorder.callback)
    defer { engine.close() }
    engine.playMusic(path: path)
    var gaps: [Double] = []
    var lastWritten = 0
    while gaps.count < 40 {
      // Waits for the next write rather than for a time.
      guard poll(timeout: 5, { engine.stats.musicFramesWritten > lastWritten }) else { break }
      let written = engine.stats.musicFramesWritten
      lastWritten = written
      guard written < 2 * AudioFormat.sampleRate, let clock = engine.heardClock() else { continue }
      let heard = clock.seconds(at: Self.monotonicNanos())
      gaps.append(Double(written) / Self.rate - heard)
    }
    print("written - heard (ms): min \((gaps.min() ?? 0) * 1000), max \((gaps.max() ?? 0) * 1000)")
    #expect(gaps.count >= 20, "only \(gaps.count) measurements")
    // Heard is behind written by the lead at most (plus a write the stats have not seen);
    // never ahead of it by more than the stats' lag of a write or two.
    #expect(gaps.allSatisfy { $0 >= -0.1 && $0 <= 0.1 }, "written - heard (s): \(gaps)")
    #expect(recorder.wait { $0.contains(.trackFinished(path: path)) })
  }

  @Test func pulseMusicStreamWakesOncePerPeriod() throws {
    let server = try PulseServer()
    let path = FileDevice.path("pulse-wake.wav")
    try ToneFile.write(path: path, seconds: 4)
    let recorder = EventRecorder()
    let engine = try AudioEngine(device: FileDevice.pulse(server.address), onEvent: recorder.callback)
    defer { engine.close() }
    #expect(engine.stats.isClocked)
    engine.playMusic(path: path)
    #expect(recorder.wait(timeout: 20) { $0.contains(.trackFinished(path: path)) })
    let stats = engine.stats
    let perSecond = wakeUpsPerSecondOfMusic(stats)
    print("PulseAudio: \(perSecond) wake-ups per second of music")
    // The ~300 ms stream's three periods of ~100 ms: ~15 a second here (a period's wake-up,
    // and the server's requests between). Polling with a 50 ms timeout (that expired between
    // periods) gave ~37; a 200 ms stream in four periods of 50 ms, ~23.
    #expect(stats.musicFramesWritten >= 3 * AudioFormat.sampleRate)
    #expect(perSecond <= 18, "\(stats.musicWakeUps) wake-ups for \(stats.musicFramesWritten) frames: \(perSecond)/s")
  }
}
