/// Photos' lists: Slideshow Settings, the Photo Library and the albums; the slideshow's
/// settings and their choices, as the iPod has them.
extension MenuCatalog {
  static func photos(in state: AppState) -> ListContent {
    let settings = Row.submenu(.photo(.settings))
    guard let listing = state.photos.listing else {
      return ListContent([settings, Row("Reading photos…", action: .nothing)])
    }
    guard !listing.paths.isEmpty else { return ListContent([settings, Row("No photos", action: .nothing)]) }
    let library = Row(
      "Photo Library", detail: "\(listing.paths.count)", accessory: .disclosure, action: .photo(.openAlbum(0)))
    return ListContent(
      [settings, library]
        + listing.albums.enumerated().map { i, album in
          Row(album.name, detail: "\(album.photos.count)", accessory: .disclosure, action: .photo(.openAlbum(i + 1)))
        })
  }

  static func slideshowSettings(in state: AppState) -> ListContent {
    let pictures = state.settings.pictures
    return ListContent([
      Row(
        "Time Per Slide", detail: secondsText(pictures.slideSeconds), accessory: .disclosure,
        action: .photo(.openChoices(.slideTimes))),
      Row("Music", detail: pictures.music.name, accessory: .disclosure, action: .photo(.openChoices(.music))),
      Row("Repeat", detail: pictures.repeats ? "On" : "Off", action: .photo(.toggleRepeat)),
      Row("Shuffle Photos", detail: pictures.shuffle ? "On" : "Off", action: .photo(.toggleShuffle)),
      Row(
        "Transitions", detail: pictures.transition.rawValue, accessory: .disclosure,
        action: .photo(.openChoices(.transitions))),
    ])
  }

  static func slideTimes(in state: AppState) -> ListContent {
    let pictures = state.settings.pictures
    return ListContent(
      PictureSettings.slideTimes.map { s in
        Row(secondsText(s), accessory: s == pictures.slideSeconds ? .check : .none, action: .photo(.chooseSeconds(s)))
      })
  }

  static func slideshowMusic(in state: AppState) -> ListContent {
    let pictures = state.settings.pictures
    let choices =
      [SlideshowMusic.off, .nowPlaying, .shuffleSongs] + state.library.playlists.map { .playlist($0.name) }
    return ListContent(
      choices.map { music in
        let label = { if case .playlist = music { "♪ " + music.name } else { music.name } }()
        return Row(label, accessory: music == pictures.music ? .check : .none, action: .photo(.chooseMusic(music)))
      })
  }

  static func transitions(in state: AppState) -> ListContent {
    let pictures = state.settings.pictures
    return ListContent(
      SlideTransition.allCases.map { t in
        Row(t.rawValue, accessory: t == pictures.transition ? .check : .none, action: .photo(.chooseTransition(t)))
      })
  }

  /// The title bar of an album's screens: its name.
  static func albumName(_ album: Int, in state: AppState) -> String {
    state.photos.listing?.albumName(album) ?? "Photos"
  }

  static func secondsText(_ seconds: Int) -> String { "\(seconds) seconds" }
}
