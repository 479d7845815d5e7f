import Testing

@testable import WheelCore

/// Now Playing's album-art page (the center's cycle: volume → scrub → art → rating → lyrics,
/// as on the 5G) and the iPod on its side, where the art takes the left half of the display.
@Suite struct NowPlayingPagesTests {
  /// A cover with a shape: dark at the top left, light at the bottom right.
  static let cover: Picture = {
    var pixels: [RGB] = []
    for y in 0..<8 {
      for x in 0..<8 { pixels.append(RGB(r: UInt8(x * 32), g: UInt8(y * 32), b: 0x80)) }
    }
    return Picture(width: 8, height: 8, pixels: pixels)!
  }()

  /// Abbey Road's first song playing, 83 s in.
  static func playing(size: Size, theme: ThemeChoice = .white) -> AppState {
    var app = LibraryFixtures.app(size: size, theme: theme)
    app.openMusic(3)
    _ = app.update(key(.enter))
    _ = app.update(key(.enter))
    _ = app.update(.playbackProgressed(path: app.currentTrack!.path, seconds: 83))
    return app
  }

  /// The covers the effects ask for: key, width and height in pixels.
  static func loads(_ effects: [Effect]) -> [(String, Int, Int)] {
    effects.compactMap { if case .loadCover(let key, _, let w, let h) = $0 { (key, w, h) } else { nil } }
  }

  /// Presses the center `times` times; the effects of the last press.
  @discardableResult
  static func center(_ app: inout AppState, times: Int) -> [Effect] {
    var effects: [Effect] = []
    for _ in 0..<times { effects = app.update(key(.enter, at: 1)) }
    return effects
  }

  @Test func theArtPageComesAfterScrubbingAndBeforeTheRating() {
    var app = Self.playing(size: Size(width: 120, height: 40))
    for expected: PlayerState.WheelMode in [.scrub, .art, .rating, .volume] {
      Self.center(&app, times: 1)
      #expect(app.player.wheelMode == expected)
    }
  }

  @Test func theArtPageAsksForTheCoverAtTheDisplaysFullSize() {
    var app = Self.playing(size: Size(width: 120, height: 40))
    let effects = Self.center(&app, times: 2)
    let big = app.layout.nowPlayingBigArt
    let body = app.layout.body
    #expect(big.height == body.height && big.width == 2 * big.height)
    #expect(abs((big.x - body.x) - (body.maxX - big.maxX)) <= 1)  // centered
    let key = NowPlayingScreen.artPageKey(app.currentTrack!)
    #expect(Self.loads(effects).map(\.0) == [key])
    #expect(Self.loads(effects).first.map { $0.1 == big.width && $0.2 == big.height * 2 } == true)
    _ = app.update(.coverLoaded(key: key, picture: Self.cover))
    let grid = Renderer.render(app)
    // Top left dark red, bottom right bright: the picture fills the rectangle the right way up.
    let first = grid[big.x, big.y].art!.top
    let last = grid[big.maxX - 1, big.maxY - 1].art!.bottom
    #expect(first.r < 0x20 && first.g < 0x20 && last.r > 0xC0 && last.g > 0xC0)
  }

  @Test func aSongWithoutArtSaysSo() {
    var app = Self.playing(size: Size(width: 120, height: 40))
    let effects = Self.center(&app, times: 2)
    _ = app.update(.coverLoaded(key: Self.loads(effects)[0].0, picture: nil))
    let text = Renderer.render(app).text
    #expect(text.contains("No artwork"))
    #expect(!text.contains("Come Together"))
  }

  @Test func thePageStaysUntilMenuOrTheCenter() {
    var app = Self.playing(size: Size(width: 120, height: 40))
    Self.center(&app, times: 2)
    _ = app.update(.ticked(at: 60))  // scrubbing would have gone back to the volume by now
    #expect(app.player.wheelMode == .art && app.screen == .nowPlaying)
    _ = app.update(key(.escape, at: 61))
    #expect(app.player.wheelMode == .volume && app.screen == .nowPlaying)
    _ = app.update(key(.escape, at: 62))
    #expect(app.screen != .nowPlaying)
  }

  @Test(arguments: [ThemeChoice.white, .black])
  func artPage(theme: ThemeChoice) {
    var app = Self.playing(size: Size(width: 120, height: 40), theme: theme)
    let effects = Self.center(&app, times: 2)
    _ = app.update(.coverLoaded(key: Self.loads(effects)[0].0, picture: Self.cover))
    assertScreen(app, named: "now-playing-art-\(theme.rawValue.lowercased())-120x40", pixels: true)
  }

  @Test(arguments: [ThemeChoice.white, .black])
  func noArtworkPage(theme: ThemeChoice) {
    var app = Self.playing(size: Size(width: 160, height: 30), theme: theme)
    let effects = Self.center(&app, times: 2)
    _ = app.update(.coverLoaded(key: Self.loads(effects)[0].0, picture: nil))
    assertScreen(app, named: "now-playing-no-artwork-\(theme.rawValue.lowercased())-160x30")
  }

  /// The 120x40 upright iPod: art at the left, the song beside it, the bar across.
  @Test(arguments: [ThemeChoice.white, .black])
  func upright(theme: ThemeChoice) {
    var app = Self.playing(size: Size(width: 120, height: 40), theme: theme)
    _ = app.update(.coverLoaded(key: NowPlayingScreen.coverKey(app.currentTrack!), picture: Self.cover))
    assertScreen(app, named: "now-playing-\(theme.rawValue.lowercased())-120x40", pixels: true)
  }

  /// On its side the display is wider than tall: the art fills the left half, the song, its
  /// place and the bar the right half, so no half is left empty.
  @Test(arguments: [ThemeChoice.white, .black])
  func landscape(theme: ThemeChoice) {
    var app = Self.playing(size: Size(width: 160, height: 30), theme: theme)
    #expect(app.layout.form == .landscape)
    _ = app.update(.coverLoaded(key: NowPlayingScreen.coverKey(app.currentTrack!), picture: Self.cover))
    let body = app.layout.body
    let half = body.x + body.width / 2
    let art = app.layout.nowPlayingArt!
    #expect(art.x >= body.x && art.maxX <= half && art.height >= body.height / 2)
    let grid = Renderer.render(app)
    let rows = (body.y..<body.maxY).map { y in
      (y, String((body.x..<body.maxX).map { grid[$0, y].character }))
    }
    for needle in ["Come Together", "The Beatles", "Abbey Road", "1 of 2", "1:23", "━"] {
      let found = rows.first { $0.1.contains(needle) }
      #expect(found != nil, "\(needle)")
      if let (y, _) = found {
        let x = (body.x..<body.maxX).first { grid[$0, y].character == needle.first! && $0 >= half }
        #expect(x != nil, "\(needle) in the right half")
      }
    }
    assertScreen(app, named: "now-playing-\(theme.rawValue.lowercased())-160x30", pixels: true)
  }
}
