import AudioEngine
import Foundation
import Platform
import Synchronization
import TestSupport

/// `ipodtui-bench dsp` (`scripts/bench.sh dsp`): EQ, Sound Check and time-stretch measured
/// through the engine on ALSA's file device, and what shaping costs the decode thread.
///
/// - EQ: every preset gets full-scale tones at the ten band centres and at its curve's peak;
///   the table shows measured gain (output minus input, Goertzel) and the expected value
///   (band value + pre-gain), and how many frames the limiter touched (0: no clipping).
/// - Sound Check: −6 dB tags written by metaflac, vorbiscomment, ffmpeg (ID3 TXXX) and opusenc
///   (R128), level measured against the unshaped decode.
/// - Speed: a 440 Hz sine at 0.8x and 1.25x: pitch by zero crossings, length against 1x.
/// - Cost: seconds of decode-thread CPU per second of music for each stage, headless.
public enum ShapingBenchmark {
  /// `presets`: names and band gains (nil: Off), from the core's `EQPreset`.
  public static func run(presets: [(name: String, bands: [Double]?)]) -> String {
    let folder = NSTemporaryDirectory() + "ipodtui-bench-dsp-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let base = ProcessEnvironment.current()["ALSA_CONFIG_PATH"] ?? "/usr/share/alsa/alsa.conf"
    let conf = folder + "/dsp.conf"
    let text =
      "pcm.ipoddsp { @args [ FILE ] @args.FILE { type string } type file slave.pcm \"null\" file $FILE format \"raw\" }\n"
    try? text.write(toFile: conf, atomically: true, encoding: .utf8)
    setenv("ALSA_CONFIG_PATH", base + ":" + conf, 1)
    let bench = Bench(folder: folder)
    var lines = ["ipodtui DSP benchmark (ALSA file device, paced in real time)"]
    lines += bench.equalizerLines(presets)
    lines += bench.soundCheckLines()
    lines += bench.speedLines()
    lines += bench.costLines(presets.first { $0.name == "Rock" }?.bands)
    return lines.joined(separator: "\n")
  }
}

/// The benchmark's working parts (one temporary folder, engines on the file device).
private struct Bench {
  let folder: String
  static let toneFrames = 8_192, fade = 256, measureFrom = 3_584, measureFrames = 4_096

  /// Plays `path` through a fresh engine set up by `setup`; the samples written and the
  /// limiter's count. nil when the engine or the file cannot be opened.
  func play(_ path: String, setup: (AudioEngine) -> Void) -> (out: [Int16], limited: Int)? {
    let raw = folder + "/out-\(UUID().uuidString.prefix(8)).raw"
    let done = DispatchSemaphore(value: 0)
    guard
      let engine = try? AudioEngine(
        device: "ipoddsp:FILE=\"\(raw)\"",
        onEvent: {
          if case .trackFinished = $0 { done.signal() } else if case .trackFailed = $0 { done.signal() }
        })
    else { return nil }
    setup(engine)
    engine.playMusic(path: path)
    _ = done.wait(timeout: .now() + 60)
    engine.waitUntilSilent(timeout: 5)
    let limited = engine.stats.limitedFrames
    engine.close()
    guard let data = FileManager.default.contents(atPath: raw) else { return nil }
    return (data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }, limited)
  }

  func equalizerLines(_ presets: [(name: String, bands: [Double]?)]) -> [String] {
    let lines = [
      "", "EQ: measured dB (expected = band value + pre-gain), full-scale tones; peak = the curve's highest point",
      "preset          pre-gain " + EqualizerDesign.frequencies.map { label($0).padded(13) }.joined()
        + "peak".padded(22) + "max err  limited",
    ]
    let rows = Mutex<[Int: String]>([:])
    let group = DispatchGroup()
    let gate = DispatchSemaphore(value: 6)
    // Six engines at a time: each plays 2 s in real time, so the table takes ~10 s, not 50.
    for (i, preset) in presets.enumerated() {
      gate.wait()
      DispatchQueue.global().async(group: group) {
        let row = equalizerRow(preset)
        rows.withLock { $0[i] = row }
        gate.signal()
      }
    }
    group.wait()
    return lines + rows.withLock { all in presets.indices.map { all[$0] ?? "" } }
  }

  private func equalizerRow(_ preset: (name: String, bands: [Double]?)) -> String {
    let design = preset.bands.flatMap(EqualizerDesign.init(bands:))
    var frequencies = EqualizerDesign.frequencies
    if let design { frequencies.append(design.peakFrequency) }
    let source = ToneMeter.tones(frequencies, frames: Self.toneFrames, fade: Self.fade, amplitude: 32_767)
    let path = folder + "/eq-\(UUID().uuidString.prefix(8)).wav"
    guard (try? ToneFile.writeWAV(path: path, samples: source, sampleRate: 44_100, channels: 2)) != nil,
      let (out, limited) = play(path, setup: { $0.setEqualizer(bands: preset.bands) }), out.count == source.count
    else { return preset.name.padded(16) + "could not be measured" }
    let preGain = design?.preGainDB ?? 0
    var cells: [String] = []
    var worst = 0.0
    for (i, f) in frequencies.enumerated() {
      let measured = ToneMeter.gain(
        of: f, start: i * Self.toneFrames + Self.measureFrom, count: Self.measureFrames,
        input: source, output: out)
      let expected = (i < 10 ? preset.bands?[i] ?? 0 : design!.responseDB(at: f)) + preGain
      worst = max(worst, abs(measured - expected))
      let cell = String(format: "%+.2f(%+.2f)", measured, expected)
      cells.append(i < 10 ? cell.padded(13) : (String(format: "%.0f Hz ", f) + cell).padded(22))
    }
    if frequencies.count == 10 { cells.append("".padded(22)) }
    return preset.name.padded(16) + String(format: "%+.2f", preGain).padded(9) + cells.joined()
      + String(format: "%.3f", worst).padded(9) + "\(limited)"
  }

  func soundCheckLines() -> [String] {
    var lines = [
      "", "Sound Check: a 1 kHz sine at -6 dBFS tagged -6 dB, Track mode, measured against the unshaped decode",
    ]
    let source = ToneMeter.tones([1_000], frames: 44_100, fade: 0, amplitude: 16_384)
    let wav = folder + "/sc.wav"
    guard (try? ToneFile.writeWAV(path: wav, samples: source, sampleRate: 44_100, channels: 2)) != nil else {
      return lines
    }
    let cases: [(String, String, [String])] = [
      ("FLAC, REPLAYGAIN_TRACK_GAIN (metaflac)", "flac", ["metaflac", "--set-tag=REPLAYGAIN_TRACK_GAIN=-6.00 dB"]),
      (
        "Ogg Vorbis, REPLAYGAIN_TRACK_GAIN (vorbiscomment)", "ogg",
        ["vorbiscomment", "-a", "-t", "REPLAYGAIN_TRACK_GAIN=-6.00 dB"]
      ),
      ("Opus, R128_TRACK_GAIN=-2816 (opusenc)", "opus", []),
      ("MP3, ID3 TXXX (ffmpeg)", "mp3", []),
    ]
    for (name, ext, tagger) in cases {
      let path = folder + "/sc-\(ext).\(ext)"
      var ok: Bool
      switch ext {
      case "opus":
        ok = CommandLineEncoder.run(["opusenc", "--quiet", "--comment", "R128_TRACK_GAIN=-2816", wav, path]) == 0
      case "mp3":
        ok =
          CommandLineEncoder.run([
            "ffmpeg", "-nostdin", "-v", "error", "-y", "-i", wav, "-c:a", "libmp3lame", "-b:a", "192k",
            "-metadata", "REPLAYGAIN_TRACK_GAIN=-6.00 dB", path,
          ]) == 0
      default:
        ok =
          (try? (ext == "flac" ? CommandLineEncoder.flac : .vorbis).encode(wav, to: path)) != nil
          && CommandLineEncoder.run(tagger + [path]) == 0
      }
      guard ok, let plain = try? Decoder.decode(path: path),
        let (out, limited) = play(path, setup: { $0.setSoundCheck(.track) }),
        out.count >= 30_000, plain.count >= 30_000
      else {
        lines.append("  \(name.padded(52)) could not be made (tools missing?)")
        continue
      }
      let gain = ToneMeter.gain(of: 1_000, start: 11_025, count: 16_384, input: plain, output: out)
      lines.append("  \(name.padded(52)) \(String(format: "%+.3f dB", gain))  limited \(limited)")
    }
    return lines
  }

  func speedLines() -> [String] {
    var lines = ["", "Speed: a 3 s 440 Hz sine through Rubber Band (R2 engine, real-time mode)"]
    let source = ToneMeter.tones([440], frames: 3 * 44_100, fade: 0, amplitude: 16_384)
    let path = folder + "/a440.wav"
    guard (try? ToneFile.writeWAV(path: path, samples: source, sampleRate: 44_100, channels: 2)) != nil else {
      return lines
    }
    for speed in [0.8, 1.0, 1.25] {
      guard let (out, _) = play(path, setup: { $0.setPlaybackSpeed(speed) }) else { continue }
      let frames = out.count / 2
      let pitch = ToneMeter.frequency(out, start: frames / 4, frames: frames / 2)
      lines.append(
        String(
          format: "  %.2fx: %.3f s heard (%.3f of the song's 3 s; ideal %.3f), pitch %.2f Hz", speed,
          Double(frames) / 44_100, Double(frames) / Double(source.count / 2), 1 / speed, pitch))
    }
    return lines
  }

  func costLines(_ rock: [Double]?) -> [String] {
    var lines = ["", "Cost on the decode thread (headless, 60 s of music; CPU seconds per second of music)"]
    let seconds = 60
    var music = ToneMeter.tones([220, 330, 3_300], frames: seconds * 44_100 / 3, fade: 64, amplitude: 12_000)
    music += music.prefix((seconds * 44_100 - music.count / 2) * 2)
    let stages: [(String, (MusicProcessor) -> Void)] = [
      ("bypass (all off)", { _ in }),
      (
        "Sound Check -6 dB",
        {
          $0.startTrack(LoudnessTags(trackGain: -6))
          $0.update(MusicShaping(soundCheck: .track))
        }
      ),
      ("EQ Rock", { $0.update(MusicShaping(equalizer: rock.flatMap(EqualizerDesign.init(bands:)))) }),
      ("speed 1.25x (R2)", { $0.update(MusicShaping(speed: 1.25)) }),
      ("speed 0.8x (R2)", { $0.update(MusicShaping(speed: 0.8)) }),
      (
        "EQ + Sound Check + 1.25x",
        {
          $0.startTrack(LoudnessTags(trackGain: -6))
          $0.update(
            MusicShaping(equalizer: rock.flatMap(EqualizerDesign.init(bands:)), soundCheck: .track, speed: 1.25))
        }
      ),
    ]
    for (name, setup) in stages {
      let processor = MusicProcessor()
      setup(processor)
      let cost = time(music) { processor.process(&$0) }
      lines.append(
        "  \(name.padded(28)) \(String(format: "%.4f", cost)) (\(String(format: "%.0f", 1 / max(cost, 1e-9)))x real time)"
      )
    }
    for finer in [false, true] {
      let stretcher = TimeStretcher(speed: 1.25, maxFrames: MusicProcessor.stretchBlockFrames, finer: finer)
      var work = [Double](repeating: 0, count: 4_096 * 2)
      let cost = time(music) { block in
        for i in 0..<block.count { work[i] = Double(block[i]) / 32_768 }
        var sink = 0
        work.withUnsafeBufferPointer {
          stretcher.process($0.baseAddress!, frames: block.count / 2, final: false) { _, _ in sink += 1 }
        }
      }
      lines.append(
        "  Rubber Band alone, 1.25x, \(finer ? "R3 (finer)" : "R2 (faster)") \(String(format: "%.4f", cost))")
    }
    return lines
  }

  /// CPU seconds per second of music for `body` over `music` in 2,048-frame blocks.
  private func time(_ music: [Int16], _ body: (inout [Int16]) -> Void) -> Double {
    let start = MonotonicClock.nanoseconds()
    var at = 0
    while at < music.count {
      var block = Array(music[at..<min(music.count, at + 4_096)])
      body(&block)
      at += 4_096
    }
    let seconds = Double(MonotonicClock.nanoseconds() - start) / 1e9
    return seconds / (Double(music.count / 2) / 44_100)
  }

  private func label(_ f: Double) -> String {
    f >= 1_000 ? String(format: "%gk", f / 1_000) : String(format: "%.0f", f)
  }
}

extension String {
  fileprivate func padded(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
