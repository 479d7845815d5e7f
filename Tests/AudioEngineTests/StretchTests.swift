import AudioEngine
import Foundation
import TestSupport
import Testing

/// Audiobook speeds through Rubber Band: the pitch stays, the length scales, positions and
/// seeks stay in song time.
@Suite struct StretchTests {
  static let seconds = 3.0
  static func sineFile() throws -> String {
    let path = FileDevice.path("a440.wav")
    let samples = Signal.sine(440, frames: Int(seconds * 44_100), rate: 44_100, amplitude: 16_384)
    try ToneFile.writeWAV(path: path, samples: samples, sampleRate: 44_100, channels: 2)
    return path
  }

  static func play(_ path: String, speed: Double, startAt: Double = 0, name: String = #function)
    throws -> (out: [Int16], events: EventRecorder)
  {
    let (device, raw) = FileDevice.make(name)
    let recorder = EventRecorder()
    let engine = try AudioEngine(device: device, onEvent: recorder.callback)
    engine.setPlaybackSpeed(speed)
    engine.playMusic(path: path, startAt: startAt)
    #expect(recorder.wait(timeout: 20) { $0.contains(.trackFinished(path: path)) })
    #expect(engine.waitUntilSilent(timeout: 5))
    engine.close()
    return (FileDevice.samples(raw), recorder)
  }

  static func frequency(_ samples: [Int16], start: Int, frames: Int) -> Double {
    ToneMeter.frequency(samples, start: start, frames: frames)
  }

  static func positions(_ recorder: EventRecorder) -> [Double] {
    recorder.events.compactMap { if case .position(_, let s) = $0 { s } else { nil } }
  }

  @Test(arguments: [1.25, 0.8])
  func speedKeepsPitchAndScalesLength(_ speed: Double) throws {
    let path = try Self.sineFile()
    let (out, recorder) = try Self.play(path, speed: speed, name: "speed\(Int(speed * 100))")
    let frames = out.count / 2
    let expected = Self.seconds * 44_100 / speed
    #expect(abs(Double(frames) - expected) < expected * 0.02, "\(frames) frames, expected \(expected)")
    let pitch = Self.frequency(out, start: frames / 4, frames: frames / 2)
    #expect(abs(pitch - 440) < 1, "measured \(pitch) Hz")
    // Song time: the track reports its own length and positions run to its end.
    #expect(recorder.events.contains(.trackStarted(path: path, duration: Self.seconds)))
    #expect((Self.positions(recorder).max() ?? 0) > Self.seconds - 0.4)
  }

  /// Starting 2 s into a 3 s song at 1.25x leaves 1 s of song: 0.8 s of listening.
  @Test func startAtIsInSongTime() throws {
    let path = try Self.sineFile()
    let (out, recorder) = try Self.play(path, speed: 1.25, startAt: 2)
    let frames = Double(out.count / 2)
    #expect(abs(frames - 0.8 * 44_100) < 0.05 * 44_100, "\(frames) frames")
    #expect(Self.positions(recorder).allSatisfy { $0 >= 2 && $0 <= 3.01 })
  }

  /// Speed 1 leaves music bit-exact (nothing goes through the stretcher).
  @Test func normalSpeedIsBitExact() throws {
    let path = try Self.sineFile()
    let (out, _) = try Self.play(path, speed: 1)
    let same = out == (try Decoder.decode(path: path))
    #expect(same)
  }
}
