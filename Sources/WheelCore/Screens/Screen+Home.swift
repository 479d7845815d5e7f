/// The registration table: which home answers for each screen. A new screen is a folder under
/// `Screens/` and one line here (the compiler asks for it, since the switch lists every case).
extension Screen {
  var home: any ScreenHome.Type {
    switch self {
    case .nowPlaying: NowPlayingScreen.self
    case .coverFlow: CoverFlowScreen.self
    case .search: SearchScreen.self
    case .clock: ClockScreen.self
    case .stopwatch: StopwatchScreen.self
    case .timer: TimerScreen.self
    case .audiobook: AudiobookScreen.self
    case .notices: NoticesScreen.self
    case .extra(let screen): screen.home
    case .videoPlayer: VideoPlayerScreen.self
    case .photo(let screen): screen.home
    case .main, .music, .extras, .settings, .photos, .videos, .playlists, .artists, .albums, .compilations, .songs,
      .genres,
      .composers, .about, .picker, .resetSettings, .artistAlbums, .genreArtists, .genreArtistAlbums, .songList,
      .searchResults, .audiobooks, .podcasts, .podcast, .videoList, .onTheGo, .clearOnTheGo, .menuSettings:
      ListScreen.self
    }
  }
}
