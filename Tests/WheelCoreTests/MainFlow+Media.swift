import Testing

@testable import WheelCore

/// The main flows of Photos, Videos, Audiobooks and Podcasts as whole state changes
/// (`assertUpdate`): every changed field and every effect of each step is named.
@Suite struct MainFlowMediaTests {
  let click = MainFlow.click

  /// Photos: the album opens its grid and asks for the thumbnails, a decoded one is kept, the
  /// wheel moves across the grid, the center shows the photo full screen (asking for it and
  /// its neighbour) and MENU goes back to the grid.
  @Test func photosOpenAnAlbumThenAPhoto() {
    var app = state()
    let paths = ["/p/1.jpg", "/p/2.jpg", "/p/3.jpg"]
    _ = app.update(.photosListed(PhotoListing(folder: "/p", paths: paths)))
    app.open(.photos)
    app.moveCursor(to: "Photo Library")
    let grid = PhotoGridLayout(body: app.layout.body)
    let thumb = grid.thumbnailBox(density: app.photoDensity)
    let thumbs = paths.map { PhotoRequest(path: $0, purpose: .thumbnail, width: thumb.width, height: thumb.height) }
    assertUpdate(&app, key(.enter), effects: [click] + thumbs.map(Effect.decodePhoto)) {
      $0.photos.album = 0
      $0.photos.cursor = PhotoGridCursor()
      $0.stack.append(Frame(.photo(.grid(0))))
      $0.photos.thumbnails.touch(paths)
      for path in paths { $0.photos.thumbnails.markPending(path, box: thumb) }
    }
    let first = PhotoFixtures.picture(for: paths[0], width: thumb.width, height: thumb.height)
    let decoded = PhotoDecode(request: thumbs[0], result: .success(first))
    assertUpdate(&app, .photoDecoded(decoded)) { $0.photos.thumbnails.store(decoded) }
    assertUpdate(&app, MainFlow.turn(1), effects: [click]) {
      _ = $0.photos.cursor.move(by: 1, count: 3, columns: grid.columns, rows: grid.rows)
    }
    let full = FullPhotoPainter.box(app)
    let wanted = [paths[1], paths[2], paths[0]]
    let requests = wanted.prefix(app.photos.full.inFlight).map {
      Effect.decodePhoto(PhotoRequest(path: $0, purpose: .full, width: full.width, height: full.height))
    }
    assertUpdate(&app, key(.enter), effects: [click] + requests) {
      $0.stack.append(Frame(.photo(.viewer)))
      $0.photos.thumbnails.startPass()  // the grid is off screen: its thumbnails are no longer in use
      $0.photos.full.touch(wanted)
      for path in wanted.prefix($0.photos.full.inFlight) { $0.photos.full.markPending(path, box: full) }
    }
    assertUpdate(&app, char("m"), effects: [click]) {
      $0.stack.removeLast()
      $0.photos.thumbnails.touch(paths)  // on screen again
    }
  }

  /// Videos: Movies lists the films, the center plays one full screen (the music output is
  /// its), the adapter's start makes it play, and MENU stops it and goes back to the list.
  @Test func videosPlayAMovieAndMenuStopsIt() {
    var app = state()
    _ = app.update(.video(.listed(VideoScreenTests.items)))
    app.open(.videos)
    assertUpdate(&app, key(.enter), effects: [click]) { $0.stack.append(Frame(.videoList(.movies))) }
    let movie = VideoScreenTests.items[0]
    let box = Size(width: app.layout.display.width, height: app.layout.display.height * 2)
    let play = VideoCommand.play(path: movie.path, at: 0, width: box.width, height: box.height, generation: 1)
    assertUpdate(&app, key(.enter, at: 1), effects: [click, .setVolume(app.musicGain), .video(play)]) {
      $0.videos.player.item = movie
      $0.videos.player.list = .movies  // what plays when it ends (Video Settings)
      $0.videos.player.order = [0]
      $0.videos.player.status = .loading
      $0.videos.player.duration = movie.duration
      $0.videos.player.generation = 1
      $0.videos.player.overlaySince = 1
      $0.videos.player.requestedSize = box
      $0.stack.append(Frame(.videoPlayer))
      $0.now = 1
    }
    assertUpdate(&app, .video(.started(path: movie.path, duration: 20, width: 8, height: 6))) {
      $0.videos.player.status = .playing
    }
    assertUpdate(&app, char("m", at: 2), effects: [click, .video(.stop)]) {
      $0.videos.player = VideoPlayerState()
      $0.videos.player.generation = 1
      $0.stack.removeLast()
      $0.now = 2
    }
  }

  /// Audiobooks: a book lists its parts behind Resume; the center on Resume plays the part
  /// that was left at the second it was left (its chapters were asked for when the book
  /// opened; at the Normal speed the engine's rate needs no change).
  @Test func anAudiobookResumesAtItsBookmark() {
    var app = SpokenFixtures.app()
    let index = app.library.index
    let book = index.audiobooks.firstIndex { $0.name == "The Hobbit" }!
    let part2 = index[index.audiobooks[book].tracks[1]]
    let mark = Bookmarks.key(for: part2, kind: .audiobook)
    _ = app.update(.bookmarksLoaded(Bookmarks(marks: [mark: .init(path: part2.path, seconds: 125)])))
    app.open(.audiobooks)
    app.moveCursor(to: "The Hobbit")
    let parts = index.audiobooks[book].tracks.map { index[$0] }
    // The book's parts are asked for their chapters (a part with chapters lists them).
    assertUpdate(&app, key(.enter), effects: [click] + parts.map(Effect.loadChapters)) {
      $0.stack.append(Frame(.audiobook(book)))
      $0.spoken.pendingChapters = Set(parts.map(\.path))
    }
    #expect(app.content?.row(0).label == "Resume")
    let start = MainFlow.playStart(in: app, queue: index.audiobooks[book].tracks, position: 1, from: 125)
    assertUpdate(&app, key(.enter), effects: start.effects, start.change)
    #expect(app.currentTrack == part2)
  }

  /// Podcasts: a show lists its episodes with the time left where one was stopped; the center
  /// plays that episode from its mark.
  @Test func aPodcastEpisodeResumesAtItsBookmark() {
    var app = SpokenFixtures.app()
    let index = app.library.index
    let show = index.podcasts[0]
    let episode = index[show.tracks[0]]
    let mark = Bookmarks.key(for: episode, kind: .podcast)
    _ = app.update(.bookmarksLoaded(Bookmarks(marks: [mark: .init(path: episode.path, seconds: 600)])))
    app.open(.podcasts)
    assertUpdate(&app, key(.enter), effects: [click]) { $0.stack.append(Frame(.podcast(0))) }
    let start = MainFlow.playStart(in: app, queue: show.tracks, position: 0, from: 600)
    // Spoken word asks for its chapters as it starts, so ⏭ can move between them.
    var effects = start.effects
    effects.insert(.loadChapters(episode), at: effects.firstIndex { if case .loadCover = $0 { true } else { false } }!)
    assertUpdate(&app, key(.enter), effects: effects) {
      start.change(&$0)
      $0.spoken.pendingChapters.insert(episode.path)
    }
    #expect(app.currentTrack == episode)
  }

  /// The app on Photos > Photo Library with three photos, their thumbnails asked for.
  func photoLibrary() -> (AppState, paths: [String]) {
    var app = state()
    let paths = ["/p/1.jpg", "/p/2.jpg", "/p/3.jpg"]
    _ = app.update(.photosListed(PhotoListing(folder: "/p", paths: paths)))
    app.open(.photos)
    app.moveCursor(to: "Photo Library")
    _ = app.update(key(.enter))
    return (app, paths)
  }

  /// Photos' grid: ▶❚❚ starts the slideshow from the selected photo (the music is left as
  /// it is, Slideshow Settings' default), asking for the photo and the next one full screen.
  @Test func theGridStartsASlideshow() {
    var (app, paths) = photoLibrary()
    var shuffler = app.shuffler
    let seed = shuffler.next()
    let full = FullPhotoPainter.box(app)
    let decodes = paths.prefix(2).map {
      Effect.decodePhoto(PhotoRequest(path: $0, purpose: .full, width: full.width, height: full.height))
    }
    assertUpdate(&app, key(.space), effects: [click] + decodes) {
      $0.shuffler = shuffler
      $0.photos.slideshow = Slideshow(
        album: 0, count: 3, startingAt: 0, settings: $0.settings.pictures, at: 0, seed: seed)
      $0.stack.append(Frame(.photo(.slideshow)))
      $0.photos.thumbnails.startPass()  // the grid is off screen
      for path in paths.prefix(2) { $0.photos.full.markPending(path, box: full) }
    }
  }

  /// Slideshow Settings > Time Per Slide: it opens on the current time, and a choice is saved
  /// and closes the list.
  @Test func slideshowSettingsChooseATime() {
    var app = state()
    app.open(.photo(.settings))
    let times = PictureSettings.slideTimes
    let current = times.firstIndex(of: app.settings.pictures.slideSeconds)!
    assertUpdate(&app, key(.enter), effects: [click]) {
      $0.stack.append(Frame(.photo(.slideTimes)))
      $0.expectSelected(current)
    }
    assertUpdate(&app, MainFlow.turn(1), effects: [click]) { $0.expectSelected(current + 1) }
    var chosen = app.settings
    chosen.pictures.slideSeconds = times[current + 1]
    assertUpdate(&app, key(.enter), effects: [click, .saveSettings(chosen)]) {
      $0.settings = chosen
      $0.stack.removeLast()
    }
  }

  /// The video playing: the wheel sets the volume (the bar shows), the center switches it to
  /// scrubbing, where a turn seeks (a new generation of frames) without a click.
  @Test func theVideoPlayerSetsTheVolumeThenScrubs() {
    var app = state()
    _ = app.update(.video(.listed(VideoScreenTests.items)))
    _ = app.playVideo(.movies, row: 0)
    _ = app.update(.video(.started(path: VideoScreenTests.items[0].path, duration: 20, width: 8, height: 6)))
    var louder = app
    louder.settings.volume += 1
    assertUpdate(
      &app, MainFlow.turn(1, at: 1), effects: [.setVolume(louder.musicGain), .saveSettings(louder.settings), click]
    ) {
      $0.settings.volume += 1
      $0.videos.player.overlaySince = 1
      $0.videos.player.volumeSince = 1
      $0.now = 1
    }
    assertUpdate(&app, key(.enter, at: 2), effects: [click]) {
      $0.videos.player.wheelMode = .scrub
      $0.videos.player.overlaySince = 2
      $0.now = 2
    }
    // Scrubbing is silent, as on Now Playing.
    assertUpdate(&app, MainFlow.turn(1, at: 3), effects: [.video(.seek(to: 1, generation: 2))]) {
      $0.videos.player.position = 1  // 1% of the film a step, at least a second
      $0.videos.player.generation = 2
      $0.videos.player.overlaySince = 3
      $0.now = 3
    }
  }

  /// Slideshow Settings' Music and Transitions: each opens on the current choice, and a
  /// choice is saved and closes its list.
  @Test func slideshowSettingsChooseMusicAndATransition() {
    var app = state()
    app.open(.photo(.settings))
    app.moveCursor(to: "Music")
    assertUpdate(&app, key(.enter), effects: [click]) {
      $0.stack.append(Frame(.photo(.music)))
      $0.expectSelected(1)  // Now Playing
    }
    assertUpdate(&app, MainFlow.turn(1), effects: [click]) { $0.expectSelected(2) }
    var shuffled = app.settings
    shuffled.pictures.music = .shuffleSongs
    assertUpdate(&app, key(.enter), effects: [click, .saveSettings(shuffled)]) {
      $0.settings = shuffled
      $0.stack.removeLast()
    }
    app.moveCursor(to: "Transitions")
    let transitions = SlideTransition.allCases
    let current = transitions.firstIndex(of: app.settings.pictures.transition)!
    assertUpdate(&app, key(.enter), effects: [click]) {
      $0.stack.append(Frame(.photo(.transitions)))
      $0.expectSelected(current)
    }
    let next = current == 0 ? 1 : 0
    assertUpdate(&app, MainFlow.turn(next - current), effects: [.click("Classic", count: abs(next - current))]) {
      $0.expectSelected(next)
    }
    var chosen = shuffled
    chosen.pictures.transition = transitions[next]
    assertUpdate(&app, key(.enter), effects: [click, .saveSettings(chosen)]) {
      $0.settings = chosen
      $0.stack.removeLast()
    }
  }
}
