import AudioEngine
import Foundation
import Platform
import TerminalUI
import VideoEngine
import WheelCore

/// `ipodtui-bench video FILE RAW [WxH]`: plays FILE through the real audio engine (ALSA's
/// `default`, which scripts/bench.sh points at a file device writing RAW) and the real video
/// player, feeding a real core at WxH (default 100x40) that renders and encodes every frame as
/// the terminal would get it. Prints frames per second, dropped frames, render time per frame,
/// and the A/V drift: each drawn frame's timestamp against the audio written to RAW by then
/// (read from the file's size by a thread of its own, minus the device's buffer).
enum VideoBenchmark {
  static func run(arguments: [String]) -> Int32 {
    guard arguments.count >= 2 else {
      StandardStreams.printError("usage: ipodtui-bench video FILE RAW [WxH]")
      return 2
    }
    let (file, raw) = (arguments[0], arguments[1])
    let dims = (arguments.count > 2 ? arguments[2] : "100x40").split(separator: "x").compactMap { Int($0) }
    let size = dims.count == 2 ? Size(width: dims[0], height: dims[1]) : Size(width: 100, height: 40)
    guard let engine = try? AudioEngine(device: "default") else {
      StandardStreams.printError("bench-video: no audio device")
      return 1
    }
    defer { engine.close() }
    let inbox = Inbox()
    let player = VideoPlayer(soundtrack: engine) { inbox.post(.video($0)) }
    defer { player.close() }
    let sampler = FileSizeSampler(path: raw)
    sampler.start()

    var state = AppState(size: size)
    var encoder = FrameEncoder()
    let theme = Theme.named(state.themeName)
    let item = VideoItem(path: file, title: "Bench", kind: .movie)
    var time = MonotonicClock.now()
    for event in [
      Event.video(.listed([item])), .keyPressed(.down, time: time), .keyPressed(.down, time: time),
      .keyPressed(.enter, time: time), .keyPressed(.enter, time: time), .keyPressed(.enter, time: time),
    ] {
      for case .video(let command) in state.update(event) { player.run(command) }
    }
    var drawn: [(pts: Double, at: UInt64)] = []
    var renderMicros: [Double] = []
    var superseded = 0
    var bytes = 0
    var started: UInt64?
    while state.screen == .videoPlayer {
      let events = inbox.take(timeout: 5)
      if events.isEmpty { break }
      time = MonotonicClock.now()
      var frames = 0
      for event in events {
        if case .video(.frame) = event { frames += 1 }
        for effect in state.update(event) {
          if case .video(let command) = effect { player.run(command) }
          if case .setVolume(let gain) = effect { engine.setVolume(Float(gain)) }
        }
      }
      superseded += max(0, frames - 1)
      guard frames > 0, let frame = state.videos.player.frame else { continue }
      let t0 = MonotonicClock.nanoseconds()
      let grid = Renderer.render(state)
      bytes += encoder.encode(grid, theme: theme, depth: .trueColor).count
      let t1 = MonotonicClock.nanoseconds()
      renderMicros.append(Double(t1 - t0) / 1_000)
      drawn.append((frame.pts, t1))
      if started == nil { started = t1 }
    }
    sampler.stop()
    let stats = player.stats
    let audio = engine.stats
    return report(
      // The file device's writer is 0 to a whole lead ahead of what is heard: half on average.
      drawn: drawn, samples: sampler.samples, leadFrames: audio.unclockedMusicLeadFrames / 2, stats: stats,
      superseded: superseded, renderMicros: renderMicros, bytes: bytes, size: size)
  }

  private static func report(
    drawn: [(pts: Double, at: UInt64)], samples: [(at: UInt64, bytes: Int)], leadFrames: Int, stats: VideoStats,
    superseded: Int, renderMicros: [Double], bytes: Int, size: Size
  ) -> Int32 {
    guard drawn.count > 1, let first = drawn.first, let last = drawn.last else {
      StandardStreams.printError("bench-video: no frames were drawn")
      return 1
    }
    let seconds = Double(last.at - first.at) / 1e9
    let fps = Double(drawn.count - 1) / max(0.001, seconds)
    // The audio heard at each drawn frame: bytes written by then (4 a frame), less the buffer.
    var drifts: [Double] = []
    var j = 0
    for frame in drawn {
      while j + 1 < samples.count, samples[j + 1].at <= frame.at { j += 1 }
      guard j < samples.count, samples[j].at <= frame.at, samples[j].bytes > 0 else { continue }
      let heard = Double(samples[j].bytes / 4 - leadFrames) / Double(AudioFormat.sampleRate)
      drifts.append((frame.pts - heard) * 1_000)
    }
    let sortedDrift = drifts.map(abs).sorted()
    let render = renderMicros.sorted()
    let pct = { (a: [Double], p: Double) in a.isEmpty ? 0 : a[min(a.count - 1, Int(Double(a.count) * p))] }
    let lines = [
      String(
        format: "video %dx%d: %d frames drawn in %.1f s: %.1f fps", size.width, size.height, drawn.count, seconds, fps),
      "dropped: \(stats.droppedLate) late + \(stats.droppedUnconverted) before conversion + \(superseded) superseded in a batch"
        + " (of \(stats.decoded) decoded)",
      String(
        format:
          "render+encode per frame: median %.0f µs, p99 %.0f µs, max %.0f µs; %.0f bytes/frame; convert %.0f µs/frame",
        pct(render, 0.5), pct(render, 0.99), render.last ?? 0, Double(bytes) / Double(drawn.count),
        Double(stats.convertMicros) / Double(max(1, stats.decoded - stats.droppedUnconverted))),
      String(
        format:
          "A/V drift (frame pts - audio written to the device minus its buffer): median %.1f ms, p99 %.1f ms, max %.1f ms (%d frames)",
        pct(sortedDrift, 0.5), pct(sortedDrift, 0.99), sortedDrift.last ?? 0, drifts.count),
    ]
    StandardStreams.printOut(lines.joined(separator: "\n") + "\n")
    return 0
  }

  /// The events the player posts, for the benchmark's loop.
  final class Inbox: @unchecked Sendable {
    private let monitor = Monitor()
    private var events: [Event] = []

    func post(_ event: Event) {
      monitor.locked {
        events.append(event)
        monitor.broadcast()
      }
    }

    func take(timeout: Double) -> [Event] {
      let deadline = MonotonicClock.nanoseconds() + UInt64(timeout * 1e9)
      return monitor.locked {
        monitor.wait(until: { !events.isEmpty }, deadline: deadline)
        defer { events.removeAll() }
        return events
      }
    }
  }

  /// The size of the device's output file every 2 ms: the audio written, seen from outside the engine.
  final class FileSizeSampler: @unchecked Sendable {
    let path: String
    private let monitor = Monitor()
    private var running = true
    private var taken: [(at: UInt64, bytes: Int)] = []
    private var thread: Thread?

    init(path: String) { self.path = path }

    var samples: [(at: UInt64, bytes: Int)] { monitor.locked { taken } }

    func start() {
      let thread = Thread { [self] in
        var info = stat()
        while monitor.locked({ running }) {
          let bytes = stat(path, &info) == 0 ? Int(info.st_size) : 0
          let now = MonotonicClock.nanoseconds()
          monitor.locked { taken.append((now, bytes)) }
          usleep(2_000)
        }
      }
      self.thread = thread
      thread.start()
    }

    func stop() { monitor.locked { running = false } }
  }
}
