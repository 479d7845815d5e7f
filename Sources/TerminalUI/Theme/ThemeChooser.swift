import WheelCore

/// `--theme auto|white|black` as given on the command line.
public enum ThemeOption: String, Sendable, CaseIterable {
  case auto, white, black
}

/// Picks the iPod for the terminal: white on a light background, black on a dark one.
public enum ThemeChooser {
  /// The first that answers wins: an explicit option, the probed background colour,
  /// `COLORFGBG`, and finally black (most terminals are dark).
  public static func choose(_ option: ThemeOption, background: RGB?, colorFGBG: String?) -> Theme.Name {
    switch option {
    case .white: return .white
    case .black: return .black
    case .auto: break
    }
    if let background { return BackgroundReply.luminance(background) > 0.5 ? .white : .black }
    if let isDark = colorFGBG.flatMap({ isDarkBackground(colorFGBG: $0) }) { return isDark ? .black : .white }
    return .black
  }

  /// `COLORFGBG` is "fg;bg" (rxvt also "fg;xpm;bg"); background 0-6 or 8 is dark.
  /// nil when the value says nothing ("default", junk).
  public static func isDarkBackground(colorFGBG: String) -> Bool? {
    guard let last = colorFGBG.split(separator: ";").last, let bg = Int(last) else { return nil }
    return (0...6).contains(bg) || bg == 8
  }
}
