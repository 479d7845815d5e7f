/// The screens under Photos beyond its album list. `Screen.photo` carries one, so they
/// register in one place (`home`, in `Screen+Home`) beside the types that run them.
public enum PhotoScreen: Hashable, Sendable {
  /// The thumbnails of an album (0: Photo Library), one photo full screen, the slideshow.
  case grid(Int)
  case viewer, slideshow
  /// Photos > Slideshow Settings and its three lists of choices.
  case settings, slideTimes, music, transitions

  /// Whether the screen shows an open album's photos (a new listing closes it).
  var showsAlbum: Bool {
    switch self {
    case .grid, .viewer, .slideshow: true
    case .settings, .slideTimes, .music, .transitions: false
    }
  }
}
