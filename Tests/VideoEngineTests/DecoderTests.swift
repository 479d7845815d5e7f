import Foundation
import Platform
import Testing
import WheelCore

@testable import VideoEngine

/// The FFmpeg decoder on real files made by ffmpeg at test time.
@Suite struct DecoderTests {
  @Test func decodesEveryFrameOfARealClipWithItsTimestamps() throws {
    let path = try TestClip.make("decode.mp4", seconds: 4)
    let decoder = try VideoDecoder(path: path)
    #expect(decoder.width == 640 && decoder.height == 360)
    #expect(decoder.hasAudio)
    #expect(abs(decoder.duration - 4) < 0.1)
    #expect(abs(decoder.frameInterval - 1.0 / 30) < 1e-6)
    var stamps: [Double] = []
    var decodeNanos: UInt64 = 0
    var convertNanos: UInt64 = 0
    while true {
      let t0 = MonotonicClock.nanoseconds()
      guard let pts = decoder.decodeNext() else { break }
      let t1 = MonotonicClock.nanoseconds()
      let picture = try #require(decoder.convert(fitting: (45, 26)))
      convertNanos += MonotonicClock.nanoseconds() - t1
      decodeNanos += t1 - t0
      if stamps.isEmpty { #expect(picture.width == 45 && picture.height == 25) }  // 16:9 inside 45x26
      stamps.append(pts)
    }
    #expect(stamps.count == 120)
    #expect(zip(stamps, stamps.dropFirst()).allSatisfy { abs($1 - $0 - 1.0 / 30) < 1e-3 })
    print(
      String(
        format: "decode %.0f µs/frame, convert %.0f µs/frame", Double(decodeNanos) / 120_000,
        Double(convertNanos) / 120_000))
  }

  @Test func theTestPatternsColoursArriveInThePicture() throws {
    let decoder = try VideoDecoder(path: try TestClip.make("colours.mp4", seconds: 2))
    _ = try #require(decoder.decodeNext())
    let picture = try #require(decoder.convert(fitting: (64, 36)))
    // testsrc2 is a field of saturated colour bars: most pixels are far from grey.
    let colourful = picture.pixels.filter { max($0.r, $0.g, $0.b) - min($0.r, $0.g, $0.b) > 100 }.count
    #expect(colourful > picture.pixels.count / 2)
  }

  @Test func seeksToAKeyFrameBeforeTheTarget() throws {
    let decoder = try VideoDecoder(path: try TestClip.make("seek.mp4", seconds: 12))
    #expect(decoder.seek(to: 9.5))
    var pts = try #require(decoder.decodeNext())
    #expect(pts <= 9.5)
    while pts < 9.5 - 1.0 / 60 { pts = try #require(decoder.decodeNext()) }
    #expect(abs(pts - 9.5) < 0.02)
  }

  @Test func anAudioFileIsNotAVideoAndGarbageSaysWhy() throws {
    let flac = TestClip.folder + "/tone.flac"
    #expect(
      TestClip.run(["ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "sine=duration=1", flac]) == 0)
    #expect(throws: VideoDecoder.OpenError.self) { try VideoDecoder(path: flac) }
    let junk = TestClip.folder + "/junk.mp4"
    try Data(repeating: 0x42, count: 4096).write(to: URL(fileURLWithPath: junk))
    do {
      _ = try VideoDecoder(path: junk)
      Issue.record("junk opened")
    } catch {
      #expect(!error.reason.isEmpty)
    }
  }
}
