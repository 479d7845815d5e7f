import Testing

@testable import WheelCore

/// Videos > Video Settings, as on the 5G: Fit to Screen (the picture letterboxed whole, or
/// filling the display and cropped), Repeat and Shuffle, saved with the settings and followed
/// by the player when a video ends.
@Suite struct VideoSettingsTests {
  static let clips = [
    VideoItem(path: "/v/a.mp4", title: "Alpha", kind: .musicVideo, artist: "A", duration: 10),
    VideoItem(path: "/v/b.mp4", title: "Beta", kind: .musicVideo, artist: "B", duration: 10),
    VideoItem(path: "/v/c.mp4", title: "Gamma", kind: .musicVideo, artist: "C", duration: 10),
    VideoItem(path: "/v/d.mp4", title: "Delta", kind: .musicVideo, artist: "D", duration: 10),
  ]

  static func app(_ video: VideoSettings = VideoSettings(), size: Size = Size(width: 100, height: 40)) -> AppState {
    var settings = Settings()
    settings.video = video
    var app = state(size: size, settings: settings, [.video(.listed(clips))])
    app.push(.videos)
    return app
  }

  /// The path each `.video(.play)` effect asks for.
  static func played(_ effects: [Effect]) -> [String] {
    effects.compactMap { if case .video(.play(let path, _, _, _, _)) = $0 { path } else { nil } }
  }

  /// Plays Music Videos from `row`, then lets each video end; the paths played, in order.
  static func playThrough(_ app: inout AppState, from row: Int, ends: Int) -> [String] {
    var paths = Self.played(app.playVideo(.musicVideos, row: row))
    for _ in 0..<ends {
      guard let path = app.videos.player.item?.path else { break }
      paths += Self.played(app.update(.video(.finished(path: path))))
    }
    return paths
  }

  @Test func theSettingsAreSavedAndReadBack() throws {
    var settings = Settings()
    settings.video = VideoSettings(fit: .fill, repeatMode: .all, shuffle: true)
    let text = SettingsCodec.encode(settings)
    #expect(
      text.contains("video-fit = Fill") && text.contains("video-repeat = All") && text.contains("video-shuffle = on"))
    #expect(try SettingsCodec.decode(Array(text.utf8)).get().video == settings.video)
  }

  @Test func theVideosMenuOpensVideoSettingsWhoseRowsCycleAndSave() {
    var app = Self.app()
    let labels = (0..<app.content!.count).map { app.content!.row($0).label }
    #expect(labels.last == "Video Settings")
    app.push(.videoList(.settings))
    let rows = { (0..<app.content!.count).map { "\(app.content!.row($0).label): \(app.content!.row($0).detail)" } }
    #expect(rows() == ["Fit to Screen: On", "Repeat: Off", "Shuffle: Off"])
    let effects = app.update(key(.enter))
    #expect(app.settings.video.fit == .fill)
    #expect(effects.contains(.saveSettings(app.settings)))
    _ = app.update(key(.down))
    _ = app.update(key(.enter))
    _ = app.update(key(.down))
    _ = app.update(key(.enter))
    #expect(rows() == ["Fit to Screen: Off", "Repeat: One", "Shuffle: On"])
  }

  @Test func repeatOffPlaysOnThroughTheListAndStopsAtItsEnd() {
    var app = Self.app()
    #expect(Self.playThrough(&app, from: 2, ends: 2) == ["/v/c.mp4", "/v/d.mp4"])
    #expect(app.screen != .videoPlayer)
  }

  @Test func repeatOnePlaysTheSameVideoAgain() {
    var app = Self.app(VideoSettings(repeatMode: .one))
    #expect(Self.playThrough(&app, from: 1, ends: 3) == Array(repeating: "/v/b.mp4", count: 4))
    #expect(app.screen == .videoPlayer)
  }

  @Test func repeatAllGoesRoundTheList() {
    var app = Self.app(VideoSettings(repeatMode: .all))
    #expect(Self.playThrough(&app, from: 2, ends: 4) == ["/v/c.mp4", "/v/d.mp4", "/v/a.mp4", "/v/b.mp4", "/v/c.mp4"])
  }

  @Test func shufflePlaysEveryVideoOnceFromTheChosenOne() {
    var app = Self.app(VideoSettings(shuffle: true))
    let paths = Self.playThrough(&app, from: 1, ends: 4)
    #expect(paths.first == "/v/b.mp4")
    #expect(paths.count == 4 && Set(paths) == Set(Self.clips.map(\.path)))
    #expect(app.screen != .videoPlayer)
  }

  /// A wide frame: letterboxed whole with Fit to Screen on, filling the display (its sides
  /// cut off) with it off.
  @Test func fitShowsBarsAndFillCoversTheDisplay() {
    let wide = Picture(width: 40, height: 10, pixels: Array(repeating: RGB(0xFF0000), count: 400))!
    func blackCells(_ video: VideoSettings) -> Int {
      var app = Self.app(video)
      _ = app.playVideo(.musicVideos, row: 0)
      let frame = VideoFrame(path: "/v/a.mp4", pts: 1, picture: wide, generation: app.videos.player.generation)
      _ = app.update(.video(.frame(frame)))
      _ = app.update(.ticked(at: 60))  // the title and bar have gone
      let grid = Renderer.render(app)
      let display = app.layout.display
      var black = 0
      for y in display.y..<display.maxY {
        for x in display.x..<display.maxX where grid[x, y].art?.top == RGB(0) { black += 1 }
      }
      return black
    }
    #expect(blackCells(VideoSettings(fit: .fit)) > 0)
    #expect(blackCells(VideoSettings(fit: .fill)) == 0)
  }
}
