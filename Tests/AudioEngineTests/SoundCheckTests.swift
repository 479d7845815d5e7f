import CTagReader
import Foundation
import TestSupport
import Testing

@testable import AudioEngine

/// Sound Check on real files tagged at test time by the tools people tag with: the gain in
/// the written samples is the tagged one (±0.1 dB), measured against the same file decoded
/// without shaping.
@Suite struct SoundCheckTests {
  /// A 1 kHz sine at −6 dBFS, one second.
  static let source = Signal.sine(1_000, frames: 44_100, rate: 44_100, amplitude: 16_384)

  /// How each kind of file gets its −6 dB tag.
  enum Tagging: String, CaseIterable, Sendable {
    case flacReplayGain = "FLAC, REPLAYGAIN_TRACK_GAIN (metaflac)"
    case vorbisReplayGain = "Ogg Vorbis, REPLAYGAIN_TRACK_GAIN (vorbiscomment)"
    case mp3TXXX = "MP3, ID3 TXXX REPLAYGAIN_TRACK_GAIN (ffmpeg)"
    case opusR128 = "Opus, R128_TRACK_GAIN -2816 (opusenc)"
    case m4aFreeform = "M4A, ----:com.apple.iTunes:replaygain_track_gain (TagLib)"
    case m4aITunNORM = "M4A, iTunNORM (TagLib)"
  }

  /// Encodes `samples` and tags the file as `tagging` says; returns its path.
  static func make(_ tagging: Tagging, samples: [Int16] = source, tags: [String: String]? = nil) throws -> String {
    let gain = tags ?? ["REPLAYGAIN_TRACK_GAIN": "-6.00 dB"]
    switch tagging {
    case .flacReplayGain:
      let path = try Signal.encode(samples, with: .flac, name: "sc")
      try tool(["metaflac"] + gain.map { "--set-tag=\($0.key)=\($0.value)" } + [path])
      return path
    case .vorbisReplayGain:
      let path = try Signal.encode(samples, with: .vorbis, name: "sc")
      try tool(["vorbiscomment", "-a"] + gain.flatMap { ["-t", "\($0.key)=\($0.value)"] } + [path])
      return path
    case .mp3TXXX:
      let plain = try Signal.encode(samples, with: .mp3CBR, name: "sc")
      let path = FileDevice.path("sc-tagged.mp3")
      try tool(
        ["ffmpeg", "-nostdin", "-v", "error", "-y", "-i", plain, "-c", "copy"]
          + gain.flatMap { ["-metadata", "\($0.key)=\($0.value)"] } + [path])
      return path
    case .opusR128:
      let wav = FileDevice.path("sc-source.wav")
      try ToneFile.writeWAV(path: wav, samples: samples, sampleRate: 44_100, channels: 2)
      let path = FileDevice.path("sc.opus")
      // −11 dB against −23 LUFS is −6 dB against ReplayGain's −18 LUFS: −11 x 256 = −2816.
      try tool(["opusenc", "--quiet", "--comment", "R128_TRACK_GAIN=-2816", wav, path])
      return path
    case .m4aFreeform:
      let path = try Signal.encode(samples, with: .aacM4A, name: "sc")
      for (key, value) in gain { #expect(ipod_write_mp4_freeform(path, key.lowercased(), value) == 1) }
      return path
    case .m4aITunNORM:
      let path = try Signal.encode(samples, with: .aacM4A, name: "sc")
      // 1000 x 10^0.6 = 3981 = 0xF8D: −10 log10(3981 / 1000) = −6.000 dB.
      let norm = " 00000F8D 00000F8D 000026D1 000026D1 00000000 00000000 00004000 00004000 00000000 00000000"
      #expect(ipod_write_mp4_freeform(path, "iTunNORM", norm) == 1)
      return path
    }
  }

  static func tool(_ arguments: [String]) throws {
    let status = CommandLineEncoder.run(arguments)
    guard status == 0 else {
      throw AudioError.cannotDecode(path: arguments.last ?? "", reason: "\(arguments[0]) exited \(status)")
    }
  }

  /// Plays `path` with Sound Check in `mode`; the samples written and the limiter's count.
  static func play(_ path: String, mode: SoundCheck, name: String = #function) throws -> (out: [Int16], limited: Int) {
    let (device, raw) = FileDevice.make(name)
    let recorder = EventRecorder()
    let engine = try AudioEngine(device: device, onEvent: recorder.callback)
    engine.setSoundCheck(mode)
    engine.playMusic(path: path)
    #expect(recorder.wait(timeout: 20) { $0.contains(.trackFinished(path: path)) })
    #expect(engine.waitUntilSilent(timeout: 5))
    let limited = engine.stats.limitedFrames
    engine.close()
    return (FileDevice.samples(raw), limited)
  }

  /// The level of the 1 kHz tone in the middle of `out` minus the same in the unshaped decode.
  static func gain(_ out: [Int16], against path: String) throws -> Double {
    let plain = try Decoder.decode(path: path)
    let start = 11_025
    let count = 16_384
    return Signal.level(of: 1_000, in: Signal.windowed(out, start: start, count: count))
      - Signal.level(of: 1_000, in: Signal.windowed(plain, start: start, count: count))
  }

  @Test(arguments: Tagging.allCases)
  func taggedGainIsAppliedExactly(_ tagging: Tagging) throws {
    let path = try Self.make(tagging)
    #expect(try FFmpegReader(path: path).loudness.trackGain.map { abs($0 + 6) < 0.01 } == true)
    let (out, limited) = try Self.play(path, mode: .track, name: "sc\(tagging)")
    let measured = try Self.gain(out, against: path)
    #expect(abs(measured + 6) <= 0.1, "\(tagging.rawValue): \(measured) dB")
    #expect(limited == 0)
  }

  @Test func offLeavesTaggedMusicBitExact() throws {
    let path = try Self.make(.flacReplayGain)
    let (out, _) = try Self.play(path, mode: .off)
    let same = out == (try Decoder.decode(path: path))
    #expect(same)
  }

  @Test func albumModeUsesTheAlbumGainAndFallsBackToTheTrack() throws {
    let both = try Self.make(
      .flacReplayGain, tags: ["REPLAYGAIN_TRACK_GAIN": "-3.00 dB", "REPLAYGAIN_ALBUM_GAIN": "-6.00 dB"])
    let trackOnly = try Self.make(.flacReplayGain, tags: ["REPLAYGAIN_TRACK_GAIN": "-3.00 dB"])
    let album = try Self.gain(try Self.play(both, mode: .album, name: "album").out, against: both)
    let track = try Self.gain(try Self.play(both, mode: .track, name: "track").out, against: both)
    let fallback = try Self.gain(try Self.play(trackOnly, mode: .album, name: "fallback").out, against: trackOnly)
    #expect(abs(album + 6) <= 0.1, "album \(album)")
    #expect(abs(track + 3) <= 0.1, "track \(track)")
    #expect(abs(fallback + 3) <= 0.1, "fallback \(fallback)")
  }

  /// +6 dB with a tagged peak of 0.7 may only rise to 1 / 0.7 (+3.1 dB).
  @Test func peakTagLimitsTheGain() throws {
    let path = try Self.make(
      .flacReplayGain, tags: ["REPLAYGAIN_TRACK_GAIN": "+6.00 dB", "REPLAYGAIN_TRACK_PEAK": "0.7"])
    let (out, limited) = try Self.play(path, mode: .track)
    let measured = try Self.gain(out, against: path)
    #expect(abs(measured - 20 * log10(1 / 0.7)) <= 0.1, "\(measured) dB")
    #expect(limited == 0)
  }

  /// +12 dB on a −6 dBFS sine with no peak tag: no sample goes over, and once the limiter has
  /// met the first peak (it has no look-ahead: that one is flattened, see `PeakLimiter`),
  /// nothing is flattened against full scale (a clipped sine would sit there for 8 frames
  /// of every 1 kHz cycle).
  @Test func gainWithoutPeakTagIsLimitedNotClipped() throws {
    let path = try Self.make(.flacReplayGain, tags: ["REPLAYGAIN_TRACK_GAIN": "+12.00 dB"])
    let (out, limited) = try Self.play(path, mode: .track)
    #expect(limited > 0)
    var run = 0
    var longest = 0
    for s in out.dropFirst(2 * 441) {
      run = abs(Int(s)) >= 32_700 ? run + 1 : 0
      longest = max(longest, run)
    }
    #expect(longest <= 4, "\(longest) samples in a row at full scale")
    #expect(out.allSatisfy { $0 != Int16.min })
  }
}
