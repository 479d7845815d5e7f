import AudioEngine
import Foundation
import PulseHarness
import TestSupport
import Testing

/// `make bench` (IPODTUI_BENCH=1): clicks over music on a private PulseAudio server.
///
/// Each click is requested at a known monotonic time while music plays. The monitor
/// recording minus the music (aligned sample for sample) leaves the clicks alone, so each
/// click's onset is found as a *music frame*; the music stream's played clock (frames the
/// server says it has played, against the monotonic clock) turns that frame into the moment
/// it was heard. Latency = heard − requested. The server's own share (its sink latency, from
/// `pactl`) is printed beside it.
@Suite struct ServerBenchmark {
  @Test(.enabled(if: ProcessInfo.processInfo.environment["IPODTUI_BENCH"] == "1"))
  func clickLatencyAndCPUOnASoundServer() throws {
    let server = try PulseServer(rewinds: false)
    let recording = try server.record(to: FileDevice.path("bench-monitor.raw"))
    let track = FileDevice.path("bench.wav")
    try ToneFile.write(path: track, seconds: 30, seed: 9)
    let decoded = try Decoder.decode(path: track)
    let engine = try AudioEngine(device: FileDevice.pulse(server.address))
    defer { engine.close() }
    let click = Sound(
      name: "bench",
      samples: (0..<132).flatMap { i -> [Int16] in
        let v = Int16(6_000 * sin(Double(i) * 0.38))
        return [v, v]
      })

    engine.playMusic(path: track)
    #expect(waitFor(timeout: 10) { engine.stats.musicFramesPlayed > 44_100 * 6 })
    var clock: [(nanos: UInt64, frames: Int)] = []
    var requested: [UInt64] = []
    let cpuBefore = engineThreadsCPUSeconds(engine)
    let wallBefore = Date()
    var next = now() + 100_000_000
    var generator = SystemRandomNumberGenerator()
    while requested.count < 40 {
      let stats = engine.stats
      if clock.last?.nanos != stats.musicFramesPlayedAt {
        clock.append((stats.musicFramesPlayedAt, stats.musicFramesPlayed))
      }
      if now() >= next {
        requested.append(now())
        engine.playClick(click)
        next = now() + UInt64.random(in: 200_000_000...300_000_000, using: &generator)
      }
      usleep(2_000)
    }
    let cpu = engineThreadsCPUSeconds(engine) - cpuBefore
    let wall = Date().timeIntervalSince(wallBefore)
    usleep(500_000)
    let sinkInputs = (try? server.sinkInputs()) ?? ""
    engine.stopMusic()
    let samples = recording.finish()

    // Align the music 5 s in (a joining stream makes the server rewind; see PulseTests).
    let from = 5 * 44_100
    guard let found = locate(decoded, from: from, in: samples) else {
      Issue.record("the music is not in the recording")
      return
    }
    // Residual = recording − music: the clicks alone. An onset follows 50 ms of quiet.
    var onsets: [Int] = []  // music frames
    var quiet = 0
    var frame = found
    while frame * 2 + 1 < samples.count, (frame - found + from) * 2 + 1 < decoded.count {
      let trackFrame = frame - found + from
      let residual = abs(Int(samples[frame * 2]) - Int(decoded[trackFrame * 2]))
      if residual > 200 {
        if quiet > 2_205 { onsets.append(trackFrame) }
        quiet = 0
      } else {
        quiet += 1
      }
      frame += 1
    }
    // The listener's clock: monotonic time of music frame F = median(t − frames/rate) + F/rate.
    let offsets = clock.filter { $0.frames > 0 }.map { Double($0.nanos) / 1e9 - Double($0.frames) / 44_100 }.sorted()
    guard !offsets.isEmpty else {
      Issue.record("no clock samples")
      return
    }
    let base = offsets[offsets.count / 2]
    let requestFrames = requested.map { Int((Double($0) / 1e9 - base) * 44_100) }
    guard onsets.count == requested.count else {
      Issue.record(
        "found \(onsets.count) clicks for \(requested.count) requests (\(engine.stats)): onsets \(onsets), requests at \(requestFrames)"
      )
      return
    }
    let latencies = zip(onsets, requested).map { (base + Double($0) / 44_100 - Double($1) / 1e9) * 1_000 }.sorted()
    let sinkMillis = sinkLatencies(sinkInputs)
    print(
      """
      ipodtui on a PulseAudio null sink (private server, \(requested.count) clicks over music)
      music stream: buffer \(String(format: "%.1f", engine.stats.bufferMillis)) ms; click stream: \
      \(engine.stats.clickBufferFrames) frames (\(String(format: "%.1f", Double(engine.stats.clickBufferFrames) / 44.1)) ms)
      click request -> heard (server's played clock): median \(String(format: "%.1f", latencies[latencies.count / 2])) ms, \
      p90 \(String(format: "%.1f", latencies[latencies.count * 9 / 10])) ms, max \(String(format: "%.1f", latencies.last!)) ms
      server's own sink latency (pactl): \(sinkMillis.map { String(format: "%.1f", $0) }.joined(separator: ", ")) ms \
      -> beyond the server's own: median \(String(format: "%.1f", latencies[latencies.count / 2] - (sinkMillis.max() ?? 0))) ms
      engine threads' CPU while playing with a click every ~250 ms: \(String(format: "%.2f", cpu / wall * 100)) % of one core
      music underruns: \(engine.stats.underruns)
      """)
    #expect(engine.stats.underruns == 0)
  }

  private func now() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
  }

  /// "Sink Latency: 533 usec" lines of `pactl list sink-inputs`, in milliseconds.
  private func sinkLatencies(_ text: String) -> [Double] {
    text.split(separator: "\n").compactMap { line in
      guard line.contains("Sink Latency:") else { return nil }
      return line.split(separator: " ").compactMap { Double($0) }.first.map { $0 / 1_000 }
    }
  }
}

/// CPU seconds of this process's threads named `ipodtui-…` (the engine's own).
func engineThreadsCPUSeconds(_ engine: AudioEngine? = nil) -> Double {
  let mine = engine.map { Set($0.stats.threadIDs.map(String.init)) }
  let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
  var ticks = 0
  for task in tasks where mine?.contains(task) ?? true {
    let comm = (try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8)) ?? ""
    guard comm.hasPrefix("ipodtui-"),
      let stat = try? String(contentsOfFile: "/proc/self/task/\(task)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { continue }
    // Fields after the name: utime is the 12th, stime the 13th.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    ticks += (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
  }
  return Double(ticks) / Double(sysconf(Int32(_SC_CLK_TCK)))
}
