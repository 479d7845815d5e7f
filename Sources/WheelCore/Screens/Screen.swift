/// Every screen the iPod can show. Library screens carry what they list, so a screen value
/// alone says what to draw.
public enum Screen: Hashable, Sendable {
  case main, music, extras, settings
  case photos, videos
  case coverFlow, playlists, artists, albums, compilations, songs, genres, composers, search
  case nowPlaying
  case clock, stopwatch, timer
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

  /// The name in the title bar.
  public var title: String {
    switch self {
    case .main: "iPod"
    case .music: "Music"
    case .extras: "Extras"
    case .settings: "Settings"
    case .photos: "Photos"
    case .videos: "Videos"
    case .coverFlow: "Cover Flow"
    case .playlists: "Playlists"
    case .artists: "Artists"
    case .albums: "Albums"
    case .compilations: "Compilations"
    case .songs: "Songs"
    case .genres: "Genres"
    case .composers: "Composers"
    case .search: "Search"
    case .nowPlaying: "Now Playing"
    case .clock: "Clocks"
    case .stopwatch: "Stopwatch"
    case .timer: "Timer"
    case .about: "About"
    case .notices: "Notices"
    case .picker(let picker): picker.title
    case .resetSettings: "Reset Settings"
    case .searchResults(let query): query.isEmpty ? "Search" : query
    case .onTheGo: "On-The-Go"
    case .clearOnTheGo: "Clear Playlist"
    case .menuSettings(let kind): kind.title
    case .artistAlbums, .genreArtists, .genreArtistAlbums, .songList: "Songs"
    case .audiobooks, .audiobook: "Audiobooks"
    case .podcasts, .podcast: "Podcasts"
    case .extra(let screen): screen.title
    case .videoList(let list): list.title
    case .videoPlayer: "Videos"
    case .photo(let screen): screen.title
    }
  }
}

/// Lists of choices where one is current (✓), as in seed 001's alarm sound picker.
public enum Picker: Hashable, Sendable {
  case clickerSound, alarmSound, volumeLimit, equalizer
  /// Settings > Audiobooks: Slower, Normal, Faster.
  case audiobookSpeed

  public var title: String {
    switch self {
    case .audiobookSpeed: "Audiobooks"
    case .clickerSound: "Clicker Sound"
    case .alarmSound: "Alarm Sound"
    case .volumeLimit: "Volume Limit"
    case .equalizer: "EQ"
    }
  }

  /// Choices that are sounds are previewed when the wheel moves over them.
  public var previewsSound: Bool { self == .clickerSound || self == .alarmSound }
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
