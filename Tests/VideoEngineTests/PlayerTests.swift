import AudioEngine
import Foundation
import Platform
import Testing
import WheelCore

@testable import VideoEngine

/// The video player with the real audio engine writing to ALSA's file device: frames follow the
/// sound, pause stops both, seek moves both, stop ends both.
@Suite(.serialized) struct PlayerTests {
  /// Everything the player reports, with the time each came.
  final class Recorder: @unchecked Sendable {
    private let monitor = Monitor()
    private var events: [(VideoEvent, UInt64)] = []

    func record(_ event: VideoEvent) {
      monitor.locked {
        events.append((event, MonotonicClock.nanoseconds()))
        monitor.broadcast()
      }
    }

    var frames: [(frame: VideoFrame, at: UInt64)] {
      monitor.locked { events.compactMap { if case .frame(let f) = $0.0 { (f, $0.1) } else { nil } } }
    }

    var all: [VideoEvent] { monitor.locked { events.map(\.0) } }

    /// Waits (at most `timeout` seconds) until `predicate` holds for what was reported.
    func wait(timeout: Double, until predicate: ([VideoEvent]) -> Bool) -> Bool {
      let deadline = MonotonicClock.nanoseconds() + UInt64(timeout * 1e9)
      return monitor.locked { monitor.wait(until: { predicate(events.map(\.0)) }, deadline: deadline) }
    }
  }

  static func frameCount(_ events: [VideoEvent]) -> Int {
    events.filter { if case .frame = $0 { true } else { false } }.count
  }

  @Test func framesFollowTheSoundWrittenToTheDevice() throws {
    let clip = try TestClip.make("sync.mp4", seconds: 20)
    let device = FileOutput.make("sync")
    let engine = try AudioEngine(device: device.name)
    let recorder = Recorder()
    let player = VideoPlayer(soundtrack: engine) { recorder.record($0) }
    let sampler = FileOutput.Sampler(path: device.raw)
    player.run(.play(path: clip, at: 0, width: 45, height: 26, generation: 1))
    #expect(recorder.wait(timeout: 90) { $0.contains(.finished(path: clip)) })
    sampler.stop()
    player.close()
    engine.close()
    guard case .started(_, let duration, let width, let height)? = recorder.all.first else {
      Issue.record("no start: \(recorder.all.prefix(2))")
      return
    }
    #expect(abs(duration - 20) < 0.1 && width == 640 && height == 360)
    let frames = recorder.frames
    let stats = player.stats
    // Generous on a loaded machine: most frames shown, in order, each 45x25 (16:9 in 45x26).
    #expect(frames.count >= 450, "shown \(frames.count), dropped \(stats.droppedLate)+\(stats.droppedUnconverted)")
    #expect(frames.count + stats.dropped == 600)
    #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.frame.pts < $1.frame.pts })
    #expect(
      frames.allSatisfy { $0.frame.picture.width == 45 && $0.frame.picture.height == 25 && $0.frame.generation == 1 })
    // Each frame against the audio on the device when it was shown (bytes written, 4 a frame).
    let drifts = FileOutput.drifts(frames.map { ($0.frame.pts, $0.at) }, samples: sampler.samples)
    let sorted = drifts.map(abs).sorted()
    try #require(sorted.count > 400)
    let median = sorted[sorted.count / 2]
    let worst = sorted[sorted.count * 99 / 100]
    print(
      String(
        format: "A/V drift over 20 s: median %.1f ms, p99 %.1f ms, max %.1f ms", median * 1000, worst * 1000,
        sorted.last! * 1000))
    #expect(median < 0.06 && worst < 0.2)
  }

  @Test func pauseStopsFramesAndSoundSeekMovesBothStopEndsThem() throws {
    let clip = try TestClip.make("pause.mp4", seconds: 8)
    let device = FileOutput.make("pause")
    let engine = try AudioEngine(device: device.name)
    let recorder = Recorder()
    let player = VideoPlayer(soundtrack: engine) { recorder.record($0) }
    defer {
      player.close()
      engine.close()
    }
    player.run(.play(path: clip, at: 0, width: 32, height: 18, generation: 1))
    #expect(recorder.wait(timeout: 20) { Self.frameCount($0) >= 15 })
    player.run(.pause)
    // What was in flight arrives; then nothing while paused (nor any sound).
    #expect(poll(timeout: 5) { engine.stats.isIdle })
    let shown = Self.frameCount(recorder.all)
    let written = FileOutput.size(device.raw)
    Thread.sleep(forTimeInterval: 1)
    #expect(Self.frameCount(recorder.all) <= shown + 1)
    #expect(FileOutput.size(device.raw) <= written + 4 * 1024)
    player.run(.resume)
    #expect(recorder.wait(timeout: 20) { Self.frameCount($0) >= shown + 10 })
    player.run(.seek(to: 5, generation: 2))
    #expect(
      recorder.wait(timeout: 20) { events in
        events.contains { if case .frame(let f) = $0 { f.generation == 2 } else { false } }
      })
    // The seek lands at 5 s: the first frame after it is there, and none is before it. (How
    // many frames followed by the time this thread looks depends on the machine's load.)
    let after = recorder.frames.filter { $0.frame.generation == 2 }
    #expect(after.first.map { $0.frame.pts >= 5 - 0.02 && $0.frame.pts < 5.5 } == true)
    #expect(after.allSatisfy { $0.frame.pts >= 5 - 0.02 })
    #expect(poll(timeout: 10) { (engine.heardClock()?.seconds ?? 0) >= 5 })
    player.run(.stop)
    #expect(poll(timeout: 5) { engine.stats.isIdle })
    let stopped = Self.frameCount(recorder.all)
    Thread.sleep(forTimeInterval: 0.5)
    #expect(Self.frameCount(recorder.all) <= stopped + 1)
  }

  @Test func aVideoWithoutSoundPlaysByItsOwnClockAndAFileThatIsNoVideoFails() throws {
    let clip = try TestClip.make("silent.mp4", seconds: 2, audio: false)
    let recorder = Recorder()
    let player = VideoPlayer(soundtrack: nil) { recorder.record($0) }
    defer { player.close() }
    let start = MonotonicClock.now()
    player.run(.play(path: clip, at: 0, width: 16, height: 9, generation: 1))
    #expect(recorder.wait(timeout: 20) { $0.contains(.finished(path: clip)) })
    #expect(MonotonicClock.now() - start >= 1.9)  // played in real time, not at decode speed
    #expect(recorder.frames.count >= 40)
    let junk = TestClip.folder + "/not-a-video.mp4"
    try Data("hello".utf8).write(to: URL(fileURLWithPath: junk))
    player.run(.play(path: junk, at: 0, width: 16, height: 9, generation: 2))
    #expect(recorder.wait(timeout: 10) { $0.contains { if case .failed(junk, _) = $0 { true } else { false } } })
  }
}

/// ALSA's file device for these tests: `vtest:FILE="…"` writes raw S16_LE stereo to FILE.
enum FileOutput {
  static let configured: Void = {
    let conf = TestClip.folder + "/alsa.conf"
    try? """
    pcm.vtest {
      @args [ FILE ]
      @args.FILE { type string }
      type file
      slave.pcm "null"
      file $FILE
      format "raw"
    }

    """.write(toFile: conf, atomically: true, encoding: .utf8)
    // Appended to what AudioEngineTests may have set in this process, never replacing it.
    let current = getenv("ALSA_CONFIG_PATH").map { String(cString: $0) } ?? "/usr/share/alsa/alsa.conf"
    setenv("ALSA_CONFIG_PATH", current + ":" + conf, 1)
  }()

  static func make(_ name: String) -> (name: String, raw: String) {
    _ = configured
    let raw = TestClip.folder + "/\(name)-\(UUID().uuidString.prefix(6)).raw"
    return ("vtest:FILE=\"\(raw)\"", raw)
  }

  static func size(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
  }

  /// For each shown frame: its timestamp minus the audio on the device when it was shown
  /// (the file's size then, read from outside the engine).
  static func drifts(_ frames: [(pts: Double, at: UInt64)], samples: [(at: UInt64, bytes: Int)]) -> [Double] {
    var j = 0
    var result: [Double] = []
    for frame in frames {
      while j + 1 < samples.count, samples[j + 1].at <= frame.at { j += 1 }
      guard j < samples.count, samples[j].at <= frame.at, samples[j].bytes > 0 else { continue }
      result.append(frame.pts - Double(samples[j].bytes / 4) / 44_100)
    }
    return result
  }

  /// The file's size every 2 ms, on a thread of its own.
  final class Sampler: @unchecked Sendable {
    private let monitor = Monitor()
    private var running = true
    private var taken: [(at: UInt64, bytes: Int)] = []

    init(path: String) {
      Thread { [self] in
        while monitor.locked({ running }) {
          let bytes = FileOutput.size(path)
          let now = MonotonicClock.nanoseconds()
          monitor.locked { taken.append((now, bytes)) }
          usleep(2_000)
        }
      }.start()
    }

    var samples: [(at: UInt64, bytes: Int)] { monitor.locked { taken } }
    func stop() { monitor.locked { running = false } }
  }
}

/// Waits for a condition, polling every 10 ms; false after `timeout` seconds.
func poll(timeout: Double, _ condition: () -> Bool) -> Bool {
  let deadline = MonotonicClock.now() + timeout
  while MonotonicClock.now() < deadline {
    if condition() { return true }
    usleep(10_000)
  }
  return condition()
}
