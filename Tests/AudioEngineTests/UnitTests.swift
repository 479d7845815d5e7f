import Testing

@testable import AudioEngine

/// The engine's pure pieces, without threads or ALSA.
@Suite struct UnitTests {
  @Test func pacerAllowsOneBufferAheadOfTheClock() {
    var p = Pacer(rate: 1_000, leadFrames: 100)
    p.reanchor(at: 0)
    #expect(p.readyTime(forWriting: 100) == 0)
    p.didWrite(100, now: 0)
    #expect(p.readyTime(forWriting: 10) == 10_000_000)  // 10 frames at 1 kHz = 10 ms
    p.resume(at: 50_000_000)  // only 50 of 100 frames played: keep the timeline
    #expect(p.readyTime(forWriting: 10) == 10_000_000)
    p.resume(at: 200_000_000)  // drained: start again
    #expect(p.readyTime(forWriting: 100) == 200_000_000)
  }

  /// Clicks never overlap: each starts 3 ms (133 frames) after the one before, or its length
  /// after when it is longer; at most 8 sound or wait, the rest are dropped.
  @Test func mixerSpacesClicksAtLeast3msApartAndKeepsAtMostEight() {
    var mixer = Mixer()
    let short = Sound(name: "short", samples: [Int16](repeating: 1_000, count: 20))  // 10 frames
    for _ in 0..<10 { mixer.startClick(short) }
    #expect(mixer.clicks.count == 8)
    var out: [Int16] = []
    var events: [AudioEvent] = []
    var heard: [Int16] = []
    while mixer.hasVoices {
      let n = mixer.render(frames: 64, musicGain: 32_768, musicOn: false, into: &out, events: &events)
      heard += out.prefix(n * 2)
    }
    let starts = stride(from: 0, to: heard.count / 2, by: 1).filter { f in
      heard[f * 2] != 0 && (f == 0 || heard[f * 2 - 2] == 0)
    }
    #expect(Mixer.clickSpacingFrames == 133)
    #expect(starts == (0..<8).map { $0 * 133 })
    #expect(heard.count / 2 == 7 * 133 + 10, "the last click ends the stream, no trailing silence")
    #expect(heard.allSatisfy { $0 == 0 || $0 == 1_000 }, "never two clicks summed")

    let long = Sound(name: "long", samples: [Int16](repeating: 30_000, count: 400))  // 200 frames
    mixer.startClick(long)
    mixer.startClick(long)
    var longHeard: [Int16] = []
    while mixer.hasVoices {
      let n = mixer.render(frames: 64, musicGain: 32_768, musicOn: false, into: &out, events: &events)
      longHeard += out.prefix(n * 2)
    }
    #expect(longHeard.count == 800 && longHeard.allSatisfy { $0 == 30_000 }, "a longer click: back to back")
  }

  @Test func mixerClipsTheSum() {
    var mixer = Mixer()
    let loud = Sound(name: "loud", samples: [Int16](repeating: 30_000, count: 20))
    mixer.startClick(loud)
    mixer.preview = Voice(loud)
    var out: [Int16] = []
    var events: [AudioEvent] = []
    let n = mixer.render(frames: 64, musicGain: 32_768, musicOn: false, into: &out, events: &events)
    #expect(n == 10)
    #expect(out.prefix(20).allSatisfy { $0 == Int16.max })
    #expect(!mixer.hasVoices)
  }

  @Test func musicEventsFireWhenTheirSamplesPlay() {
    var cursor = MusicCursor()
    let a = MusicChunk(
      generation: 0, path: "a", firstSecond: 0, samples: [1, 1, 2, 2],
      events: [.trackStarted(path: "a", duration: 1)])
    let end = MusicChunk(
      generation: 0, path: "a", firstSecond: 0, samples: [],
      events: [.trackFinished(path: "a")])
    let b = MusicChunk(
      generation: 0, path: "b", firstSecond: 0, samples: [3, 3],
      events: [.trackStarted(path: "b", duration: 1)])
    for chunk in [a, end, b] { cursor.append(chunk) }
    cursor.append(MusicChunk(generation: 7, path: "old", firstSecond: 0, samples: [9, 9], events: []))
    var acc = [Int32](repeating: 0, count: 8)
    var events: [AudioEvent] = []
    let n = acc.withUnsafeMutableBufferPointer {
      cursor.mix(into: $0.baseAddress!, frames: 2, gain: 32_768, events: &events)
    }
    #expect(n == 2)
    #expect(
      events.filter { if case .position = $0 { false } else { true } } == [
        .trackStarted(path: "a", duration: 1), .trackFinished(path: "a"),
      ])  // b has not sounded yet
    #expect(cursor.bufferedFrames == 1)
  }

  /// A device back after a failure: the next frame mixed reports where it is, though the last
  /// report was less than a quarter second of music before (the clock moves with the first sound).
  @Test func aReportedPositionIsDueAtOnceAfterADeviceReturns() {
    var cursor = MusicCursor()
    cursor.append(
      MusicChunk(
        generation: 0, path: "a", firstSecond: 10, samples: [Int16](repeating: 1, count: 4_410 * 2),
        events: []))
    var acc = [Int32](repeating: 0, count: 4_410 * 2)
    func positions(frames: Int) -> [Double] {
      var events: [AudioEvent] = []
      _ = acc.withUnsafeMutableBufferPointer {
        cursor.mix(into: $0.baseAddress!, frames: frames, gain: 32_768, events: &events)
      }
      return events.compactMap { if case .position(_, let s) = $0 { s } else { nil } }
    }
    #expect(positions(frames: 441) == [10.01])  // where the mixed run ends
    #expect(positions(frames: 441).isEmpty, "0.01 s later: too soon for another report")
    cursor.reportNextPosition()
    let again = positions(frames: 441)
    #expect(again.count == 1 && abs((again.first ?? 0) - 10.03) < 0.0001, "\(again)")
  }
}
