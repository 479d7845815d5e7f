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
    // By bytes, not characters: a name starting with a combining mark joins the space before it.
    if token.utf8.starts(with: "playlist ".utf8) {
      let name = TextWidth.sanitized(String(Substring(token.utf8.dropFirst("playlist ".utf8.count)))).trimmingSpaces
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
  /// The settings file's entries for these settings.
  static var fields: [SavedField<Settings>] {
    [
      .value("graphics", \.pictures.graphics, .token),
      .value(
        "slide-seconds", \.pictures.slideSeconds,
        SavedValue.int(in: Int.min...Int.max).map({ slideTimes.contains($0) ? $0 : nil }, { $0 })),
      .value("slide-transition", \.pictures.transition, .token),
      .value("slide-shuffle", \.pictures.shuffle, .onOff),
      .value("slide-repeat", \.pictures.repeats, .onOff),
      .value("slide-music", \.pictures.music, SavedValue(text: \.token, parse: SlideshowMusic.init(token:))),
    ]
  }
}
