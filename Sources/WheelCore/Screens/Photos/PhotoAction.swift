/// What the rows of Photos and Slideshow Settings do.
public enum PhotoAction: Equatable, Sendable {
  /// Opens an album's thumbnails (0: Photo Library) with the first photo selected.
  case openAlbum(Int)
  /// Opens a list of choices on the current one.
  case openChoices(PhotoScreen)
  case toggleRepeat, toggleShuffle
  case chooseSeconds(Int)
  case chooseMusic(SlideshowMusic)
  case chooseTransition(SlideTransition)

  func run(in state: inout AppState) -> [Effect] {
    switch self {
    case .openAlbum(let album):
      state.photos.album = album
      state.photos.cursor = PhotoGridCursor()
      state.push(.photo(.grid(album)))
      return []
    case .openChoices(let screen):
      state.push(.photo(screen))
      if let content = state.content,
        let row = (0..<content.count).first(where: { content.row($0).accessory == .check })
      {
        state.stack[state.stack.count - 1].cursor.select(row, count: content.count, visibleRows: state.layout.listRows)
      }
      return []
    case .toggleRepeat:
      state.settings.pictures.repeats.toggle()
      return [.saveSettings(state.settings)]
    case .toggleShuffle:
      state.settings.pictures.shuffle.toggle()
      return [.saveSettings(state.settings)]
    case .chooseSeconds(let seconds):
      state.settings.pictures.slideSeconds = seconds
    case .chooseMusic(let music):
      state.settings.pictures.music = music
    case .chooseTransition(let transition):
      state.settings.pictures.transition = transition
    }
    state.pop()  // a choice closes its list, as the iPod's pickers do
    return [.saveSettings(state.settings)]
  }
}
