import AudioEngine
import CTagReader
import Foundation
import TestSupport
import Testing

/// Every format an iPod library holds, made at test time by Debian's encoders from a signal
/// of known length, decodes to exactly that length (encoder delay and padding removed) and
/// in step with the source.
@Suite struct FormatTests {
  /// Not a multiple of any codec's frame size (576, 1,024, 1,152, 4,096…).
  static let frames = 100_003
  static let source = Signal.chirp(frames: frames)

  /// Formats whose files record their gapless information.
  static let gapless: [CommandLineEncoder] = [.aacM4A, .alacM4A, .mp3CBR, .mp3VBR, .flac, .vorbis, .wav, .aiff]

  func decoded(_ encoder: CommandLineEncoder) throws -> [Int16] {
    try Decoder.decode(path: Signal.encode(Self.source, with: encoder, name: "\(encoder)"))
  }

  @Test(arguments: gapless)
  func decodesToTheExactLengthInStep(_ encoder: CommandLineEncoder) throws {
    let out = try decoded(encoder)
    #expect(out.count / 2 == Self.frames, "\(encoder.rawValue): \(out.count / 2) frames")
    if encoder.isLossless {
      let same = out == Self.source  // never `#expect(a == b)` on long arrays
      #expect(same, "\(encoder.rawValue) is not bit-exact")
    } else {
      for at in [2_000, 50_000, 90_000] {
        #expect(Signal.lag(of: out, against: Self.source, at: at) == 0, "\(encoder.rawValue) is shifted at \(at)")
      }
    }
  }

  /// `lame -t` writes no Xing/LAME header: nothing says how long the music is, so the
  /// decoder removes the usual delay and can be off by at most one MP3 frame at the end.
  @Test func mp3WithoutHeaderIsWithinOneFrame() throws {
    let out = try decoded(.mp3VBRNoHeader)
    #expect(abs(out.count / 2 - Self.frames) <= 1_152, "\(out.count / 2) frames")
    #expect(Signal.lag(of: out, against: Self.source, at: 50_000) == 0)
  }

  /// Opus always runs at 48 kHz: its exact length there, scaled to 44.1 kHz, within a frame.
  @Test func opusFrom48kHzKeepsItsLength() throws {
    let frames48 = 108_847
    let path = try Signal.encode(Signal.chirp(frames: frames48, rate: 48_000), rate: 48_000, with: .opus, name: "opus")
    let out = try Decoder.decode(path: path)
    let expected = Double(frames48) * 44_100 / 48_000
    #expect(abs(Double(out.count / 2) - expected) <= 1, "\(out.count / 2) frames, expected \(expected)")
  }

  /// The MP4 family goes by content, whatever the name says.
  @Test(arguments: ["mp4", "m4b"])
  func mp4AndM4bNamesDecodeAlike(_ ext: String) throws {
    for encoder in [CommandLineEncoder.aacM4A, .alacM4A] {
      let m4a = try Signal.encode(Self.source, with: encoder, name: "named")
      let renamed = m4a.replacingOccurrences(of: ".m4a", with: ".\(ext)")
      try FileManager.default.moveItem(atPath: m4a, toPath: renamed)
      #expect(try Decoder.decode(path: renamed).count / 2 == Self.frames, "\(encoder.rawValue) as .\(ext)")
    }
  }

  /// iTunes writes `iTunSMPB` (priming, padding, length); here without any edit list.
  @Test func aacGaplessThroughITunSMPB() throws {
    let path = try Signal.encode(Self.source, with: .aacM4ANoEditList, name: "smpb")
    let untrimmed = try Decoder.decode(path: path)
    #expect(untrimmed.count / 2 > Self.frames + 1_000, "without gapless data the priming plays")
    try writeITunSMPB(path, priming: 1_024, total: Self.frames)
    let out = try Decoder.decode(path: path)
    #expect(out.count / 2 == Self.frames)
    #expect(Signal.lag(of: out, against: Self.source, at: 50_000) == 0)
  }

  /// iTunes files carry both an edit list and iTunSMPB: the priming goes once, and the
  /// iTunSMPB length wins (here deliberately shorter than the edit list's, to tell them apart).
  @Test func editListAndITunSMPBTogetherRemovePrimingOnce() throws {
    let path = try Signal.encode(Self.source, with: .aacM4A, name: "both")
    try writeITunSMPB(path, priming: 1_024, total: Self.frames - 1_000)
    let out = try Decoder.decode(path: path)
    #expect(out.count / 2 == Self.frames - 1_000)
    #expect(Signal.lag(of: out, against: Self.source, at: 50_000) == 0)
  }

  /// ADTS streams have no gapless information at all: the priming and the padding play.
  @Test func adtsAacDecodesWholeFrames() throws {
    let out = try decoded(.aacADTS)
    #expect(out.count / 2 == (Self.frames + 1_024 + 1_023) / 1_024 * 1_024, "\(out.count / 2) frames")
  }

  private func writeITunSMPB(_ path: String, priming: Int, total: Int) throws {
    let padding = (total + priming + 1_023) / 1_024 * 1_024 - total - priming
    let text = String(format: " 00000000 %08X %08X %016llX 00000000 00000000", priming, padding, UInt64(total))
    #expect(ipod_write_mp4_freeform(path, "iTunSMPB", text) == 1)
  }
}
