/// One line of a list screen.
public struct Row: Equatable, Sendable {
  public var label: String
  /// Text at the right edge (a setting's value, a count).
  public var detail: String
  public var accessory: Accessory
  public var action: RowAction
  /// A podcast episode nobody has heard yet: the iPod's blue dot before its title.
  public var unplayed = false

  public enum Accessory: Equatable, Sendable { case none, disclosure, check }

  public init(_ label: String, detail: String = "", accessory: Accessory = .none, action: RowAction) {
    self.label = label
    self.detail = detail
    self.accessory = accessory
    self.action = action
  }

  /// A row that opens another screen, marked with `>`.
  public static func submenu(_ screen: Screen, label: String? = nil) -> Row {
    Row(label ?? screen.title, accessory: .disclosure, action: .open(screen))
  }
}

/// What pressing the center button on a row does.
public enum RowAction: Equatable, Sendable {
  case open(Screen)
  case cycle(SettingRow)
  case choose(Picker, String)
  case confirmReset
  case cancel
  case shuffleAll
  /// Play the song at this row with the whole list as the queue.
  case play(SongList, Int)
  case nowPlaying
  /// Show or hide a row of the main or the Music menu (Settings > Main Menu, Music Menu).
  case toggleMenuItem(MenuKind, MenuItem)
  /// On-The-Go's Save Playlist, and Clear Playlist once confirmed.
  case saveOnTheGo, clearOnTheGo
  case nothing
  /// Play spoken word (never shuffled) from this row, at `at` seconds, or where the listener
  /// left it when nil (see `Bookmarks`).
  case playSpoken(SongList, Int, at: Double?)
  /// A row of the Extras and the body's settings (see `ExtraAction`).
  case extra(ExtraAction)
  /// Play the video at this row of a Videos list, full screen.
  case playVideo(VideoList, Int)
  /// A row of Photos and its Slideshow Settings (see `PhotoAction`).
  case photo(PhotoAction)
  /// Settings > Date & Time > Time Zone's choice (nil: the computer's own).
  case chooseZone(String?)
  /// Settings > Eject iPod: the plays and ratings made here go into the iPod's database.
  case ejectIpod
  /// Settings > Fill iPod's choice: copy this list onto the iPod chosen (`LibraryState.fillTarget`).
  case fillIpod(SongList)
  /// Settings > Fill iPod > iPod: the next of the iPods found mounted.
  case nextFillIpod
}

/// Settings whose row changes value in place on each press, as on the iPod.
public enum SettingRow: Equatable, Sendable {
  case shuffle, repeatMode, clicker, sensitivity, theme, coverFlowHome, scrobbleLog, sortBy, soundCheck, ratingTags
  /// Settings > Graphics: real pixels where the terminal has them, or half blocks.
  case graphics
  /// Settings > Source: the local library or an MPD server (at the next start).
  case source
  /// Settings > Date & Time: the 12- or 24-hour clock, and the time in the title bar.
  case hourCycle, timeInTitle
  /// Settings > Main Menu Style: Full or Split.
  case mainMenuStyle
  /// Videos > Video Settings: Fit to Screen, Repeat, Shuffle.
  case videoFit, videoRepeat, videoShuffle
}
