import Foundation
import Testing
import WheelCore

/// A private folder for one test's files (libraries, config homes shared by two runs of the
/// program), removed when the test lets go of it.
final class Scratch {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("ipodtui-e2e-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Removed now, and again when the test process ends: a program still running on these
  /// files (its driver not yet stopped) may write into them after this.
  deinit {
    try? FileManager.default.removeItem(at: url)
    Self.leftovers.add(url)
  }

  private static let leftovers: Leftovers = {
    atexit { Scratch.leftovers.removeAll() }
    return Leftovers()
  }()

  /// `name` inside the folder (not created).
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// Creates the folder `name` (and its parents) and returns its path.
  @discardableResult
  func directory(_ name: String) throws -> String {
    try FileManager.default.createDirectory(atPath: path(name), withIntermediateDirectories: true)
    return path(name)
  }

  /// The XDG homes two runs of the program share, so the second sees what the first saved.
  var xdgEnvironment: [String: String] {
    [
      "HOME": path("home"), "XDG_CONFIG_HOME": path("config"), "XDG_STATE_HOME": path("state"),
      "XDG_CACHE_HOME": path("cache"), "XDG_DATA_HOME": path("data"),
    ]
  }

  /// `$XDG_CONFIG_HOME/ipodtui/settings.conf` of `xdgEnvironment`.
  var settingsPath: String { path("config/ipodtui/settings.conf") }

  /// Writes a settings file (SettingsCodec's format: `key = value` lines and `end`).
  func writeSettings(_ lines: [String]) throws {
    try directory("config/ipodtui")
    try (["version = 1"] + lines + ["end"]).joined(separator: "\n").appending("\n")
      .write(toFile: settingsPath, atomically: true, encoding: .utf8)
  }
}

/// Folders to remove when the test process exits.
final class Leftovers: @unchecked Sendable {
  private var urls: [URL] = []
  private let lock = NSLock()

  func add(_ url: URL) {
    lock.lock()
    defer { lock.unlock() }
    urls.append(url)
  }

  func removeAll() {
    lock.lock()
    defer { lock.unlock() }
    for url in urls { try? FileManager.default.removeItem(at: url) }
    urls.removeAll()
  }
}

/// ALSA's `file` plugin as the default PCM (PLATFORM.md): every sample the program writes
/// lands in `rawPath` as S16_LE stereo, exactly. The tail is flushed when the program closes
/// its PCM, so the file is complete only after the program has quit.
struct AlsaFileDevice {
  let configPath: String
  let rawPath: String

  /// Where the clicks go when `separateClicks` defined `ipodtui_click` (else nil).
  let clickPath: String?

  /// With `separateClicks`, a second file device named `ipodtui_click` takes the clicks.
  init(in scratch: Scratch, separateClicks: Bool = false) throws {
    configPath = scratch.path("alsa-test.conf")
    rawPath = scratch.path("out.raw")
    clickPath = separateClicks ? scratch.path("clicks.raw") : nil
    var config = """
      pcm.!default { type file; slave.pcm "null"; file "\(rawPath)"; format "raw" }
      """
    if let clickPath {
      config += "\npcm.ipodtui_click { type file; slave.pcm \"null\"; file \"\(clickPath)\"; format \"raw\" }\n"
    }
    try config.write(toFile: configPath, atomically: true, encoding: .utf8)
  }

  var environment: [String: String] { ["ALSA_CONFIG_PATH": "/usr/share/alsa/alsa.conf:\(configPath)"] }

  /// The samples written so far (all of them once the program has quit).
  func samples() -> [Int16] {
    guard let data = FileManager.default.contents(atPath: rawPath) else { return [] }
    return Audio.int16s(data)
  }

  /// Bytes on disk now (ALSA's file plugin writes in blocks; the tail comes at close).
  func byteCount() -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: rawPath))?[.size] as? Int) ?? 0
  }
}

/// Sounds and tracks made for the tests, and their samples.
enum Audio {
  /// The repository's `sounds/click-NAME.wav` (mono) as the engine plays it: each sample on
  /// both channels.
  static func click(_ name: String) throws -> [Int16] {
    let wav = try WAV(path: Package.root.appendingPathComponent("sounds/click-\(name).wav").path)
    precondition(wav.channels == 1 && wav.sampleRate == 44_100)
    return wav.samples.flatMap { [$0, $0] }
  }

  static func int16s(_ data: Data) -> [Int16] {
    data.withUnsafeBytes { raw in
      (0..<(raw.count / 2)).map { Int16(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 2, as: Int16.self)) }
    }
  }

  /// Makes a 44.1 kHz stereo 16-bit WAV with sox (`synth` arguments give the signal), encodes
  /// it losslessly as a tagged FLAC at `flacPath`, and returns the WAV's samples: what
  /// FFmpeg must decode from the FLAC.
  static func makeTrack(
    flacPath: String, seconds: Double, synth: [String], title: String, artist: String = "Tester",
    album: String = "Known Signals", track: Int
  ) throws -> [Int16] {
    let wavPath = flacPath + ".source.wav"
    defer { unlink(wavPath) }
    try sox(
      ["-D", "-n", "-r", "44100", "-c", "2", "-b", "16", wavPath, "synth", String(seconds)] + synth + ["gain", "-3"])
    try sox([
      "-D", wavPath, "--comment", "TITLE=\(title)", "--add-comment", "ARTIST=\(artist)",
      "--add-comment", "ALBUM=\(album)", "--add-comment", "TRACKNUMBER=\(track)", flacPath,
    ])
    let wav = try WAV(path: wavPath)
    precondition(wav.channels == 2 && wav.sampleRate == 44_100)
    return wav.samples
  }

  /// A folder of `count` tiny tagged FLAC files titled "Song 000000", "Song 000001", …
  /// (scripts/make-corpus.sh).
  static func makeCorpus(_ count: Int, in dir: String) throws {
    let result = try Shell.run([Package.root.appendingPathComponent("scripts/make-corpus.sh").path, "\(count)", dir])
    guard result.status == 0 else { throw FixtureError.failed("make-corpus.sh", result.stderr) }
  }

  static func sox(_ arguments: [String]) throws {
    let result = try Shell.run(["sox"] + arguments)
    guard result.status == 0 else {
      throw FixtureError.failed("sox \(arguments.joined(separator: " "))", result.stderr)
    }
  }

  /// The 16-bit sample the mixer makes from `sample` at volume `steps` of
  /// `Settings.volumeSteps` (gain (v/25)² in Q15, rounded; `(x * gain) >> 15`).
  static func scaled(_ sample: Int16, volume steps: Int, limit: Int = 100) -> Int16 {
    let v = Double(steps) / Double(Settings.volumeSteps)
    let gain = Int32((v * v * Double(limit) / 100 * 32_768).rounded())
    return Int16(clamping: (Int32(sample) * gain) >> 15)
  }
}

/// A 16-bit PCM WAV file's format and samples (a small RIFF reader, enough for sox's output
/// and the repository's sounds).
struct WAV {
  var channels = 0
  var sampleRate = 0
  var samples: [Int16] = []

  init(path: String) throws {
    guard let data = FileManager.default.contents(atPath: path), data.count >= 12,
      String(decoding: data[0..<4], as: UTF8.self) == "RIFF", String(decoding: data[8..<12], as: UTF8.self) == "WAVE"
    else { throw FixtureError.failed("read \(path)", "not a WAV file") }
    let bytes = [UInt8](data)
    func u32(_ at: Int) -> Int {
      Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
    }
    func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
    var offset = 12
    var bits = 0
    while offset + 8 <= bytes.count {
      let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
      let size = u32(offset + 4)
      let body = offset + 8
      if id == "fmt " {
        channels = u16(body + 2)
        sampleRate = u32(body + 4)
        bits = u16(body + 14)
      } else if id == "data" {
        let end = min(bytes.count, body + size)
        samples = Audio.int16s(Data(bytes[body..<end]))
      }
      offset = body + size + (size & 1)
    }
    guard bits == 16, channels > 0 else { throw FixtureError.failed("read \(path)", "not 16-bit PCM") }
  }
}

enum FixtureError: Error, CustomStringConvertible {
  case failed(String, String)
  var description: String {
    switch self {
    case .failed(let what, let why): "\(what) failed: \(why)"
    }
  }
}

// MARK: - Reading the screen with its colours

/// The pane as cells with their colours (`capture-pane -e`), so a test can tell the highlighted
/// row from the others without knowing the theme's colours.
struct StyledScreen {
  struct Cell: Equatable {
    var character: Character = " "
    /// The background (and reverse video) in force, as the SGR parameters that set it.
    var background = ""
    var bold = false
  }

  let rows: [[Cell]]

  init(capture: String) {
    rows = capture.split(separator: "\n", omittingEmptySubsequences: false).map { Self.parse(String($0)) }
  }

  /// One line of `capture-pane -p -e` output: text with SGR sequences.
  private static func parse(_ line: String) -> [Cell] {
    var cells: [Cell] = []
    var style = Cell()
    var reverse = false
    var background = "default"
    var chars = Array(line)[...]
    while let c = chars.first {
      chars = chars.dropFirst()
      if c == "\u{1B}", chars.first == "[" {
        chars = chars.dropFirst()
        var params = ""
        while let p = chars.first, !p.isLetter {
          params.append(p)
          chars = chars.dropFirst()
        }
        let final = chars.first
        chars = chars.dropFirst()
        guard final == "m" else { continue }
        var codes = params.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
        if codes.isEmpty { codes = [0] }
        while let code = codes.first {
          codes = codes.dropFirst()
          switch code {
          case 0:
            style.bold = false
            reverse = false
            background = "default"
          case 1: style.bold = true
          case 22: style.bold = false
          case 7: reverse = true
          case 27: reverse = false
          case 49: background = "default"
          case 40...47, 100...107: background = "\(code)"
          case 38, 48:
            // 38;5;N or 38;2;R;G;B: skip the colour's parameters (only backgrounds are kept).
            let count = codes.first == 5 ? 2 : codes.first == 2 ? 4 : 0
            let value = codes.prefix(count).map(String.init).joined(separator: ";")
            codes = codes.dropFirst(count)
            if code == 48 { background = value }
          default: break
          }
        }
        style.background = background + (reverse ? "+reverse" : "")
        continue
      }
      var cell = style
      cell.character = c
      if cell.background.isEmpty { cell.background = background + (reverse ? "+reverse" : "") }
      cells.append(cell)
      // A wide character covers two cells; tmux prints it once.
      if TextWidth.of(c) == 2 { cells.append(cell) }
    }
    return cells
  }

  func cell(x: Int, y: Int) -> Cell? {
    guard rows.indices.contains(y), rows[y].indices.contains(x) else { return nil }
    return rows[y][x]
  }

  /// The text of row `y` between columns `x0` and `x1` (exclusive), trimmed.
  func text(y: Int, from x0: Int, to x1: Int) -> String {
    guard rows.indices.contains(y) else { return "" }
    let row = rows[y]
    var out = ""
    var x = x0
    while x < min(x1, row.count) {
      out.append(row[x].character)
      x += TextWidth.of(row[x].character) == 2 ? 2 : 1
    }
    return out.trimmingCharacters(in: .whitespaces)
  }
}

extension TmuxDriver {
  func styledScreen() throws -> StyledScreen {
    StyledScreen(capture: try tmux(["capture-pane", "-p", "-e", "-t", target]))
  }

  /// The layout the program uses for the pane's current size.
  func layout() throws -> Layout {
    let size = try format("#{pane_width} #{pane_height}").split(separator: " ").compactMap { Int($0) }
    return Layout(size: Size(width: size[0], height: size[1]))
  }

  /// The list rows of the display (below the title bar) as text, top to bottom.
  func listRows() throws -> [String] {
    let layout = try layout()
    let screen = try styledScreen()
    let s = layout.display
    return (s.y + 1..<s.y + s.height).map { screen.text(y: $0, from: s.x, to: s.x + s.width) }
  }

  /// The text of the highlighted list row: the one row whose background differs from the
  /// background most list rows share. nil when there is none, or more than one.
  func selectedRow() throws -> String? {
    let layout = try layout()
    let screen = try styledScreen()
    let s = layout.display
    let rows = Array(s.y + 1..<s.y + s.height)
    let backgrounds = rows.map { screen.cell(x: s.x + 1, y: $0)?.background ?? "" }
    var counts: [String: Int] = [:]
    for b in backgrounds { counts[b, default: 0] += 1 }
    guard let usual = counts.max(by: { $0.value < $1.value })?.key else { return nil }
    let marked = zip(rows, backgrounds).filter { $0.1 != usual }.map {
      screen.text(y: $0.0, from: s.x, to: s.x + s.width)
    }
    .filter { !$0.isEmpty }
    return marked.count == 1 ? marked[0] : nil
  }

  /// The display's title bar (its first row) as text.
  func titleBar() throws -> String {
    let layout = try layout()
    let s = layout.display
    return try styledScreen().text(y: s.y, from: s.x, to: s.x + s.width)
  }

  /// The title bar's words, without the power mark at its right (a battery, or ↯ on a
  /// computer without one) that the bar always shows.
  func titleWords() throws -> String {
    let marks = Set("↯▕▏▎▍▌▋▊▉█".unicodeScalars)
    return String(String.UnicodeScalarView(try titleBar().unicodeScalars.filter { !marks.contains($0) }))
      .trimmingCharacters(in: .whitespaces)
  }

  /// The label of the highlighted row: its text up to the gap before the detail on the right
  /// ("Clicker" of "Clicker          On").
  func selectedLabel() throws -> String? {
    try selectedRow().map { row in
      String(row.components(separatedBy: "  ").first ?? row).trimmingCharacters(in: .whitespaces)
    }
  }

  /// Waits until the highlighted row's label is `expected`.
  @discardableResult
  func waitForSelection(_ expected: String, timeout: Double = 10) -> Bool {
    poll(timeout: timeout) { ((try? selectedLabel()) ?? nil) == expected }
  }

  /// A barrier: opens the help overlay and closes it again (`?`, then `?`), and waits for each.
  /// The frame after it reflects every event sent before it, so a test can then read a
  /// settled screen instead of catching one drawn halfway through a burst of input.
  /// The overlay is known by its first line, which shows at every size the tests use (its
  /// last line, "Any key closes this", scrolls out of sight once the keys outgrow the display).
  func settle(timeout: Double = 10) throws {
    let helpShown = { (rows: [String]) in rows.joined().contains("turn the wheel") }
    try type("?")
    guard waitFor(timeout: timeout, helpShown) else {
      throw DriverError.timeout("the help overlay (barrier)")
    }
    try type("?")
    guard waitFor(timeout: timeout, { !helpShown($0) }) else {
      throw DriverError.timeout("the help overlay to close (barrier)")
    }
  }

  /// Main menu > Music > Songs, waiting until the library has loaded and lists `title`.
  func openSongs(listing title: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try send(key: "Enter")
    #expect(waitForSelection("Cover Flow"), sourceLocation: sourceLocation)
    for _ in 0..<5 { try send(key: "Down") }
    #expect(waitForSelection("Songs"), sourceLocation: sourceLocation)
    try send(key: "Enter")
    #expect(waitFor(timeout: 20) { $0.joined().contains(title) }, "\(title) listed", sourceLocation: sourceLocation)
  }

  /// Sends `key` and waits until the highlighted row becomes `expected`: one step, spaced from
  /// the next (each click sounds on its own, not mixed with another).
  func step(_ key: String, expecting expected: String) throws {
    try send(key: key)
    guard waitForSelection(expected) else {
      throw DriverError.timeout("the selection to become \(expected) (now \(((try? selectedRow()) ?? nil) ?? "none"))")
    }
  }
}
