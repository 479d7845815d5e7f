/// The screens under Photos beyond its album list. `Screen.photo` carries one, so they
/// register in one place (`home`) beside the types that run them.
public enum PhotoScreen: Hashable, Sendable {
  /// The thumbnails of an album (0: Photo Library), one photo full screen, the slideshow.
  case grid(Int)
  case viewer, slideshow
  /// Photos > Slideshow Settings and its three lists of choices.
  case settings, slideTimes, music, transitions

  public var title: String {
    switch self {
    case .grid(let album): album == 0 ? "Photo Library" : "Album"
    case .viewer, .slideshow: "Photos"
    case .settings: "Slideshow Settings"
    case .slideTimes: "Time Per Slide"
    case .music: "Music"
    case .transitions: "Transitions"
    }
  }

  var home: any ScreenHome.Type {
    switch self {
    case .grid: PhotoGridScreen.self
    case .viewer: PhotoViewerScreen.self
    case .slideshow: SlideshowScreen.self
    case .settings, .slideTimes, .music, .transitions: ListScreen.self
    }
  }
}
