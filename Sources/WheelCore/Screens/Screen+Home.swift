/// The screen table: which home answers for each screen, with a list screen's name, title and
/// rows. It is the one place that switches over screens (with `ExtraScreen.home`,
/// `PhotoScreen.home` and `ClockPage.home` for the screens those carry); a new screen is a
/// folder under `Screens/` and one case here, which the compiler asks for.
extension Screen {
  var home: any ScreenHome {
    switch self {
    case .main: MainMenuScreen()
    case .music: ListScreen("Music", rows: MenuCatalog.music)
    case .extras: ListScreen("Extras", rows: MenuCatalog.extras)
    case .settings: ListScreen("Settings", rows: MenuCatalog.settings)
    case .photos: ListScreen("Photos", rows: MenuCatalog.photos)
    case .videos: ListScreen("Videos", rows: MenuCatalog.videos)
    case .coverFlow: CoverFlowScreen()
    case .playlists: ListScreen("Playlists", rows: MenuCatalog.playlists)
    case .artists: ListScreen("Artists", rows: MenuCatalog.artists)
    case .albums: ListScreen("Albums", rows: MenuCatalog.albums)
    case .compilations: ListScreen("Compilations", rows: MenuCatalog.compilations)
    case .songs: ListScreen("Songs", rows: { MenuCatalog.songs(.all, in: $0) })
    case .genres: ListScreen("Genres", rows: MenuCatalog.genres)
    case .composers: ListScreen("Composers", rows: MenuCatalog.composers)
    case .search: SearchScreen()
    case .nowPlaying: NowPlayingScreen()
    case .clock(let page): page.home
    case .stopwatch: StopwatchScreen()
    case .timer: TimerScreen()
    case .about: ListScreen("About", asks: { $0.askDisk() }, rows: MenuCatalog.about)
    case .notices: NoticesScreen.home
    case .picker(let picker):
      ListScreen(picker.title, preview: picker.preview, rows: { MenuCatalog.picker(picker, in: $0) })
    case .resetSettings: ListScreen("Reset Settings", rows: MenuCatalog.resetSettings)
    case .artistAlbums(let a):
      ListScreen("Songs", titled: { MenuCatalog.artistName(a, in: $0) }, rows: { MenuCatalog.artistAlbums(a, in: $0) })
    case .genreArtists(let g):
      ListScreen("Songs", titled: { MenuCatalog.genreName(g, in: $0) }, rows: { MenuCatalog.genreArtists(g, in: $0) })
    case .genreArtistAlbums(let g, let a):
      ListScreen(
        "Songs", titled: { MenuCatalog.genreArtistName(g, a, in: $0) },
        rows: { MenuCatalog.genreArtistAlbums(g, a, in: $0) })
    case .songList(let list):
      ListScreen("Songs", titled: { $0.library.title(of: list) }, rows: { MenuCatalog.songs(list, in: $0) })
    case .searchResults(let query):
      ListScreen(query.isEmpty ? "Search" : query, rows: { MenuCatalog.searchResults(query, in: $0) })
    case .audiobooks: ListScreen("Audiobooks", rows: MenuCatalog.audiobooks)
    case .podcasts: ListScreen("Podcasts", rows: MenuCatalog.podcasts)
    case .audiobook(let b):
      ListScreen(
        "Audiobooks", titled: { MenuCatalog.audiobookName(b, in: $0) }, asks: { $0.askChapters(ofBook: b) },
        rows: { MenuCatalog.audiobook(b, in: $0) })
    case .podcast(let p):
      ListScreen("Podcasts", titled: { MenuCatalog.podcastName(p, in: $0) }, rows: { MenuCatalog.podcast(p, in: $0) })
    case .extra(let screen): screen.home
    case .videoList(let list):
      ListScreen(
        list.title, titled: { MenuCatalog.videoListTitle(list, in: $0) }, rows: { MenuCatalog.videoList(list, in: $0) })
    case .videoPlayer: VideoPlayerScreen()
    case .onTheGo: ListScreen("On-The-Go", rows: MenuCatalog.onTheGo)
    case .clearOnTheGo: ListScreen("Clear Playlist", rows: MenuCatalog.clearOnTheGo)
    case .menuSettings(let kind): ListScreen(kind.title, rows: { MenuCatalog.menuSettings(kind, in: $0) })
    case .photo(let screen): screen.home
    case .setting(let page): page.home
    }
  }
}

extension SettingsPage {
  var home: any ScreenHome {
    switch self {
    case .dateTime: ListScreen("Date & Time", rows: MenuCatalog.dateTime)
    case .zoneRegions: ListScreen("Time Zone", asks: { $0.askZoneNames() }, rows: MenuCatalog.zoneRegions)
    case .zones(let region):
      ListScreen("Time Zone", asks: { $0.askZoneNames() }, rows: { MenuCatalog.zones(in: region, $0) })
    case .legal: LegalScreen.home
    case .volumeLimit: VolumeLimitScreen()
    case .fillIpod: ListScreen("Fill iPod", rows: MenuCatalog.fillIpod)
    case .ipodFill: IpodFillScreen()
    case .fillGroup(let group): ListScreen(group.title, rows: { MenuCatalog.fillGroup(group, in: $0) })
    }
  }
}

extension ExtraScreen {
  var home: any ScreenHome {
    switch self {
    case .alarms: ListScreen("Alarms", rows: MenuCatalog.alarms)
    case .alarm(let i): ListScreen("Alarm", rows: { MenuCatalog.alarm(i, in: $0) })
    case .alarmTime(let i): AlarmTimeScreen(alarm: i)
    case .alarmSound(let i): ListScreen("Sound", rows: { MenuCatalog.alarmSound(i, in: $0) })
    case .games: ListScreen("Games", rows: MenuCatalog.games)
    case .brick: BrickScreen()
    case .quiz: QuizScreen()
    case .parachute: ParachuteScreen()
    case .solitaire: SolitaireScreen()
    case .vortex: VortexScreen()
    case .notes(let folder):
      ListScreen(
        NotesState.folderName(folder), asks: { $0.askNotesList() }, forgets: { $1.forgetNotes(for: $0) },
        rows: { MenuCatalog.notes(in: folder, $0) })
    case .note(let path): NoteScreen(path: path)
    case .screenLock: ListScreen("Screen Lock", rows: MenuCatalog.screenLock)
    case .combination(let purpose): CombinationScreen(purpose: purpose)
    case .brightness: BrightnessScreen()
    case .calendars:
      ListScreen(
        "Calendars", asks: { $0.askCalendars() }, forgets: { $1.forgetCalendars(for: $0) },
        rows: MenuCatalog.calendars)
    case .calendarMonth(let calendar): CalendarMonthScreen(calendar: calendar)
    case .calendarDay(let calendar, let day):
      ListScreen(
        "Events", titled: { _ in day.shortDateLine },
        asks: { $0.askCalendars() + $0.askMonth(of: day) }, forgets: { $1.forgetCalendars(for: $0) },
        rows: { MenuCatalog.calendarDay(calendar, day, in: $0) })
    case .calendarEvent(let calendar, let day, let index):
      CardScreen(
        name: "Event", titled: { _ in "Event" }, text: { MenuCatalog.eventText(calendar, day, index, in: $0) },
        asks: { $0.askCalendars() + $0.askMonth(of: day) }, forgets: { $1.forgetCalendars(for: $0) })
    case .contacts:
      ListScreen(
        "Contacts", asks: { $0.askContacts() }, forgets: { $1.forgetContacts(for: $0) }, rows: MenuCatalog.contacts)
    case .contact(let index):
      CardScreen(
        name: "Contact", titled: { "\($0.extras.contacts.contacts?[safe: index]?.displayName ?? "Contact")" },
        text: { MenuCatalog.contactText(index, in: $0) }, asks: { $0.askContacts() },
        forgets: { $1.forgetContacts(for: $0) })
    }
  }
}

extension ClockPage {
  var home: any ScreenHome {
    switch self {
    case .faces: ClockScreen()
    case .options: ListScreen("Clocks", rows: MenuCatalog.clockOptions)
    case .regions: ListScreen("Add City", asks: { $0.askZoneNames() }, rows: MenuCatalog.cityRegions)
    case .cities(let region):
      ListScreen("Add City", asks: { $0.askZoneNames() }, rows: { MenuCatalog.cities(in: region, $0) })
    }
  }
}

extension PhotoScreen {
  var home: any ScreenHome {
    switch self {
    case .grid(let album):
      PhotoGridScreen(name: album == 0 ? "Photo Library" : "Album", album: album)
    case .viewer: PhotoViewerScreen()
    case .slideshow: SlideshowScreen()
    case .settings: ListScreen("Slideshow Settings", rows: MenuCatalog.slideshowSettings)
    case .slideTimes: ListScreen("Time Per Slide", rows: MenuCatalog.slideTimes)
    case .music: ListScreen("Music", rows: MenuCatalog.slideshowMusic)
    case .transitions: ListScreen("Transitions", rows: MenuCatalog.transitions)
    }
  }
}
