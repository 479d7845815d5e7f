/// The settings of pictures: how they reach the terminal, and the slideshow's (Photos >
/// Slideshow Settings, as on the iPod).
public struct PictureSettings: Equatable, Sendable {
  public var graphics = GraphicsChoice.auto
  public var slideSeconds = 3
  public var transition = SlideTransition.dissolve
  public var shuffle = false
  public var repeats = false
  public var music = SlideshowMusic.nowPlaying

  /// The times per slide offered, as the iPod's list.
  public static let slideTimes = [2, 3, 5, 10, 20]

  public init() {}
}

/// Settings > Graphics: real pixels where the terminal has them, or half blocks always.
public enum GraphicsChoice: String, Sendable, CaseIterable {
  case auto = "Auto"
  case blocks = "Blocks"
}

/// How one slide gives way to the next.
public enum SlideTransition: String, Sendable, CaseIterable {
  case off = "Off"
  case dissolve = "Dissolve"
  case wipe = "Wipe Across"
  case push = "Push"
  /// A different one of the three for each slide.
  case random = "Random"
}

/// What plays during a slideshow: nothing new, the song already playing (nothing starts by
/// itself), the whole library shuffled, or a playlist from its start.
public enum SlideshowMusic: Hashable, Sendable {
  case off, nowPlaying, shuffleSongs
  case playlist(String)

  /// The name in Slideshow Settings and, for the fixed choices, in the settings file.
  public var name: String {
    switch self {
    case .off: "Off"
    case .nowPlaying: "Now Playing"
    case .shuffleSongs: "Shuffle Songs"
    case .playlist(let name): name
    }
  }

  /// The settings file's value: the name, or "playlist " and the playlist's name.
  var token: String {
    if case .playlist(let name) = self { return "playlist " + TextWidth.sanitized(name).trimmingSpaces }
    return name
  }

  init?(token: String) {
    if token.hasPrefix("playlist ") {
      let name = TextWidth.sanitized(String(token.dropFirst("playlist ".count))).trimmingSpaces
      guard !name.isEmpty else { return nil }
      self = .playlist(name)
      return
    }
    guard let fixed = [SlideshowMusic.off, .nowPlaying, .shuffleSongs].first(where: { $0.name == token }) else {
      return nil
    }
    self = fixed
  }
}

extension PictureSettings {
  /// The settings file's lines for these settings.
  var encodedLines: [String] {
    [
      "graphics = \(graphics.rawValue)", "slide-seconds = \(slideSeconds)", "slide-transition = \(transition.rawValue)",
      "slide-shuffle = \(shuffle ? "on" : "off")", "slide-repeat = \(repeats ? "on" : "off")",
      "slide-music = \(music.token)",
    ]
  }

  /// Sets one key of these settings: nil when the key is not one of them, else whether the
  /// value was good.
  mutating func apply(_ key: String, _ value: String) -> Bool? {
    func onOff() -> Bool? { value == "on" ? true : value == "off" ? false : nil }
    switch key {
    case "graphics":
      guard let v = GraphicsChoice(rawValue: value) else { return false }
      graphics = v
    case "slide-seconds":
      guard let v = Int(value), Self.slideTimes.contains(v) else { return false }
      slideSeconds = v
    case "slide-transition":
      guard let v = SlideTransition(rawValue: value) else { return false }
      transition = v
    case "slide-shuffle":
      guard let v = onOff() else { return false }
      shuffle = v
    case "slide-repeat":
      guard let v = onOff() else { return false }
      repeats = v
    case "slide-music":
      guard let v = SlideshowMusic(token: value) else { return false }
      music = v
    default: return nil
    }
    return true
  }
}
