import AudioEngine
import Foundation
import Platform
import TestSupport

/// `ipodtui-bench audio`: click latency, device buffering, decode headroom and decode speed
/// per format, as text.
///
/// Latency is measured inside the engine: from `playClick` to the moment the period
/// holding the click's first sample is handed to `snd_pcm_writei` (monotonic clock).
/// Without a sound card it uses a temporary ALSA file device (paced by the clock like the
/// tests), so the number is the engine's own share, not the card's buffer.
public enum AudioBenchmark {
  public static func run(device: String? = nil) -> String {
    var lines = ["ipodtui audio benchmark"]
    let folder = NSTemporaryDirectory() + "ipodtui-bench-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }

    let click = Sound(
      name: "bench",
      samples: (0..<132).flatMap { i -> [Int16] in
        let v = Int16(8_000 * sin(Double(i) * 0.38))
        return [v, v]
      })
    if let (engine, label) = openEngine(device: device, folder: folder) {
      lines.append("device: \(label)")
      lines += latencyLines(engine, click: click)
      engine.close()
    } else {
      lines.append("device: none could be opened; latency not measured")
    }
    lines += headroomLines(folder: folder, click: click)
    lines += decodeSpeedLines(folder: folder)
    return lines.joined(separator: "\n")
  }

  private static func openEngine(device: String?, folder: String) -> (AudioEngine, String)? {
    if let engine = try? AudioEngine(device: device ?? "default") {
      return (engine, device ?? "default")
    }
    guard device == nil else { return nil }
    let conf = folder + "/bench.conf"
    let text = "pcm.ipodbench { type file; slave.pcm \"null\"; file \"\(folder)/out.raw\"; format \"raw\" }\n"
    guard (try? text.write(toFile: conf, atomically: true, encoding: .utf8)) != nil else { return nil }
    let base = ProcessEnvironment.current()["ALSA_CONFIG_PATH"] ?? "/usr/share/alsa/alsa.conf"
    setenv("ALSA_CONFIG_PATH", base + ":" + conf, 1)
    guard let engine = try? AudioEngine(device: "ipodbench") else { return nil }
    return (engine, "file device (no sound card; paced by the monotonic clock)")
  }

  private static func latencyLines(_ engine: AudioEngine, click: Sound) -> [String] {
    // Spaced clicks: the engine sleeps between them, so each includes the wake-up.
    for _ in 0..<200 {
      engine.playClick(click)
      engine.waitUntilSilent(timeout: 1)
      usleep(4_000)
    }
    let spaced = engine.stats.clickLatenciesMicros
    // A fast spin: a click every 1 ms while the engine is busy writing.
    for _ in 0..<200 {
      engine.playClick(click)
      usleep(1_000)
    }
    engine.waitUntilSilent(timeout: 2)
    let stats = engine.stats
    let spin = Array(stats.clickLatenciesMicros.suffix(stats.clickLatenciesMicros.count - spaced.count))
    return [
      String(
        format: "buffer: %d frames (%.2f ms), period: %d frames (%.2f ms)",
        stats.bufferFrames, stats.bufferMillis, stats.periodFrames, stats.periodMillis),
      "click -> snd_pcm_writei, spaced clicks (engine idle between): " + summary(spaced),
      "click -> snd_pcm_writei, fast spin (1 click/ms, engine busy):  " + summary(spin),
      "  (add the device buffer, \(String(format: "%.1f", stats.bufferMillis)) ms at most, for click -> sound)",
    ]
  }

  private static func summary(_ micros: [Int]) -> String {
    guard !micros.isEmpty else { return "no samples" }
    let sorted = micros.sorted()
    let pick = { (q: Double) in sorted[min(sorted.count - 1, Int(Double(sorted.count) * q))] }
    return "median \(pick(0.5)) us, p99 \(pick(0.99)) us, max \(sorted.last!) us (n=\(sorted.count))"
  }

  private static func headroomLines(folder: String, click: Sound) -> [String] {
    var lines: [String] = []
    for rate in [44_100, 48_000] {
      let path = folder + "/track-\(rate).wav"
      do {
        try ToneFile.write(path: path, seconds: 60, sampleRate: rate)
        let seconds = try timeDecodeAndMix(path: path, click: click)
        lines.append(
          String(
            format: "decode+mix headroom, 60 s WAV %d Hz stereo: %.0fx real time (%.3f s)",
            rate, 60 / seconds, seconds))
      } catch {
        lines.append("headroom \(rate) Hz: \(error)")
      }
    }
    return lines
  }

  /// Decoding alone, per format: each encoded by Debian's encoder from the same 60 s source
  /// (48 kHz for Opus, which has no 44.1 kHz mode), decoded as the decode thread does.
  private static func decodeSpeedLines(folder: String) -> [String] {
    var lines = ["decode speed (60 s stereo; FFmpeg decode, gapless trim, resampling to 44.1 kHz):"]
    for encoder in CommandLineEncoder.allCases {
      let rate = encoder == .opus ? 48_000 : 44_100
      let source = folder + "/source-\(rate).wav"
      let path = folder + "/speed-\(encoder).\(encoder.fileExtension)"
      do {
        if !FileManager.default.fileExists(atPath: source) {
          try ToneFile.write(path: source, seconds: 60, sampleRate: rate)
        }
        try encoder.encode(source, to: path)
        let start = MonotonicClock.nanoseconds()
        let stream = try TrackStream(path: path)
        var samples: [Int16] = []
        var frames = 0
        while stream.decode(frames: MusicFeed.chunkFrames, into: &samples) {
          frames += samples.count / 2
          samples.removeAll(keepingCapacity: true)
        }
        let seconds = Double(MonotonicClock.nanoseconds() - start) / 1e9
        let played = Double(frames) / Double(AudioFormat.sampleRate)
        lines.append(
          String(
            format: "  %@: %.0fx real time (%.2f s of audio in %.3f s)",
            encoder.rawValue, played / seconds, played, seconds))
      } catch {
        lines.append("  \(encoder.rawValue): not measured: \(error)")
      }
    }
    return lines
  }

  /// The output thread's work without a device: decode in 2,048-frame chunks (as the
  /// decode thread does), mix 64-frame periods with music at 80 % and a click every 100 ms.
  private static func timeDecodeAndMix(path: String, click: Sound) throws(AudioError) -> Double {
    let start = MonotonicClock.nanoseconds()
    let stream = try TrackStream(path: path)
    var mixer = Mixer()
    var out: [Int16] = []
    var events: [AudioEvent] = []
    let gain = AudioEngine.gain(forVolume: 0.8)
    var periods = 0
    while true {
      var samples: [Int16] = []
      guard stream.decode(frames: MusicFeed.chunkFrames, into: &samples) else { break }
      mixer.music.append(MusicChunk(generation: 0, path: path, firstSecond: 0, samples: samples, events: []))
      while mixer.music.bufferedFrames > 0 {
        if periods % 69 == 0 { mixer.startClick(click) }
        _ = mixer.render(frames: 64, musicGain: gain, musicOn: true, into: &out, events: &events)
        events.removeAll(keepingCapacity: true)
        periods += 1
      }
    }
    return Double(MonotonicClock.nanoseconds() - start) / 1e9
  }
}
