import Testing
import WheelCore

/// The settings and resume codecs on random and malformed files: they never trap, anything
/// they accept is in range, and what they accept encodes back to the same value.
@Suite struct CodecFuzzTests {
  @Test func settingsCodec() {
    var mutator = Mutator(salt: 1)
    var full = Settings()
    full.libraryPath = "/home/me/Music"
    full.shuffle = .albums
    let samples = [Settings(), full].map { Array(SettingsCodec.encode($0).utf8) }
    var accepted = 0
    fuzz("settings codec", count: 60_000) { i in
      let input = mutator.input(from: samples)
      guard case .success(let s) = SettingsCodec.decode(input) else { return }
      accepted += 1
      #expect((10...100).contains(s.volumeLimit) && (0...Settings.volumeSteps).contains(s.volume), "input \(i)")
      #expect(!s.clickerSound.isEmpty && TextWidth.sanitized(s.clickerSound) == s.clickerSound, "input \(i)")
      #expect(SettingsCodec.decode(Array(SettingsCodec.encode(s).utf8)) == .success(s), "input \(i) round trip")
    }
    #expect(accepted > 0, "some mutations stay valid")
  }

  @Test func resumeCodec() {
    var mutator = Mutator(salt: 2)
    let samples = [
      ResumeState(trackIDs: [1, 2, 3], position: 2, elapsed: 61.5), ResumeState(trackIDs: [9_000_000_000], position: 0, elapsed: 0),
    ].map { Array(ResumeCodec.encode($0).utf8) }
    fuzz("resume codec", count: 60_000) { i in
      guard let r = ResumeCodec.decode(mutator.input(from: samples)) else { return }
      #expect(r.trackIDs.indices.contains(r.position), "input \(i)")
      #expect(r.elapsed.isFinite && (0...ResumeCodec.maxElapsed).contains(r.elapsed), "input \(i)")
      #expect(ResumeCodec.decode(Array(ResumeCodec.encode(r).utf8)) == r, "input \(i) round trip")
    }
  }

  /// Whatever text comes in, what comes out has nothing a terminal would obey.
  @Test func textSanitiser() {
    var mutator = Mutator(salt: 3)
    let samples = ["Title \u{1B}]0;pwn\u{7} \u{1B}[2J\r\n日本 🎉", "A\u{202E}B\u{85}C\t\u{9B}31m"].map { Array($0.utf8) }
    fuzz("text sanitiser", count: 60_000) { i in
      let text = String(decoding: mutator.input(from: samples, noiseUpTo: 64), as: UTF8.self)
      let clean = TextWidth.sanitized(text)
      let bad = clean.unicodeScalars.first {
        $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
          || (0x2066...0x2069).contains($0.value)
      }
      #expect(bad == nil, "input \(i): \(Array(text.utf8))")
      #expect(TextWidth.sanitized(clean) == clean, "input \(i): sanitising twice changes nothing")
    }
  }
}
