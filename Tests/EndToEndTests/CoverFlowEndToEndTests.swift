import Foundation
import Testing

/// Cover Flow with the real binary in tmux: the slide, the flip to the album's tracks, playing
/// one from the back; and that inside tmux no graphics escape is ever written.
@Suite(.serialized) struct CoverFlowEndToEndTests {
  /// Three albums of three short tagged FLAC files (one cover as a file beside its tracks).
  static func makeLibrary(in scratch: Scratch) throws -> String {
    let root = try scratch.directory("music")
    for (a, album) in ["Alpha Waves", "Beta Blocks", "Gamma Glow"].enumerated() {
      let dir = try scratch.directory("music/\(album)")
      for t in 1...3 {
        _ = try Audio.makeTrack(
          flacPath: "\(dir)/0\(t).flac", seconds: 2, synth: ["sine", "\(300 + 100 * a + 20 * t)"],
          title: "\(album.split(separator: " ")[0]) Song \(t)", artist: "Band \(a)", album: album, track: t)
      }
    }
    return root
  }

  @Test func slideFlipAndPlayFromTheBackOfTheCover() throws {
    let scratch = try Scratch()
    let library = try Self.makeLibrary(in: scratch)
    let app = try TmuxDriver(
      arguments: ["--library", library], width: 80, height: 24, environment: scratch.xdgEnvironment)
    defer { app.stop() }
    try app.waitUntilReady()
    #expect(app.waitFor { $0.joined().contains("Music") })
    try app.send(key: "Enter")  // Music
    try app.send(key: "Enter")  // Cover Flow
    #expect(app.waitFor(timeout: 15) { $0.joined().contains("Alpha Waves") && $0.joined().contains("Band 0") })
    try app.send(key: "Down")
    #expect(app.waitFor { $0.joined().contains("Beta Blocks") && $0.joined().contains("Band 1") })
    try app.send(key: "Enter")  // turn the cover round
    #expect(app.waitFor { s in (1...3).allSatisfy { s.joined().contains("Beta Song \($0)") } })
    try app.send(key: "Down")
    try app.send(key: "Enter")  // play from the second track
    #expect(app.waitFor(timeout: 10) { $0.joined().contains("Now Playing") && $0.joined().contains("Beta Song 2") })
    try app.send(key: "Escape")  // back to the cover's back
    #expect(app.waitFor { $0.joined().contains("Beta Song 3") })
    try app.send(key: "Escape")  // turn it back to the front
    #expect(app.waitFor { !$0.joined().contains("Beta Song 3") && $0.joined().contains("Beta Blocks") })
    try app.send(key: "Escape")
    #expect(app.waitFor { $0.joined().contains("Cover Flow") && $0.joined().contains("Playlists") })
  }

  /// Every byte the program writes is recorded by `script` between it and tmux; with tmux's
  /// TMUX variable set (as tmux sets it) nothing graphic goes out: no kitty APC, no sixel DCS,
  /// no cell-size question. The same recorder outside tmux does see the probe, so it would
  /// have seen them.
  @Test(arguments: [true, false]) func insideTmuxNoGraphicsEscapeIsWritten(insideTmux: Bool) throws {
    let scratch = try Scratch()
    let library = try Self.makeLibrary(in: scratch)
    let typescript = scratch.path("typescript")
    let wrapper = scratch.path("record.sh")
    // The program's words go through a file, so `script -c` needs no quoting; xargs with -a
    // leaves the terminal as the program's stdin.
    try """
    out=$1; shift
    printf '%s\\0' "$@" > "$out.argv"
    echo $$ > "$out.pid"
    exec script -qfe -c "xargs -0 -a $out.argv env" "$out"
    """.write(toFile: wrapper, atomically: true, encoding: .utf8)
    var environment = scratch.xdgEnvironment
    if insideTmux { environment["TMUX"] = "/tmp/tmux-0/default,1,0" }
    let app = try TmuxDriver(
      arguments: ["--library", library], width: 100, height: 40, environment: environment,
      launcher: ["sh", wrapper, typescript])
    defer {
      app.stop()
      // `script` outlives tmux's hang-up (its own pty keeps the program alive): ending it
      // hangs up on the program, which then quits, so no recorder is left running.
      if let text = try? String(contentsOfFile: typescript + ".pid", encoding: .utf8),
        let recorder = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)), recorder > 0
      {
        kill(recorder, SIGKILL)
      }
    }
    #expect(app.waitFor(timeout: 15) { $0.joined().contains("Music") })
    #expect(app.poll(timeout: 10) { app.events().contains { $0.hasPrefix("graphics") } })
    try app.send(key: "Enter")
    try app.send(key: "Enter")
    #expect(app.waitFor(timeout: 15) { $0.joined().contains("Alpha Waves") })
    try app.send(key: "Down")
    #expect(app.waitFor { $0.joined().contains("Beta Blocks") })
    let written = (try? Data(contentsOf: URL(fileURLWithPath: typescript))) ?? Data()
    let bytes = [UInt8](written)
    func contains(_ s: String) -> Bool {
      let needle = Array(s.utf8)
      guard bytes.count >= needle.count else { return false }
      return (0...(bytes.count - needle.count)).contains { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
    #expect(bytes.count > 1000)  // the frames were recorded
    if insideTmux {
      #expect(!contains("\u{1B}_G"))
      #expect(!contains("\u{1B}[16t"))
      #expect(!contains("\u{1B}P9;1;0q") && !contains("\u{1B}P0;1;0q"))
      #expect(app.events().contains("graphics blocks (not asked)"))
    } else {
      #expect(contains("\u{1B}_Gi=31"))  // the probe went out; tmux answered DA1 without sixel
      #expect(app.events().contains("graphics blocks"))
    }
  }
}
