import Testing

@testable import WheelCore

@Suite struct CoverFlowTests {
  let body = Rect(x: 0, y: 0, width: 120, height: 20)

  /// The iPod's Cover Flow order: album artist, then album, case ignored, a leading "The "
  /// skipped, names not starting with a letter after Z.
  @Test func albumsGoByArtistThenAlbumWithTheIPodsSortKeys() {
    var app = LibraryFixtures.app()
    let index = app.library.index
    #expect(
      index.coverFlow.map { index.albums[$0].name } == ["Abbey Road", "Faces", "The Dark Side of the Moon", "THE BOOK"])
    func track(_ id: Int64, _ artist: String, _ album: String) -> Track {
      Track(id: id, path: "/m/\(id).flac", title: "t\(id)", artist: artist, album: album, trackNumber: 1, duration: 60)
    }
    let mixed = LibraryIndex(tracks: [
      track(1, "10cc", "Sheet Music"), track(2, "the Zombies", "Odessey and Oracle"), track(3, "ABBA", "Waterloo"),
      track(4, "abba", "Arrival"), track(5, "The Beatles", "Revolver"), track(6, "Björk", "Post"),
    ])
    #expect(
      mixed.coverFlow.map { mixed.albums[$0].name } == [
        "Arrival", "Waterloo", "Revolver", "Post", "Odessey and Oracle", "Sheet Music",
      ])
    app.openMusic(0)
    #expect(Renderer.render(app).text.contains("The Beatles"))  // the first album's artist under it
  }

  @Test func wheelMovesOneAlbumPerStepAndCenterFlipsTheCoverToItsTracks() {
    var app = LibraryFixtures.app()
    app.openMusic(0)
    #expect(app.screen == .coverFlow)
    let turned = app.update(key(.down, at: 1))
    #expect(turned.contains(.click("Classic")))
    #expect(app.coverFlow.selected == 1)
    _ = app.update(key(.down, at: 1.5))
    _ = app.update(key(.enter, at: 2))
    #expect(app.coverFlow.flip?.album == 2)
    #expect(app.screen == .coverFlow)
    // While it turns the list is not shown; once round, the album's tracks are.
    #expect(!Renderer.render(app).text.contains("Breathe"))
    _ = app.update(.ticked(at: 3))
    let album = app.library.index.coverFlowAlbum(2)
    #expect(album.name == "The Dark Side of the Moon")  // third by artist
    let back = Renderer.render(app).text
    for id in album.tracks { #expect(back.contains(app.library.index[id].title)) }
    // The wheel walks the tracks (the row stays), the center plays the album from the chosen one.
    _ = app.update(key(.down, at: 4))
    #expect(app.coverFlow.flip?.cursor.selected == 1)
    #expect(app.coverFlow.selected == 2)
    let played = app.update(key(.enter, at: 5))
    let second = app.library.index[album.tracks[1]]
    #expect(played.contains { if case .play(let t, _) = $0 { t == second } else { false } })
    #expect(app.screen == .nowPlaying)
    // Back from Now Playing the cover still shows its back; MENU turns it round, then leaves.
    _ = app.update(key(.escape, at: 6))
    #expect(app.screen == .coverFlow && app.coverFlow.flip != nil)
    _ = app.update(key(.escape, at: 7))
    #expect(app.screen == .coverFlow)
    _ = app.update(.ticked(at: 8))
    #expect(app.coverFlow.flip?.isOver(at: 8) == true)
    #expect(!Renderer.render(app).text.contains("Breathe"))
    _ = app.update(key(.escape, at: 9))
    #expect(app.screen == .music)
  }

  @Test func coversAreAskedForOnceAndAMissingOneIsGenerated() throws {
    var app = LibraryFixtures.app()
    _ = app.update(key(.enter))
    let effects = app.update(key(.enter))  // Music > Cover Flow
    func keys(_ e: [Effect]) -> [String] { e.compactMap { if case .loadCover(let k, _, _, _) = $0 { k } else { nil } } }
    let loads = effects.filter { if case .loadCover = $0 { true } else { false } }
    #expect(loads.count == 4)  // the whole small row is in view at once
    var asked = keys(effects)
    for t in 1...4 { asked += keys(app.update(key(.down, at: Double(t)))) }
    #expect(asked.count == Set(asked).count)  // each cover asked for once
    #expect(asked.count == 4)
    guard case .loadCover(let key, _, _, _) = try #require(loads.first) else {
      Issue.record("the first load is not a cover's")
      return
    }
    let red = Picture(width: 2, height: 2, pixels: Array(repeating: RGB(0xFF0000), count: 4))
    _ = app.update(.coverLoaded(key: key, picture: red))
    #expect(app.covers.pictures[key] == red)
    _ = app.update(.coverLoaded(key: "x", picture: nil))
    #expect(!app.covers.needsLoading("x"))
  }

  @Test func generatedCoversHaveInitialsAndAStableColour() {
    #expect(CoverPainter.initials(of: "The Dark Side of the Moon") == ["D", "S"])
    #expect(CoverPainter.initials(of: "夜") == ["♪"])
    #expect(CoverPainter.color(for: "Abbey Road") == CoverPainter.color(for: "Abbey Road"))
    #expect(CoverPainter.color(for: "Abbey Road") != CoverPainter.color(for: "THE BOOK"))
  }

  @Test(arguments: [Size(width: 100, height: 40), Size(width: 60, height: 24), Size(width: 20, height: 8)])
  func coverFlowScreens(size: Size) {
    var app = LibraryFixtures.app(size: size)
    app.openMusic(0)
    _ = app.update(key(.down, at: 1))
    _ = app.update(.ticked(at: 2))
    assertScreen(app, named: "cover-flow-\(size)", pixels: true)
  }

  /// Golden screens in the middle of a slide (the covers between places) and of the flip, and
  /// with the back shown; on the black iPod too (Cover Flow stays black on both).
  @Test func coverFlowInMotionAndFlipped() {
    var app = LibraryFixtures.app(size: Size(width: 80, height: 24))
    app.openMusic(0)
    _ = app.update(key(.down, at: 1))
    _ = app.update(.ticked(at: 1 + CoverFlowState.slideSeconds * 0.4))
    assertScreen(app, named: "cover-flow-mid-slide-80x24", pixels: true)
    _ = app.update(key(.enter, at: 2))
    _ = app.update(.ticked(at: 2 + CoverFlowFlip.seconds * 0.35))
    assertScreen(app, named: "cover-flow-mid-flip-80x24", pixels: true)
    _ = app.update(.ticked(at: 3))
    assertScreen(app, named: "cover-flow-flipped-80x24", pixels: true)
    var black = LibraryFixtures.app(size: Size(width: 120, height: 40), theme: .black)
    black.openMusic(0)
    _ = black.update(key(.down, at: 1))
    _ = black.update(key(.enter, at: 2))
    _ = black.update(.ticked(at: 3))
    assertScreen(black, named: "cover-flow-flipped-black-120x40", pixels: true)
  }

  /// With real pixels the scene goes out as one image over the same cells (the blocks stay
  /// underneath for tmux and the golden screens); Settings > Graphics > Blocks keeps it off,
  /// and the help drawn over the scene drops the image so the text is not hidden.
  @Test func withPixelsTheSceneIsAlsoAnImagePlacement() {
    var app = LibraryFixtures.app(size: Size(width: 80, height: 24))
    app.openMusic(0)
    #expect(Renderer.render(app).images.isEmpty)
    _ = app.update(.graphicsDetected(.pixels(cell: Size(width: 10, height: 20))))
    let grid = Renderer.render(app)
    #expect(grid.images.count == 1)
    let placement = grid.images[0]
    #expect(
      placement.picture.width == placement.rect.width * 6 && placement.picture.height == placement.rect.height * 12)
    #expect(placement.rect.y == app.layout.body.y && placement.rect.width == app.layout.body.width)
    // While the row slides, half the resolution each way: a quarter of the pixels to send.
    var sliding = app
    _ = sliding.update(key(.down, at: 1))
    _ = sliding.update(.ticked(at: 1.05))
    #expect(Renderer.render(sliding).images.first?.picture.width == placement.rect.width * 3)
    // The blocks under it show the same scene as without pixels.
    var blocksOnly = app
    blocksOnly.settings.pictures.graphics = .blocks
    #expect(Renderer.render(blocksOnly).images.isEmpty)
    #expect(Renderer.render(blocksOnly).text == grid.text)
    _ = app.update(char("?"))  // the help, drawn over the covers
    #expect(app.showingHelp)
    #expect(Renderer.render(app).images.isEmpty)
  }
}

@Suite struct WideScreenHomeTests {
  @Test func aWideTerminalOpensOnCoverFlowWhenChosen() {
    var settings = Settings()
    settings.coverFlowHome = true
    #expect(AppState(size: Size(width: 120, height: 30), settings: settings).screen == .coverFlow)
    #expect(AppState(size: Size(width: 100, height: 40), settings: settings).screen == .main)
    #expect(AppState(size: Size(width: 120, height: 30)).screen == .main)
  }
}

@Suite struct NowPlayingArtTests {
  @Test func nowPlayingAsksOnceForTheAlbumArtAndDrawsIt() {
    var app = LibraryFixtures.app()
    app.openMusic(3)
    _ = app.update(key(.enter))
    let effects = app.update(key(.enter))
    let loads = effects.compactMap { if case .loadCover(let key, let path, _, _) = $0 { (key, path) } else { nil } }
    #expect(loads.count == 1)
    #expect(loads.first?.1 == app.currentTrack?.path)
    #expect(app.update(.playbackProgressed(path: app.currentTrack!.path, seconds: 1)).isEmpty)
    let blue = Picture(width: 1, height: 1, pixels: [RGB(0x0000FF)])
    _ = app.update(.coverLoaded(key: loads[0].0, picture: blue))
    let cover = app.layout.nowPlayingArt!
    let cell = Renderer.render(app)[cover.x + 1, cover.y + 1]
    #expect(cell.art == ArtColors(top: RGB(0x0000FF), bottom: RGB(0x0000FF)))
  }

  @Test func smallDisplaysHaveNoArt() {
    #expect(Layout(size: Size(width: 40, height: 24)).nowPlayingArt == nil)
  }
}
