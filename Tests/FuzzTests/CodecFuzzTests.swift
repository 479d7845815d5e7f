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
      ResumeState(trackIDs: [1, 2, 3], position: 2, elapsed: 61.5),
      ResumeState(trackIDs: [9_000_000_000], position: 0, elapsed: 0),
    ].map { Array(ResumeCodec.encode($0).utf8) }
    fuzz("resume codec", count: 60_000) { i in
      guard let r = ResumeCodec.decode(mutator.input(from: samples)) else { return }
      #expect(r.trackIDs.indices.contains(r.position), "input \(i)")
      #expect(r.elapsed.isFinite && (0...ResumeCodec.maxElapsed).contains(r.elapsed), "input \(i)")
      #expect(ResumeCodec.decode(Array(ResumeCodec.encode(r).utf8)) == r, "input \(i) round trip")
    }
  }

  /// The user data file: whatever it holds, decoding never traps, every value it keeps is in
  /// range, the lists point at songs that exist, and what it keeps writes back the same.
  @Test func userDataCodec() {
    var mutator = Mutator(salt: 4)
    let key = SongKey(path: "/m/a\tb.flac", title: "T\u{1B}x", artist: "夜", album: "")
    let data = UserData(
      songs: [
        SongRecord(key: key, rating: 3, plays: 4, skips: 1, lastPlayed: 1_796_000_000, added: 1.5),
        SongRecord(key: SongKey(path: "/m/b", title: "B", artist: "", album: "")),
      ],
      onTheGo: [1, 0], playlists: [SavedPlaylist(name: "New Playlist 1", songs: [0])])
    let samples = [UserData(), data].map { Array(UserDataCodec.encode($0).utf8) }
    var clean = 0
    fuzz("user data codec", count: 60_000) { i in
      let decoded = UserDataCodec.decode(mutator.input(from: samples))
      let d = decoded.data
      if decoded.isClean { clean += 1 }
      #expect(
        d.songs.allSatisfy { ($0.rating ?? 0) <= 5 && $0.plays >= 0 && $0.skips >= 0 && !$0.key.path.isEmpty },
        "input \(i)")
      #expect((d.onTheGo + d.playlists.flatMap(\.songs)).allSatisfy(d.songs.indices.contains), "input \(i)")
      #expect(d.playlists.allSatisfy { TextWidth.sanitized($0.name) == $0.name }, "input \(i)")
      #expect(UserDataCodec.decode(Array(UserDataCodec.encode(d).utf8)).data == d, "input \(i) round trip")
    }
    #expect(clean > 0, "some mutations stay valid")
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
