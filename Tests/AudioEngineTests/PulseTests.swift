import AudioEngine
import Foundation
import PulseHarness
import Testing

/// The engine against a real sound server: a private PulseAudio whose null sink is clocked
/// by the server's timer like a card. The file device accepts data instantly and never
/// blocks, which is how a stall on every desktop went unseen; these tests listen to what
/// the server really played (its monitor) and time the engine's reports against the clock.
@Suite(.serialized) struct PulseTests {
  /// Reports with the monotonic time they arrived.
  final class TimedReports: @unchecked Sendable {
    private let lock = NSCondition()
    private var list: [(time: Double, event: AudioEvent)] = []

    var callback: @Sendable (AudioEvent) -> Void { { [self] event in
      lock.lock()
      list.append((Self.now(), event))
      lock.broadcast()
      lock.unlock()
    } }

    static func now() -> Double {
      var ts = timespec()
      clock_gettime(CLOCK_MONOTONIC, &ts)
      return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Positions as (arrival time, seconds into the track).
    var positions: [(time: Double, seconds: Double)] {
      lock.withLock { list.compactMap { if case .position(_, let s) = $0.event { ($0.time, s) } else { nil } } }
    }

    @discardableResult
    func wait(timeout: Double, until predicate: ([(time: Double, event: AudioEvent)]) -> Bool) -> Bool {
      let deadline = Date(timeIntervalSinceNow: timeout)
      lock.lock()
      defer { lock.unlock() }
      while !predicate(list) {
        if !lock.wait(until: deadline) { return predicate(list) }
      }
      return true
    }

    func latestPosition() -> Double? { positions.last?.seconds }

    /// Waits until a position beyond `seconds` has been reported.
    func waitForPosition(beyond seconds: Double, timeout: Double) -> Bool {
      wait(timeout: timeout) { list in
        list.contains { if case .position(_, let s) = $0.event { s > seconds } else { false } }
      }
    }
  }

  /// Two processes that keep both cores busy for the test's duration.
  private func busyCores() throws -> [ChildProcess] {
    try (0..<2).map { _ in try ChildProcess(["sh", "-c", "while :; do :; done"]) }
  }

  /// Where frame `from` of `track` lies inside `recording` (frames), matching 256 frames exactly.
  private func offset(of track: [Int16], from: Int, in recording: [Int16]) -> Int? {
    let probe = 256 * 2, base = from * 2
    guard track.count >= base + probe, recording.count >= probe else { return nil }
    var frame = 0
    while (frame * 2) + probe <= recording.count {
      var match = true
      for i in 0..<probe where recording[frame * 2 + i] != track[base + i] {
        match = false
        break
      }
      if match { return frame }
      frame += 1
    }
    return nil
  }

  @Test func musicPlaysInRealTimeWithBothCoresBusyAndIsHeardWithoutAGap() throws {
    let server = try PulseServer()
    let recording = try server.record(to: FileDevice.path("monitor.raw"))
    let track = FileDevice.path("long.wav")
    try ToneFile.write(path: track, seconds: 70, seed: 5)
    let decoded = try Decoder.decode(path: track)
    let reports = TimedReports()
    let engine = try AudioEngine(device: FileDevice.pulse(server.address), onEvent: reports.callback)
    defer { engine.close() }
    #expect(engine.stats.isClocked)
    #expect(engine.stats.clickDevice != nil, "clicks should get their own stream on a sound server")
    #expect(engine.stats.bufferMillis >= 100)
    let load = try busyCores()
    defer { load.forEach { $0.stop(signal: SIGKILL) } }

    let started = TimedReports.now()
    engine.playMusic(path: track)
    // A 60 s window starting 3 s after play: the reported position must keep real time.
    let windowStart = started + 3, windowEnd = windowStart + 60
    #expect(reports.wait(timeout: 75) { $0.last.map { $0.time >= windowEnd } ?? false })
    let positions = reports.positions
    guard let first = positions.first(where: { $0.time >= windowStart }),
      let last = positions.first(where: { $0.time >= windowEnd })
    else {
      Issue.record("no positions in the window (\(positions.count) in all)")
      return
    }
    let heard = last.seconds - first.seconds, elapsed = last.time - first.time
    #expect(abs(heard - elapsed) <= 0.5, "position advanced \(heard) s in \(elapsed) s")
    #expect(elapsed >= 59.5 && elapsed <= 60.5)
    #expect(engine.stats.underruns == 0, "underruns: \(engine.stats.underruns)")
    let gaps = zip(positions, positions.dropFirst()).map { $1.time - $0.time }.max() ?? 0
    #expect(gaps < 0.6, "longest stretch without a position report: \(gaps) s")

    engine.stopMusic()
    let samples = recording.finish()
    // A server rewinds its sink when a stream joins, so the monitor's first few hundred
    // milliseconds of a new stream are not what was heard: align 5 s in.
    let from = 5 * 44_100
    guard let found = offset(of: decoded, from: from, in: samples) else {
      Issue.record("5 s into the track is not in the recording (\(samples.count / 2) frames)")
      return
    }
    // From there on the recording is the track, sample for sample, up to what was heard
    // before the stop: no gap, no repeat, no lost block.
    // (parec's own buffer, ~20 ms and a pipe, may not have reached the file at the stop.)
    let heardFrames = Int(last.seconds * 44_100) - from - 44_100 / 4
    let available = min(decoded.count / 2 - from, samples.count / 2 - found)
    #expect(available >= heardFrames, "recorded \(available) frames after 5 s, heard \(heardFrames)")
    var firstMismatch = -1
    for i in 0..<(min(available, heardFrames) * 2) where samples[found * 2 + i] != decoded[from * 2 + i] {
      firstMismatch = i / 2
      break
    }
    #expect(firstMismatch < 0, "the recording departs from the track \(Double(from + firstMismatch) / 44_100) s in")
  }

  /// CPU time (user + system) of this process's threads named `ipodtui-audio…`, in seconds:
  /// the engine's own, apart from whatever other tests do meanwhile.
  private func engineThreadsCPUSeconds() -> Double {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
    var ticks = 0
    for task in tasks {
      let comm = (try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8)) ?? ""
      guard comm.hasPrefix("ipodtui-audio"),
        let stat = try? String(contentsOfFile: "/proc/self/task/\(task)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { continue }
      // Fields after the name: state is field 3, utime 14 and stime 15.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      ticks += (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
    }
    return Double(ticks) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }
}
