import Foundation
import TestSupport
import Testing

@testable import AudioEngine

/// Music Quiz's clips: a window of a real file decoded by FFmpeg, at the music's volume, with
/// fades at both ends.
@Suite struct SoundClipTests {
  @Test func aClipIsTheWindowAskedForAtTheVolumeWithFadedEnds() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("clip-\(getpid()).wav").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let tone = Signal.sine(441, frames: 3 * 44_100, rate: 44_100, amplitude: 16_000)
    try ToneFile.writeWAV(path: path, samples: tone, sampleRate: 44_100, channels: 2)
    let clip = try Sound.clip(path: path, from: 1, length: 0.5, gain: 0.5)
    #expect(clip.frameCount == 22_050)
    #expect(clip.samples[0] == 0 && clip.samples[clip.samples.count - 1] == 0, "faded in and out")
    let middle = clip.samples[(10_000 * 2)..<(12_000 * 2)].map { abs(Int($0)) }.max() ?? 0
    #expect((7_800...8_100).contains(middle), "half the volume: \(middle)")
    let late = try Sound.clip(path: path, from: 2.8, length: 1, gain: 1)
    #expect(late.frameCount <= Int(0.2 * 44_100) + 1024, "a clip stops at the song's end")
  }

  @Test func aFileThatIsNoSongIsAnError() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("clip-\(getpid()).txt").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try "not audio".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(throws: AudioError.self) { try Sound.clip(path: path, from: 0, length: 1, gain: 1) }
  }
}
