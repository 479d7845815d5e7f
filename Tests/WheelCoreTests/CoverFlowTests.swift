import Testing

@testable import WheelCore

@Suite struct CoverFlowTests {
  let body = Rect(x: 0, y: 0, width: 120, height: 20)

  @Test func theCenterCoverIsLargestAndSizesShrinkWithDistance() {
    let slots = CoverFlowGeometry.slots(in: body, count: 9, position: 4)
    let byAlbum = Dictionary(uniqueKeysWithValues: slots.map { ($0.album, $0) })
    let center = byAlbum[4]!.rect
    #expect(center.width == center.height * 2)
    for d in 1...2 {
      #expect(byAlbum[4 + d]!.rect.height < byAlbum[4 + d - 1]!.rect.height || byAlbum[4 + d]!.rect.height == byAlbum[4 + d - 1]!.rect.height)
      #expect(byAlbum[4 - d]!.rect.height == byAlbum[4 + d]!.rect.height)
      #expect(byAlbum[4 - d]!.rect.x < byAlbum[4 - d + 1]!.rect.x)
    }
    #expect(byAlbum[5]!.rect.height < center.height)
    #expect(slots.last?.album == 4)  // drawn last: on top of the stack
  }

  @Test func coversOutsideTheDisplayAreLeftOut() {
    let slots = CoverFlowGeometry.slots(in: Rect(x: 0, y: 0, width: 24, height: 10), count: 300, position: 150)
    #expect(slots.count < 12)
    #expect(slots.allSatisfy { $0.rect.maxX > 0 && $0.rect.x < 24 })
  }

  @Test func theRowSlidesAndSettles() {
    var flow = CoverFlowState()
    let moved = flow.move(by: 1, count: 5, at: 10)
    #expect(moved)
    #expect(flow.position(at: 10) == 0)
    #expect(flow.position(at: 10.09) > 0 && flow.position(at: 10.09) < 1)
    #expect(flow.position(at: 10.2) == 1)
    #expect(flow.nextFrame(after: 10.05) != nil)
    #expect(flow.nextFrame(after: 10.3) == nil)
    _ = flow.move(by: -5, count: 5, at: 11)
    #expect(flow.selected == 0)
  }

  /// The iPod's Cover Flow order: album artist, then album, case ignored, a leading "The "
  /// skipped, names not starting with a letter after Z.
  @Test func albumsGoByArtistThenAlbumWithTheIPodsSortKeys() {
    var app = LibraryFixtures.app()
    let index = app.library.index
    #expect(index.coverFlow.map { index.albums[$0].name } == ["Abbey Road", "Faces", "The Dark Side of the Moon", "THE BOOK"])
    func track(_ id: Int64, _ artist: String, _ album: String) -> Track {
      Track(id: id, path: "/m/\(id).flac", title: "t\(id)", artist: artist, album: album, trackNumber: 1, duration: 60)
    }
    let mixed = LibraryIndex(tracks: [
      track(1, "10cc", "Sheet Music"), track(2, "the Zombies", "Odessey and Oracle"), track(3, "ABBA", "Waterloo"),
      track(4, "abba", "Arrival"), track(5, "The Beatles", "Revolver"), track(6, "Björk", "Post"),
    ])
    #expect(mixed.coverFlow.map { mixed.albums[$0].name } == ["Arrival", "Waterloo", "Revolver", "Post", "Odessey and Oracle", "Sheet Music"])
    app.openMusic(0)
    #expect(Renderer.render(app).text.contains("The Beatles"))  // the first album's artist under it
  }

  @Test func wheelMovesOneAlbumPerStepAndCenterOpensIt() {
    var app = LibraryFixtures.app()
    app.openMusic(0)
    #expect(app.screen == .coverFlow)
    let turned = app.update(key(.down, at: 1))
    #expect(turned.contains(.click("Classic")))
    #expect(app.coverFlow.selected == 1)
    _ = app.update(key(.enter, at: 2))
    #expect(app.screen == .songList(.album(3)))  // Faces (Emoji Band), second by artist
    #expect(app.library.index.albums[3].name == "Faces")
    _ = app.update(key(.escape, at: 3))
    #expect(app.screen == .coverFlow)
  }

  @Test func coversAreAskedForOnceAndAMissingOneIsGenerated() {
    var app = LibraryFixtures.app()
    _ = app.update(key(.enter))
    let effects = app.update(key(.enter))  // Music > Cover Flow
    func keys(_ e: [Effect]) -> [String] { e.compactMap { if case .loadCover(let k, _, _, _) = $0 { k } else { nil } } }
    let loads = effects.filter { if case .loadCover = $0 { true } else { false } }
    #expect(loads.count >= 2)
    var asked = keys(effects)
    for t in 1...4 { asked += keys(app.update(key(.down, at: Double(t)))) }
    #expect(asked.count == Set(asked).count)  // each cover asked for once
    #expect(asked.count == 4)  // every album came into view
    guard case .loadCover(let key, _, _, _) = loads[0] else { return }
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
    assertScreen(app, named: "cover-flow-\(size)")
  }

  @Test func photosMoveWithTheWheelAndLoadTheShownOne() {
    var app = state(size: Size(width: 60, height: 24))
    _ = app.update(.photosListed(["/p/a.jpg", "/p/b.png"]))
    _ = app.update(key(.down))
    let effects = app.update(key(.enter))
    #expect(app.screen == .photos)
    #expect(effects.contains { if case .loadPhoto(let path, _, _) = $0 { path == "/p/a.jpg" } else { false } })
    let next = app.update(key(.down))
    #expect(next.contains { if case .loadPhoto(let path, _, _) = $0 { path == "/p/b.png" } else { false } })
    _ = app.update(.photoLoaded(path: "/p/b.png", picture: nil))
    #expect(Renderer.render(app).text.contains("Can't show"))
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
