/// Everything the user can set, as one value the core owns and the settings store saves.
public struct Settings: Equatable, Sendable {
  public var clicker = true
  public var clickerSound = "Classic"
  public var alarmSound = "Chimes"
  public var shuffle = ShuffleMode.off
  public var repeatMode = RepeatMode.off
  public var sensitivity = WheelSensitivity.normal
  public var theme = ThemeChoice.auto
  /// The loudest the music may get, in percent (Settings > Volume Limit).
  public var volumeLimit = 100
  /// The four numbers that lock the volume limit (nil: not locked). Kept in the settings
  /// file: a deterrent for a child's player, as on the iPod, not a secret.
  public var volumeLimitLock: [Int]?
  /// Music volume in wheel steps, 0...Settings.volumeSteps.
  public var volume = 15
  /// On a wide terminal (the iPod on its side), open on Cover Flow instead of the menu.
  public var coverFlowHome = false
  /// The main menu as a list alone, or split with a cover beside it (the 6G's).
  public var mainMenuStyle = MainMenuStyle.full
  /// The display takes the bulk of the terminal and a smaller wheel sits beside or below it
  /// (`=` or a double-click on the case).
  public var zoomed = false
  /// Append each counted play to `.scrobbler.log` and `listens.jsonl` for an uploader (off:
  /// nothing about what the user hears is written down unless they ask).
  public var scrobbleLog = false
  /// Artists and composers by first or last name.
  public var sortBy = SortBy.firstName
  /// Spoken word's playback rate.
  public var audiobookSpeed = AudiobookSpeed.normal
  /// Settings > EQ and Settings > Sound Check (music only; clicks keep their sound).
  public var equalizer = EQPreset.off
  public var soundCheck = SoundCheckMode.off
  /// Graphics and the slideshow (see `PictureSettings`).
  public var pictures = PictureSettings()
  /// Videos > Video Settings.
  public var video = VideoSettings()
  /// Write a rating set here into the song's file as well (POPM, RATING, MP4 rate). Off: a
  /// player must not touch the user's files unasked; ratings then live in the user data only.
  public var writeRatingTags = false
  /// The rows the main menu and the Music menu show (Settings > Main Menu, Music Menu).
  public var mainMenu = MenuKind.main.defaults
  public var musicMenu = MenuKind.music.defaults
  /// The music folder chosen last time (nil: find one).
  public var libraryPath: String?
  /// Cities shown in Clocks after the local one (tz database names such as "Europe/Paris").
  public var clockCities: [String] = []
  /// Extras > Alarms, in the order they were made.
  public var alarms: [Alarm] = []
  /// How long the display stays lit after the last input (Settings > Backlight).
  public var backlight = BacklightTimer.alwaysOn
  /// How bright the lit display is, in percent (Settings > Brightness).
  public var brightness = 100
  /// Settings > Source, and the MPD server given last with `--mpd` (nil: none yet).
  public var source = SourceChoice.local
  public var mpdAddress: String?
  /// The iPod (its folder) given last with `--ipod` or chosen in Settings > Source.
  public var ipodPath: String?
  /// Settings > Date & Time: the zone shown, the 12- or 24-hour clock, the time in the title.
  public var dateTime = DateTimeSettings()

  /// About 25 steps from silence to full, like the iPod.
  public static let volumeSteps = 25
  public static let volumeLimitRange = 10...100

  public init() {}
}

public enum ShuffleMode: String, Sendable, CaseIterable {
  case off = "Off"
  case songs = "Songs"
  case albums = "Albums"
}

public enum RepeatMode: String, Sendable, CaseIterable {
  case off = "Off"
  case one = "One"
  case all = "All"
}

/// How far the finger travels per step: Rockbox's 15 degrees is the middle setting.
public enum WheelSensitivity: String, Sendable, CaseIterable {
  case low = "Low"
  case normal = "Normal"
  case high = "High"
  public var degreesPerStep: Double {
    switch self {
    case .low: 20
    case .normal: 15
    case .high: 10
    }
  }
}

/// Settings > Main Menu Style: the list alone, or the 6G's split with a cover on the right.
public enum MainMenuStyle: String, Sendable, CaseIterable {
  case full = "Full"
  case split = "Split"
}

public enum ThemeChoice: String, Sendable, CaseIterable {
  case auto = "Auto"
  case white = "White"
  case black = "Black"
}

extension CaseIterable where Self: Equatable, AllCases.Index == Int {
  /// The next case, wrapping around: how the iPod's Settings rows change on each press.
  public var next: Self {
    let all = Self.allCases
    let i = all.firstIndex(of: self) ?? 0
    return all[(i + 1) % all.count]
  }
}
