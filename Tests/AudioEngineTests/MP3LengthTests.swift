import AudioLengths
import Foundation
import TestSupport
import Testing

@testable import AudioEngine

/// The MP3 frame walk against what the decoder really plays, on files `lame` makes now:
/// without a Xing header (`-t`) a counted length must be within one frame of the decoded
/// one; with a LAME tag it must be exact.
@Suite struct MP3LengthTests {
  /// Encodes a chirp of `frames` frames (at `rate`, `channels`) with `lame` and `options`.
  static func lame(frames: Int, rate: Int = 44_100, mono: Bool = false, _ options: [String], name: String) throws
    -> String
  {
    let wav = FileDevice.path("\(name).wav")
    defer { unlink(wav) }
    // Long files repeat a 10 s chirp: making every sample afresh costs seconds in a debug build.
    let piece = Signal.chirp(frames: min(frames, 10 * rate), rate: rate)
    var samples = repeated(piece, (frames + 10 * rate - 1) / (10 * rate))
    samples.removeLast(samples.count - frames * 2)
    if mono { samples = stride(from: 0, to: samples.count, by: 2).map { samples[$0] } }
    try ToneFile.writeWAV(path: wav, samples: samples, sampleRate: rate, channels: mono ? 1 : 2)
    let out = FileDevice.path("\(name).mp3")
    let status = CommandLineEncoder.run(["lame", "--quiet"] + options + [wav, out])
    guard status == 0 else { throw AudioError.cannotDecode(path: out, reason: "lame exited with \(status)") }
    return out
  }

  /// Frames the engine's decoder outputs for `path`, at the file's own rate.
  static func decodedFrames(_ path: String, rate: Int = 44_100) throws -> Int {
    let out = try Decoder.decode(path: path).count / 2
    return Int((Double(out) * Double(rate) / 44_100).rounded())
  }

  static func bytes(_ path: String) -> [UInt8] { [UInt8](FileManager.default.contents(atPath: path)!) }

  static func write(_ bytes: [UInt8], name: String) -> String {
    let path = FileDevice.path(name)
    FileManager.default.createFile(atPath: path, contents: Data(bytes))
    return path
  }

  func expectCounted(_ path: String, rate: Int = 44_100, _ label: String) throws {
    let length = try #require(MP3Length.read(path: path), "\(label): no length")
    #expect(length.source == .counted, "\(label)")
    #expect(length.sampleRate == rate)
    let decoded = try Self.decodedFrames(path, rate: rate)
    #expect(abs(length.samples - decoded) <= 1_152, "\(label): counted \(length.samples), decoded \(decoded)")
    #expect(MP3Length.read(path: path, walk: false) == nil, "\(label): a header-only read cannot know")
  }

  @Test(arguments: [(44_100, "1 s"), (529_200, "12 s")])
  func vbrWithoutHeader(frames: Int, label: String) throws {
    try expectCounted(try Self.lame(frames: frames, ["-V", "2", "-t"], name: "vbr-t"), "VBR -t \(label)")
  }

  /// Three minutes, made by sox and lame's fastest mode: building the WAV in a debug build
  /// would take longer than the whole test.
  @Test func threeMinutesOfVBRWithoutHeader() throws {
    let wav = FileDevice.path("sweep.wav")
    let path = FileDevice.path("vbr-3min.mp3")
    defer { unlink(wav) }
    #expect(
      CommandLineEncoder.run([
        "sox", "-n", "-r", "44100", "-c", "1", "-b", "16", wav, "synth", "180.01", "sine", "300-3000",
      ]) == 0)
    #expect(CommandLineEncoder.run(["lame", "--quiet", "-V", "2", "-t", "-q", "9", wav, path]) == 0)
    try expectCounted(path, "VBR -t 3 min")
  }

  @Test func cbrWithoutHeader() throws {
    try expectCounted(try Self.lame(frames: 529_200, ["-b", "128", "-t"], name: "cbr-t"), "CBR -t")
  }

  /// MPEG-2 Layer III: 576 samples a frame.
  @Test func mpeg2WithoutHeader() throws {
    let path = try Self.lame(frames: 22_050 * 5 + 100, rate: 22_050, ["-V", "4", "-t"], name: "mpeg2-t")
    try expectCounted(path, rate: 22_050, "MPEG-2 -t")
  }

  /// A LAME tag gives the frame count and the encoder's delay and padding: sample-exact.
  @Test func lameTagIsExactWithoutAWalk() throws {
    let frames = 100_003
    let path = try Self.lame(frames: frames, ["-V", "2"], name: "vbr-lame")
    let length = try #require(MP3Length.read(path: path, walk: false))
    #expect(length.source == .xing)
    #expect(length.samples == frames)
    #expect(try Self.decodedFrames(path) == frames)
  }

  @Test func id3v2AtTheStartAndID3v1AndAPEAtTheEndAreNotFrames() throws {
    let plain = try Self.lame(frames: 88_200, ["-V", "2", "-t"], name: "plain")
    let counted = try #require(MP3Length.read(path: plain)).samples
    // A tag body full of sync-like bytes, then ID3v1 and an APE tag (footer only) at the end.
    let body = [UInt8](repeating: 0xFF, count: 600) + [0xFF, 0xFB, 0x90, 0x64] + [UInt8](repeating: 0, count: 396)
    let id3v2: [UInt8] = Array("ID3".utf8) + [3, 0, 0, 0, 0, UInt8(body.count >> 7), UInt8(body.count & 0x7F)] + body
    let ape: [UInt8] = Array("APETAGEX".utf8) + [0xD0, 0x07, 0, 0, 32, 0, 0, 0] + [UInt8](repeating: 0, count: 16)
    let id3v1: [UInt8] = Array("TAG".utf8) + [UInt8](repeating: 0xFF, count: 125)
    let tagged = Self.write(id3v2 + Self.bytes(plain) + ape + id3v1, name: "tagged.mp3")
    let length = try #require(MP3Length.read(path: tagged))
    #expect(length.samples == counted)
    #expect(abs(length.samples - (try Self.decodedFrames(tagged))) <= 1_152)
  }

  /// Garbage with false sync words before the music: only a header that a second header
  /// follows at the right distance is trusted.
  @Test func garbageBeforeTheMusicIsSkipped() throws {
    let plain = try Self.lame(frames: 88_200, ["-V", "2", "-t"], name: "plain")
    let counted = try #require(MP3Length.read(path: plain)).samples
    // Seeded noise with a false MPEG-1 Layer III header (128 kbit/s) every 97 bytes or so.
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    var garbage: [UInt8] = (0..<2_000).map { _ in
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: seed >> 33)
    }
    for at in stride(from: 13, to: garbage.count - 4, by: 97) {
      garbage.replaceSubrange(at..<(at + 4), with: [0xFF, 0xFB, 0x90, 0x64])
    }
    let prefixed = Self.write(garbage + Self.bytes(plain), name: "garbage.mp3")
    #expect(MP3Length.read(path: prefixed)?.samples == counted)
  }

  /// A file cut in the middle of a frame: the partial frame plays, so it counts.
  @Test func truncatedFileCountsWhatIsLeft() throws {
    let whole = Self.bytes(try Self.lame(frames: 529_200, ["-V", "2", "-t"], name: "whole"))
    let cut = Self.write(Array(whole.prefix(whole.count * 2 / 3 + 101)), name: "cut.mp3")
    try expectCounted(cut, "truncated")
  }

  /// Fraunhofer's VBRI tag, built by hand in the first frame of a CBR file: its count is used
  /// without a walk, and the decoder (FFmpeg skips the tag frame) agrees within a frame.
  @Test func vbriTagGivesTheCount() throws {
    var bytes = Self.bytes(try Self.lame(frames: 88_200, ["-b", "128", "-t"], name: "cbr-vbri"))
    let frames = try #require(MP3Length.read(path: Self.write(bytes, name: "cbr.mp3")))
    let musicFrames = (frames.samples + MP3Length.assumedDelay) / 1_152 - 1
    let vbri: [UInt8] =
      Array("VBRI".utf8) + [0, 1, 0x04, 0x5A, 0, 75] + [0, 0, 0x40, 0]
      + [
        UInt8(musicFrames >> 24), UInt8(musicFrames >> 16 & 0xFF), UInt8(musicFrames >> 8 & 0xFF),
        UInt8(musicFrames & 0xFF),
      ]
    bytes.replaceSubrange(36..<(36 + vbri.count), with: vbri)
    let path = Self.write(bytes, name: "vbri.mp3")
    let length = try #require(MP3Length.read(path: path, walk: false))
    #expect(length.source == .vbri)
    #expect(length.samples == musicFrames * 1_152 - MP3Length.assumedDelay)
    #expect(abs(length.samples - (try Self.decodedFrames(path))) <= 1_152)
  }

  @Test func notMPEGAudioHasNoLength() {
    let text = Self.write(Array(String(repeating: "not an mp3 at all ", count: 200).utf8), name: "text.mp3")
    #expect(MP3Length.read(path: text) == nil)
    #expect(MP3Length.read(path: "/nonexistent/file.mp3") == nil)
  }
}
