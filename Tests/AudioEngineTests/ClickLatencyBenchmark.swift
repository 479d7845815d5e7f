import AudioEngine
import Foundation
import PulseHarness
import TestSupport
import Testing

/// `make bench` (IPODTUI_BENCH=1): how late a click is heard on PipeWire, steady and after a
/// rest, by the device's own clock (request to the moment the device has played the click's
/// first frame; see `AudioStats.clickHeardMicros`). PulseAudio's delay can stand still on a
/// stream that ran dry, so there `ServerBenchmark` times clicks from a recording instead.
///
/// Three situations: clicks every 200-300 ms over music (steady); a click after the click
/// stream has rested and been released (music still playing); a click after everything has
/// rested (music stopped, both streams released, the server free to suspend its sink).
@Suite(.serialized) struct ClickLatencyBenchmark {
  static let enabled = ProcessInfo.processInfo.environment["IPODTUI_BENCH"] == "1"

  @Test(.enabled(if: enabled)) func clickLatencyOnPipeWire() throws {
    let server = try PipeWireServer(tree: FileDevice.pipeWireTree)
    let report = try measure(device: FileDevice.pipeWire(server.socketPath)) {
      let nodes = (try? server.nodes().filter(\.isPlaybackStream)) ?? []
      print(
        "  while clicking over music: \(nodes), graph quantum \(PipeWireServer.quantum(of: (try? server.nodes()) ?? []) ?? 0)"
      )
    }
    print("PipeWire 0.3.65 (private daemon, null sink): \(report)")
  }

  struct Report: CustomStringConvertible {
    let steady: [Double]
    let afterClickRest: [Double]
    let afterFullRest: [Double]
    let clickPeriodFrames: Int

    func summary(_ values: [Double]) -> String {
      let sorted = values.sorted()
      guard !sorted.isEmpty else { return "none" }
      return String(
        format: "median %.1f ms, p90 %.1f ms, max %.1f ms (%d clicks)", sorted[sorted.count / 2],
        sorted[sorted.count * 9 / 10], sorted.last!, sorted.count)
    }

    var description: String {
      """
      click stream period \(clickPeriodFrames) frames
        steady, a click every 200-300 ms over music: \(summary(steady))
        first click after the click stream rested (music playing): \(afterClickRest.map { String(format: "%.1f", $0) }) ms
        first click after everything rested (nothing playing): \(afterFullRest.map { String(format: "%.1f", $0) }) ms
      """
    }
  }

  func measure(device: String, whileClicking: () -> Void = {}) throws -> Report {
    let track = FileDevice.path("latency.wav")
    try ToneFile.write(path: track, seconds: 60, seed: 3)
    let engine = try AudioEngine(device: device)
    defer { engine.close() }
    let click = Sound(
      name: "bench",
      samples: (0..<132).flatMap { i -> [Int16] in
        let v = Int16(6_000 * sin(Double(i) * 0.38))
        return [v, v]
      })
    engine.playMusic(path: track)
    #expect(waitFor(timeout: 10) { engine.stats.musicFramesPlayed > 44_100 * 2 })
    var generator = SystemRandomNumberGenerator()
    for i in 0..<40 {
      engine.playClick(click)
      usleep(UInt32.random(in: 200_000...300_000, using: &generator))  // the stimulus' pace
      if i == 20 { whileClicking() }
    }
    #expect(waitFor(timeout: 5) { engine.stats.clickHeardMicros.count >= 38 })
    // The click stream rests until it is released, then one click; five times.
    for _ in 0..<5 {
      let released = engine.stats.releases
      #expect(waitFor(timeout: 5) { engine.stats.releases > released })
      let heard = engine.stats.clickAfterRestHeardMicros.count
      engine.playClick(click)
      #expect(waitFor(timeout: 5) { engine.stats.clickAfterRestHeardMicros.count > heard })
    }
    let steady = engine.stats.clickHeardMicros.map { Double($0) / 1_000 }
    let afterClickRest = engine.stats.clickAfterRestHeardMicros.map { Double($0) / 1_000 }
    // Everything rests: music stopped, both streams released, the sink left to suspend.
    engine.stopMusic()
    for round in 0..<3 {
      // First the music stream (the click stream rests already), then the click stream again.
      let released = engine.stats.releases
      #expect(waitFor(timeout: 8) { engine.stats.releases > released })
      usleep(3_000_000)  // the server's own idle time before it suspends the sink
      let heard = engine.stats.clickAfterRestHeardMicros.count
      engine.playClick(click)
      #expect(waitFor(timeout: 5) { engine.stats.clickAfterRestHeardMicros.count > heard })
    }
    let afterFullRest = engine.stats.clickAfterRestHeardMicros.dropFirst(afterClickRest.count).map {
      Double($0) / 1_000
    }
    return Report(
      steady: steady, afterClickRest: afterClickRest, afterFullRest: afterFullRest,
      clickPeriodFrames: engine.stats.clickPeriodFrames)
  }
}
