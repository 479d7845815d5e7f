import AudioEngine
import Foundation
import TestSupport
import Testing

@Suite struct MusicTests {
  /// Plays `path` (after `setup`) to its end and returns what the device received.
  private func play(
    _ path: String, startAt: Double = 0, setup: (AudioEngine) -> Void = { _ in },
    name: String = #function
  ) throws -> (written: [Int16], events: EventRecorder) {
    let (device, raw) = FileDevice.make(name)
    let recorder = EventRecorder()
    let engine = try AudioEngine(device: device, onEvent: recorder.callback)
    setup(engine)
    engine.playMusic(path: path, startAt: startAt)
    #expect(recorder.wait { $0.contains(.trackFinished(path: path)) })
    #expect(engine.waitUntilSilent(timeout: 5))
    engine.close()
    return (FileDevice.samples(raw), recorder)
  }

  @Test func trackWritesExactlyWhatFFmpegDecodes() throws {
    let path = FileDevice.path("a.wav")
    try ToneFile.write(path: path, seconds: 0.4)
    let (written, recorder) = try play(path)
    let decoded = try Decoder.decode(path: path)
    #expect(decoded.count == 17_640 * 2)
    #expect(written == decoded)
    #expect(
      recorder.milestones == [
        .trackStarted(path: path, duration: 0.4), .trackMeasured(path: path, duration: 0.4), .trackFinished(path: path),
      ])
    let positions = recorder.events.compactMap { if case .position(_, let s) = $0 { s } else { nil } }
    #expect(!positions.isEmpty && positions.count <= 3)
  }

  @Test func monoFlacAt48kIsResampledAndDuplicated() throws {
    let wav = FileDevice.path("m.wav")
    let path = FileDevice.path("m.flac")
    try ToneFile.write(path: wav, seconds: 0.25, sampleRate: 48_000, channels: 1)
    try CommandLineEncoder.flac.encode(wav, to: path)
    let (written, _) = try play(path)
    let decoded = try Decoder.decode(path: path)
    #expect(decoded.count / 2 == 11_025)  // 12,000 frames at 48 kHz
    let same = written == decoded  // never `#expect(a == b)` on long arrays: its diff is quadratic
    #expect(same)
    #expect((0..<(written.count / 2)).allSatisfy { written[2 * $0] == written[2 * $0 + 1] })
  }

  @Test func startAtSkipsIntoTheTrack() throws {
    let path = FileDevice.path("s.wav")
    try ToneFile.write(path: path, seconds: 0.5)
    let (written, _) = try play(path, startAt: 0.25)
    let decoded = try Decoder.decode(path: path)
    #expect(written == Array(decoded[(11_025 * 2)...]))
  }

  @Test func volumeScalesMusicByTheDocumentedFormula() throws {
    let path = FileDevice.path("v.wav")
    try ToneFile.write(path: path, seconds: 0.2)
    let (written, _) = try play(path, setup: { $0.setVolume(0.3) })
    let gain = AudioEngine.gain(forVolume: 0.3)
    #expect(gain == 9_830)
    let expected = try Decoder.decode(path: path).map { AudioEngine.scale($0, gain: gain) }
    #expect(written == expected)
    #expect(AudioEngine.scale(-3, gain: 16_384) == -2)  // floor, not toward zero
  }

  @Test func queuedNextTrackFollowsWithoutAGap() throws {
    let (device, raw) = FileDevice.make()
    let a = FileDevice.path("a.wav")
    let b = FileDevice.path("b.wav")
    try ToneFile.write(path: a, seconds: 0.3, seed: 1)
    try ToneFile.write(path: b, seconds: 0.2, seed: 2)
    let recorder = EventRecorder()
    let engine = try AudioEngine(device: device, onEvent: recorder.callback)
    engine.playMusic(path: a)
    engine.queueNext(path: b)
    #expect(recorder.wait { $0.contains(.trackFinished(path: b)) })
    #expect(engine.waitUntilSilent(timeout: 5))
    engine.close()
    let written = FileDevice.samples(raw)
    let expected = try Decoder.decode(path: a) + Decoder.decode(path: b)
    #expect(written.count == (13_230 + 8_820) * 2)
    #expect(written == expected)
    #expect(
      recorder.milestones == [
        .trackStarted(path: a, duration: 0.3), .trackMeasured(path: a, duration: 0.3), .trackFinished(path: a),
        .trackStarted(path: b, duration: 0.2), .trackMeasured(path: b, duration: 0.2), .trackFinished(path: b),
      ])
  }

  @Test func pauseWritesNothingFurtherAndResumeLosesNothing() throws {
    let (device, raw) = FileDevice.make()
    let path = FileDevice.path("p.wav")
    try ToneFile.write(path: path, seconds: 1.0)
    let recorder = EventRecorder()
    let engine = try AudioEngine(device: device, onEvent: recorder.callback)
    engine.playMusic(path: path)
    #expect(
      recorder.wait {
        $0.contains { if case .position(_, let s) = $0 { s >= 0.25 } else { false } }
      })
    engine.pause()
    #expect(engine.waitUntilSilent(timeout: 5))
    let paused = engine.stats.framesWritten
    #expect(paused > 11_025 && paused < 44_100)
    usleep(200_000)  // an observation window: a paused engine must stay still
    #expect(engine.stats.framesWritten == paused)
    engine.resume()
    #expect(recorder.wait { $0.contains(.trackFinished(path: path)) })
    #expect(engine.waitUntilSilent(timeout: 5))
    engine.close()
    #expect(FileDevice.samples(raw) == (try Decoder.decode(path: path)))
  }

  @Test func corruptFileReportsFailureAndEngineGoesOn() throws {
    let (device, raw) = FileDevice.make()
    let bad = FileDevice.path("bad.ogg")
    try "this is not an ogg file\n".write(toFile: bad, atomically: true, encoding: .utf8)
    let good = FileDevice.path("g.wav")
    try ToneFile.write(path: good, seconds: 0.1)
    let recorder = EventRecorder()
    let engine = try AudioEngine(device: device, onEvent: recorder.callback)
    engine.playMusic(path: bad)
    #expect(recorder.wait { $0.contains { if case .trackFailed(bad, _) = $0 { true } else { false } } })
    engine.playMusic(path: good)
    #expect(recorder.wait { $0.contains(.trackFinished(path: good)) })
    #expect(engine.waitUntilSilent(timeout: 5))
    engine.close()
    #expect(FileDevice.samples(raw) == (try Decoder.decode(path: good)))
  }

  @Test func failedQueuedTrackIsSkipped() throws {
    let a = FileDevice.path("a.wav")
    let c = FileDevice.path("c.wav")
    try ToneFile.write(path: a, seconds: 0.1)
    try ToneFile.write(path: c, seconds: 0.1, seed: 3)
    let missing = FileDevice.path("missing.flac")
    let (device, raw) = FileDevice.make()
    let recorder = EventRecorder()
    let engine = try AudioEngine(device: device, onEvent: recorder.callback)
    engine.playMusic(path: a)
    engine.queueNext(path: missing)
    #expect(recorder.wait { $0.contains { if case .trackFailed(missing, _) = $0 { true } else { false } } })
    engine.queueNext(path: c)
    #expect(recorder.wait { $0.contains(.trackFinished(path: c)) })
    #expect(engine.waitUntilSilent(timeout: 5))
    engine.close()
    #expect(FileDevice.samples(raw) == (try Decoder.decode(path: a) + Decoder.decode(path: c)))
  }

  @Test func seekJumpsWithinTheAudibleTrack() throws {
    let (device, raw) = FileDevice.make()
    let path = FileDevice.path("k.wav")
    try ToneFile.write(path: path, seconds: 1.0)
    let recorder = EventRecorder()
    let engine = try AudioEngine(device: device, onEvent: recorder.callback)
    engine.playMusic(path: path)
    #expect(
      recorder.wait {
        $0.contains { if case .position(_, let s) = $0 { s >= 0.2 } else { false } }
      })
    engine.seek(to: 0.75)
    #expect(recorder.wait { $0.contains(.trackFinished(path: path)) })
    #expect(engine.waitUntilSilent(timeout: 5))
    engine.close()
    let written = FileDevice.samples(raw)
    let decoded = try Decoder.decode(path: path)
    let tail = Array(decoded[(33_075 * 2)...])  // 0.75 s
    let played = written.count - tail.count  // what sounded before the seek took effect
    #expect(played > 0 && played < 33_075 * 2)
    #expect(Array(written[..<played]) == Array(decoded[..<played]))
    #expect(Array(written[played...]) == tail)
    #expect(
      recorder.milestones == [
        .trackStarted(path: path, duration: 1.0), .trackMeasured(path: path, duration: 1.0), .trackFinished(path: path),
      ])
  }
}
