import MusicLibrary
import Testing

/// Playlists and tag text are untrusted input from the music folder.
@Suite struct LibraryFuzzTests {
  @Test func playlistParser() {
    var mutator = Mutator(salt: 4)
    let samples = [
      "#EXTM3U\n#EXTINF:123,A - B\nsong.mp3\n../x/y.flac\r\nfile:///srv/a%20b.ogg\n",
      "\u{FEFF}C:\\Music\\a.mp3\n/abs/path.wav\n  spaced.mp3  \n",
    ].map { Array($0.utf8) }
    let folder = RawPath("/music/lists")
    fuzz("playlist parser", count: 40_000) { i in
      for entry in PlaylistParser.entries(in: mutator.input(from: samples, noiseUpTo: 2048), folder: folder) {
        #expect(entry.path.bytes.first == 0x2F, "input \(i): \(entry.path.display) is absolute")
        #expect(!entry.path.bytes.contains(0x0A) && !entry.path.bytes.contains(0x0D), "input \(i): one line each")
      }
    }
  }

  @Test func tagText() {
    var mutator = Mutator(salt: 5)
    let samples = ["  Song \u{1B}[31mred\u{1B}[0m\n", "\u{7}Ünïcødé\u{0}\u{9B}", "🎉 Party 👨‍👩‍👧 "].map { Array($0.utf8) }
    fuzz("tag text", count: 40_000) { i in
      let clean = TagText.clean(String(decoding: mutator.input(from: samples, noiseUpTo: 64), as: UTF8.self))
      #expect(!clean.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "input \(i)")
      #expect(clean == TagText.clean(clean), "input \(i): cleaning twice changes nothing")
      #expect(clean.first?.isWhitespace != true && clean.last?.isWhitespace != true, "input \(i): trimmed")
    }
  }
}
