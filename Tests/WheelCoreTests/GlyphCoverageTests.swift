import Testing

@testable import WheelCore

/// Every glyph the program draws itself (the frame, the wheel's labels, marks, bars, speakers)
/// is in DejaVu Sans Mono, Debian's default monospace font (`fonts-dejavu-core`): an emoji
/// speaker showed as an empty box in an xterm without a colour emoji font (issue 26). The
/// user's own text (tags, file names) is theirs and is left out.
@Suite struct GlyphCoverageTests {
  typealias Ring = RingOnEveryScreenTests
  static let fontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"

  /// What the samples draw: every screen, both themes, Now Playing with its volume bar,
  /// rating stars and scrub mode, the help overlay, and the hold switch on.
  static func drawnCharacters() -> Set<Character> {
    var apps: [AppState] = []
    for theme in [ThemeChoice.white, .black] {
      for sample in ScreenSample.all {
        var app = Ring.on(sample)
        app.settings.theme = theme
        apps.append(app)
      }
      var playing = Ring.ready()
      playing.settings.theme = theme
      playing.push(.nowPlaying)
      _ = playing.update(.keyPressed(.down, time: playing.now))  // the volume bar
      apps.append(playing)
      var help = playing
      help.showingHelp = true
      apps.append(help)
      var held = playing
      held.extras.hold = true  // the title bar's hold mark
      apps.append(held)
    }
    var drawn = Set<Character>()
    for app in apps {
      let grid = Renderer.render(app)
      for cell in grid.cells where cell.art == nil && !cell.isContinuation { drawn.insert(cell.character) }
    }
    return drawn
  }

  /// The user's text in the sample library, by scalar (a cut title may show part of a
  /// cluster): whatever it holds is not ours to choose.
  static func usersScalars(_ app: AppState) -> Set<Unicode.Scalar> {
    var text = Set<Unicode.Scalar>()
    for track in app.library.index.tracks {
      for field in [track.title, track.artist, track.album, track.albumArtist, track.composer, track.genre, track.path]
      {
        text.formUnion(field.unicodeScalars)
      }
    }
    return text
  }

  @Test func everyGlyphOfOursIsInDejaVuSansMono() throws {
    let font = try #require(
      TrueTypeCharacterMap(path: Self.fontPath),
      "\(Self.fontPath) is needed (Debian's fonts-dejavu-core; scripts/install-deps.sh test installs it)")
    let users = Self.usersScalars(Ring.ready())
    let ours = Self.drawnCharacters().filter { !$0.unicodeScalars.allSatisfy(users.contains) }
    let missing = ours.filter { !$0.unicodeScalars.allSatisfy(font.contains) }
    #expect(
      missing.isEmpty,
      "not in DejaVu Sans Mono: \(missing.map { "\($0) U+\(String($0.unicodeScalars.first!.value, radix: 16, uppercase: true))" })"
    )
    // The check itself reads the font: the frame's corner is there, an emoji is not.
    #expect(font.contains("╭") && !font.contains("🔊"))
  }
}
