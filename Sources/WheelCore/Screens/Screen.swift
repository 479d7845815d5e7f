/// Every screen the iPod can show. Library screens carry what they list, so a screen value
/// alone says what to draw.
public enum Screen: Hashable, Sendable {
  case main, music, extras, settings
  case photos, videos
  case coverFlow, playlists, artists, albums, compilations, songs, genres, composers, search
  case nowPlaying
  /// Clocks: the faces, and their options (add or remove a city), in one place.
  case clock(ClockPage)
  case stopwatch, timer
  case about
  /// Settings > About > Notices: this run's notices, whole.
  case notices
  case picker(Picker)
  case resetSettings
  /// An artist's albums, led by "All Songs" (index into `LibraryIndex.artists`).
  case artistAlbums(Int)
  /// A genre's artists, and one of those artists' albums.
  case genreArtists(Int)
  case genreArtistAlbums(Int, Int)
  /// Songs of something; choosing one plays it with this list as the queue.
  case songList(SongList)
  case searchResults(String)
  /// Spoken word: the books and shows, one book's chapters (or parts), one show's episodes.
  case audiobooks, podcasts
  case audiobook(Int)
  case podcast(Int)
  /// The Extras and the body of the iPod added later (alarms, games, notes, screen lock…):
  /// one case, so their many screens live in `ExtraScreen` beside their homes.
  case extra(ExtraScreen)
  /// Videos: Movies, Music Videos, TV Shows and a show's episodes; the video playing.
  case videoList(VideoList)
  case videoPlayer
  /// Playlists > On-The-Go (its songs, then Save Playlist and Clear Playlist), and the
  /// confirmation Clear Playlist asks for.
  case onTheGo, clearOnTheGo
  /// Settings > Main Menu and Music Menu: which rows those menus show.
  case menuSettings(MenuKind)
  /// Photos' grid, full screen, slideshow and Slideshow Settings (see `PhotoScreen`).
  case photo(PhotoScreen)
  /// Settings' pages beyond its rows: Date & Time and its zones, Legal (see `SettingsPage`).
  case setting(SettingsPage)

  /// Clocks as the menus open them: the faces.
  public static var clock: Screen { .clock(.faces) }

  /// What a row that opens the screen says (the title bar may say more; see `ScreenHome`).
  public var title: String { home.name }
}

/// Lists of choices where one is current (✓), as in seed 001's alarm sound picker.
public enum Picker: Hashable, Sendable {
  case clickerSound, alarmSound, equalizer
  /// Settings > Audiobooks: Slower, Normal, Faster.
  case audiobookSpeed

  public var title: String {
    switch self {
    case .audiobookSpeed: "Audiobooks"
    case .clickerSound: "Clicker Sound"
    case .alarmSound: "Alarm Sound"
    case .equalizer: "EQ"
    }
  }

  /// Choices that are sounds are previewed when the wheel moves over them.
  public var previewsSound: Bool { self == .clickerSound || self == .alarmSound }

  /// The sound a row of this picker plays when the wheel lands on it (nil: it is no sound).
  var preview: ((Row) -> Effect)? {
    switch self {
    case .clickerSound: { .previewClick($0.label) }
    case .alarmSound: { .previewAlarm($0.label) }
    case .equalizer, .audiobookSpeed: nil
    }
  }
}

/// Which songs a song list shows. Indices point into the library index's lists.
public enum SongList: Hashable, Sendable {
  case all
  case artist(Int)
  case artistAlbum(Int, Int)
  case album(Int)
  case compilation(Int)
  case genreArtist(Int, Int)
  case genreArtistAlbum(Int, Int, Int)
  case composer(Int)
  case playlist(Int)
  /// The songs a search found.
  case matching(String)
  /// A book's parts, a podcast show's episodes (indices into `audiobooks`, `podcasts`).
  case audiobook(Int)
  case podcast(Int)
  /// The user's playlists: On-The-Go, one saved from it, an iTunes smart playlist.
  case onTheGo
  case saved(Int)
  case smart(SmartPlaylist)
}
