import Testing

@testable import WheelCore

/// Videos through the core: the menu, playing full screen, frames as events, the wheel, MENU.
@Suite struct VideoScreenTests {
  static let items = [
    VideoItem(path: "/v/Movies/clip.mp4", title: "Test Pattern", kind: .movie, duration: 20),
    VideoItem(path: "/v/mv.mp4", title: "Song", kind: .musicVideo, artist: "Band", duration: 180),
    VideoItem(path: "/v/ep.mp4", title: "Pilot", kind: .tvShow, show: "Patterns", season: 1, episode: 1),
  ]

  /// Main menu > Videos, with the library listed.
  func videos(size: Size = Size(width: 100, height: 40), theme: ThemeChoice = .white) -> AppState {
    var app = state(size: size, theme: theme, [.video(.listed(Self.items)), key(.down), key(.down), key(.enter)])
    #expect(app.screen == .videos)
    _ = app.update(.ticked(at: 1))
    return app
  }

  /// Videos > Movies > the first movie, playing.
  func playing(size: Size = Size(width: 100, height: 40), theme: ThemeChoice = .white) -> (AppState, [Effect]) {
    var app = videos(size: size, theme: theme)
    _ = app.update(key(.enter, at: 1))
    let effects = app.update(key(.enter, at: 1))
    return (app, effects)
  }

  static func frame(_ pts: Double, generation: Int, color: RGB = RGB(0xFF0000)) -> VideoFrame {
    let picture = Picture(width: 8, height: 6, pixels: (0..<48).map { $0 % 8 < 4 ? color : RGB(0x0000FF) })!
    return VideoFrame(path: items[0].path, pts: pts, picture: picture, generation: generation)
  }

  @Test func videosMenuListsTheKindsOrSaysNoVideos() {
    let empty = state([key(.down), key(.down), key(.enter)])
    #expect(Renderer.render(empty).text.contains("No videos"))
    let app = videos()
    #expect(
      app.content.map { c in (0..<c.count).map { c.row($0).label } } == [
        "Movies", "Music Videos", "TV Shows", "Video Podcasts", "Video Playlists", "Video Settings",
      ])
    var shows = app
    _ = shows.update(key(.down))
    _ = shows.update(key(.down))
    _ = shows.update(key(.enter))
    #expect(shows.screen == .videoList(.tvShows))
    _ = shows.update(key(.enter))
    #expect(shows.screen.home.title(in: shows) == "Patterns")
    #expect(shows.content?.row(0).detail == "S1 E1")
  }

  @Test func choosingAMovieAsksForItsFramesAtTheDisplaysPixelSize() {
    let (app, effects) = playing()
    #expect(app.screen == .videoPlayer)
    let display = app.layout.display
    #expect(
      effects.contains(
        .video(.play(path: Self.items[0].path, at: 0, width: display.width, height: display.height * 2, generation: 1)))
    )
    #expect(app.videos.player.status == .loading)
  }

  @Test func musicPlayingBeforeIsPausedAndUnloaded() {
    var app = LibraryFixtures.app()
    _ = app.update(.video(.listed(Self.items)))
    _ = app.update(key(.enter))
    _ = app.update(key(.down))
    _ = app.update(key(.down))
    _ = app.update(key(.down))
    _ = app.update(key(.down))
    _ = app.update(key(.down))
    _ = app.update(key(.enter))  // Songs
    _ = app.update(key(.enter))  // play the first
    #expect(app.player.status == .playing)
    _ = app.update(key(.escape))
    _ = app.update(key(.escape))
    _ = app.update(key(.escape))
    _ = app.update(key(.down))
    _ = app.update(key(.down))
    _ = app.update(key(.enter))
    _ = app.update(key(.enter))
    let effects = app.update(key(.enter))
    #expect(app.screen == .videoPlayer)
    #expect(app.player.status == .paused && !app.player.loaded)
    #expect(effects.contains { if case .video(.play) = $0 { true } else { false } })
  }

  @Test func framesOfTheCurrentGenerationAreShownOthersIgnored() {
    var (app, _) = playing()
    _ = app.update(.video(.started(path: Self.items[0].path, duration: 20, width: 640, height: 360)))
    #expect(app.videos.player.status == .playing)
    _ = app.update(.video(.frame(Self.frame(0.5, generation: 1))))
    #expect(app.videos.player.position == 0.5 && app.videos.player.framesShown == 1)
    _ = app.update(.video(.frame(Self.frame(0.9, generation: 0))))  // from before a seek
    #expect(app.videos.player.position == 0.5)
    // The picture is drawn in half blocks with the frame's colours.
    let grid = Renderer.render(app)
    let rect = VideoPainter.pictureRect(Self.frame(0, generation: 1).picture, in: app.layout.display)
    #expect(grid[rect.x, rect.y].art?.top == RGB(0xFF0000))
    #expect(grid[rect.maxX - 1, rect.y].art?.top == RGB(0x0000FF))
  }

  @Test func pauseResumeSeekAndVolume() {
    var (app, _) = playing()
    _ = app.update(.video(.frame(Self.frame(4, generation: 1))))
    #expect(app.update(key(.space, at: 2)) == [.click("Classic"), .video(.pause)])
    #expect(app.videos.player.status == .paused)
    #expect(app.update(key(.space, at: 3)) == [.click("Classic"), .video(.resume)])
    // The wheel is the volume, as on Now Playing.
    let volume = app.settings.volume
    let turned = app.update(key(.down, at: 4))
    #expect(app.settings.volume == volume + 1)
    #expect(turned.contains(.setVolume(app.musicGain)))
    // The center switches to scrubbing: 1% of the video a step, at least a second.
    _ = app.update(key(.enter, at: 5))
    #expect(app.videos.player.wheelMode == .scrub)
    #expect(app.update(key(.down, at: 5)) == [.video(.seek(to: 5, generation: 2))])
    #expect(Renderer.render(app).text.contains("Scrubbing"))
    // ⏭ jumps ten seconds; music transport is left alone.
    #expect(app.update(key(.character("n"), at: 6)) == [.click("Classic"), .video(.seek(to: 15, generation: 3))])
    // Scrub mode ends after a few idle seconds.
    _ = app.update(.ticked(at: 6 + PlayerState.scrubIdleSeconds))
    #expect(app.videos.player.wheelMode == .volume)
  }

  @Test func menuStopsTheVideoAndLeaves() {
    var (app, _) = playing()
    let effects = app.update(key(.escape, at: 2))
    #expect(effects.contains(.video(.stop)))
    #expect(app.screen == .videoList(.movies))
    #expect(app.videos.player.item == nil)
  }

  @Test func theEndOrAFailureLeavesTheScreen() {
    var (app, _) = playing()
    #expect(app.update(.video(.finished(path: Self.items[0].path))) == [.video(.stop)])
    #expect(app.screen == .videoList(.movies))
    var (broken, _) = playing()
    _ = broken.update(.video(.failed(path: Self.items[0].path, reason: "no video stream")))
    #expect(broken.screen == .videoList(.movies))
    #expect(broken.notice?.text == "Can't play Test Pattern: no video stream")
  }

  @Test func aResizeAsksForFramesOfTheNewSize() {
    var (app, _) = playing()
    let effects = app.update(.resized(Size(width: 80, height: 24)))
    let box = app.videoPixelBox
    #expect(effects == [.video(.resize(width: box.width, height: box.height))])
  }

  @Test(arguments: [
    (Size(width: 100, height: 40), ThemeChoice.white), (Size(width: 80, height: 24), .black),
    (Size(width: 20, height: 8), .white),
  ])
  func goldenVideoScreens(size: Size, theme: ThemeChoice) {
    var (app, _) = playing(size: size, theme: theme)
    _ = app.update(.video(.started(path: Self.items[0].path, duration: 20, width: 640, height: 360)))
    let box = app.videoPixelBox
    let w = min(box.width, box.height * 16 / 9)
    let h = min(box.height, box.width * 9 / 16)
    let bars = [
      RGB(0xFFFFFF), RGB(0xFFFF00), RGB(0x00FFFF), RGB(0x00FF00), RGB(0xFF00FF), RGB(0xFF0000), RGB(0x0000FF),
    ]
    let picture = Picture(width: w, height: h, pixels: (0..<(w * h)).map { bars[($0 % w) * bars.count / w] })!
    _ = app.update(.video(.frame(VideoFrame(path: Self.items[0].path, pts: 7, picture: picture, generation: 1))))
    _ = app.update(.ticked(at: 1.5))
    let name = "video-\(theme == .white ? "white" : "black")-\(size.width)x\(size.height)"
    assertScreen(app, named: name)
  }
}
