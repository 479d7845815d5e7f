import Testing

@testable import WheelCore

/// A sample of every kind of screen and what the wheel moves on it, for the tests that drive
/// every screen. `entry(_:)` switches over every case of `Screen` and of the enums it carries,
/// with no `default:`, so a new screen fails to compile here until it has samples and names
/// the kind after it; `all` follows that chain from `.main` to its end.
struct ScreenSample: Sendable, CustomTestStringConvertible {
  /// What a turn of the wheel does there.
  enum Turn: Sendable {
    /// Moves the list's selection a row a step (none when the list has one row or none).
    case list
    /// Moves something the reading shows: up a step forward, back a step back.
    case reading(@Sendable (AppState) -> Double)
    /// Nothing: the display stays as it was.
    case nothing
  }

  let screen: Screen
  let turn: Turn
  /// How the screen is reached from the sample app (by default pushed onto the main menu).
  let open: @Sendable (inout AppState) -> Void

  init(_ screen: Screen, turn: Turn = .list, open: (@Sendable (inout AppState) -> Void)? = nil) {
    self.screen = screen
    self.turn = turn
    self.open = open ?? { $0.push(screen) }
  }

  var testDescription: String { "\(screen)" }

  static func reading(_ screen: Screen, _ value: @escaping @Sendable (AppState) -> Double) -> ScreenSample {
    ScreenSample(screen, turn: .reading(value))
  }

  /// Every sample, kind after kind.
  static let all: [ScreenSample] = {
    var samples: [ScreenSample] = []
    var kind: Screen? = .main
    while let screen = kind {
      let (some, next) = entry(screen)
      samples += some
      kind = next
    }
    return samples
  }()

  /// The samples of `screen`'s kind, and the kind after it.
  static func entry(_ screen: Screen) -> ([ScreenSample], next: Screen?) {
    switch screen {
    case .main: ([ScreenSample(.main)], .music)
    case .music: ([ScreenSample(.music)], .extras)
    case .extras: ([ScreenSample(.extras)], .settings)
    case .settings: ([ScreenSample(.settings)], .photos)
    case .photos: ([ScreenSample(.photos)], .videos)
    case .videos: ([ScreenSample(.videos)], .coverFlow)
    case .coverFlow: ([reading(.coverFlow) { Double($0.coverFlow.selected) }], .playlists)
    case .playlists: ([ScreenSample(.playlists)], .artists)
    case .artists: ([ScreenSample(.artists)], .albums)
    case .albums: ([ScreenSample(.albums)], .compilations)
    case .compilations: ([ScreenSample(.compilations)], .songs)
    case .songs: ([ScreenSample(.songs)], .genres)
    case .genres: ([ScreenSample(.genres)], .composers)
    case .composers: ([ScreenSample(.composers)], .search)
    case .search: ([reading(.search) { Double($0.searchStripIndex) }], .nowPlaying)
    case .nowPlaying: ([reading(.nowPlaying) { Double($0.settings.volume) }], .clock(.faces))
    case .clock(let page): clockEntry(page)
    case .stopwatch: ([ScreenSample(.stopwatch, turn: .nothing)], .timer)
    case .timer: ([reading(.timer) { Double($0.timer.minutes) }], .about)
    case .about: ([ScreenSample(.about)], .notices)
    case .notices: ([ScreenSample(.notices, turn: .nothing)], .picker(.clickerSound))
    case .picker:
      (
        [Picker.clickerSound, .alarmSound, .equalizer, .audiobookSpeed].map { ScreenSample(.picker($0)) },
        .resetSettings
      )
    case .resetSettings: ([ScreenSample(.resetSettings)], .artistAlbums(0))
    case .artistAlbums: ([ScreenSample(.artistAlbums(0)), ScreenSample(.artistAlbums(999))], .genreArtists(0))
    case .genreArtists: ([ScreenSample(.genreArtists(0)), ScreenSample(.genreArtists(999))], .genreArtistAlbums(0, 0))
    case .genreArtistAlbums:
      ([ScreenSample(.genreArtistAlbums(0, 0)), ScreenSample(.genreArtistAlbums(999, 999))], .songList(.all))
    case .songList:
      (
        [SongList.all, .album(0), .artist(0), .playlist(999), .onTheGo, .smart(.recentlyAdded)].map {
          ScreenSample(.songList($0))
        }, .searchResults("")
      )
    case .searchResults: ([ScreenSample(.searchResults("")), ScreenSample(.searchResults("the"))], .audiobooks)
    case .audiobooks: ([ScreenSample(.audiobooks)], .podcasts)
    case .podcasts: ([ScreenSample(.podcasts)], .audiobook(0))
    case .audiobook: ([ScreenSample(.audiobook(0)), ScreenSample(.audiobook(999))], .podcast(0))
    case .podcast: ([ScreenSample(.podcast(0)), ScreenSample(.podcast(999))], .extra(.alarms))
    case .extra(let screen): extraEntry(screen)
    case .videoList:
      (
        [VideoList.movies, .musicVideos, .tvShows, .episodes(0), .settings].map { ScreenSample(.videoList($0)) },
        .videoPlayer
      )
    case .videoPlayer:
      (
        [
          ScreenSample(
            .videoPlayer, turn: .reading { Double($0.settings.volume) }, open: { _ = $0.playVideo(.movies, row: 0) })
        ], .onTheGo
      )
    case .onTheGo: ([ScreenSample(.onTheGo)], .clearOnTheGo)
    case .clearOnTheGo: ([ScreenSample(.clearOnTheGo)], .menuSettings(.main))
    case .menuSettings: ([ScreenSample(.menuSettings(.main)), ScreenSample(.menuSettings(.music))], .photo(.grid(0)))
    case .photo(let screen): photoEntry(screen)
    case .setting(let page): settingEntry(page)
    }
  }

  static func settingEntry(_ page: SettingsPage) -> ([ScreenSample], next: Screen?) {
    switch page {
    case .dateTime: ([ScreenSample(.setting(.dateTime))], .setting(.zoneRegions))
    case .zoneRegions: ([ScreenSample(.setting(.zoneRegions))], .setting(.zones("Europe")))
    case .zones:
      ([ScreenSample(.setting(.zones("Europe"))), ScreenSample(.setting(.zones("Nowhere")))], .setting(.legal))
    case .legal: ([reading(.setting(.legal)) { Double($0.stack.last?.scroll ?? 0) }], .setting(.volumeLimit))
    case .volumeLimit:
      (
        [
          ScreenSample(
            .setting(.volumeLimit), turn: .reading { Double($0.settings.volumeLimit) },
            open: {
              $0.settings.volumeLimit = 50  // room to turn either way
              $0.push(.setting(.volumeLimit))
            })
        ], .setting(.fillIpod)
      )
    case .fillIpod:
      (
        [
          ScreenSample(
            .setting(.fillIpod),
            open: {
              _ = $0.update(.ipodsFound(["/media/u/IPOD"]))
              $0.push(.setting(.fillIpod))
            })
        ], .setting(.fillGroup(.playlists))
      )
    case .fillGroup:
      (
        IpodFillGroup.allCases.map { group in
          ScreenSample(
            .setting(.fillGroup(group)),
            open: {
              _ = $0.update(.ipodsFound(["/media/u/IPOD"]))
              $0.push(.setting(.fillGroup(group)))
            })
        }, .setting(.ipodFill)
      )
    case .ipodFill:
      (
        [
          ScreenSample(
            .setting(.ipodFill), turn: .nothing,
            open: {
              $0.library.ipodFill = IpodFillStatus(
                list: "Road Trip", done: 2, total: 5, title: "Song 3", fraction: 0.5, secondsLeft: 65)
              $0.push(.setting(.ipodFill))
            })
        ], nil
      )
    }
  }

  static func clockEntry(_ page: ClockPage) -> ([ScreenSample], next: Screen?) {
    switch page {
    case .faces: ([ScreenSample(.clock(.faces), turn: .nothing)], .clock(.options))
    case .options: ([ScreenSample(.clock(.options))], .clock(.regions))
    case .regions: ([ScreenSample(.clock(.regions))], .clock(.cities("Europe")))
    case .cities: ([ScreenSample(.clock(.cities("Europe"))), ScreenSample(.clock(.cities("Nowhere")))], .stopwatch)
    }
  }

  static func extraEntry(_ screen: ExtraScreen) -> ([ScreenSample], next: Screen?) {
    switch screen {
    case .alarms: ([ScreenSample(.extra(.alarms))], .extra(.alarm(0)))
    case .alarm: ([ScreenSample(.extra(.alarm(0))), ScreenSample(.extra(.alarm(999)))], .extra(.alarmTime(0)))
    case .alarmTime:
      ([reading(.extra(.alarmTime(0))) { Double($0.settings.alarms[0].hour) }], .extra(.alarmSound(0)))
    case .alarmSound: ([ScreenSample(.extra(.alarmSound(0)))], .extra(.games))
    case .games: ([ScreenSample(.extra(.games))], .extra(.brick))
    case .brick: ([reading(.extra(.brick)) { $0.extras.brick.paddle }], .extra(.quiz))
    case .quiz: ([ScreenSample(.extra(.quiz), turn: .nothing)], .extra(.parachute))
    case .parachute: ([reading(.extra(.parachute)) { Double($0.extras.parachute.angle) }], .extra(.solitaire))
    case .solitaire: ([reading(.extra(.solitaire)) { Double($0.extras.solitaire.cursor) }], .extra(.vortex))
    case .vortex: ([reading(.extra(.vortex)) { $0.extras.vortex.paddle }], .extra(.notes("")))
    case .notes: ([ScreenSample(.extra(.notes(""))), ScreenSample(.extra(.notes("Recipes")))], .extra(.note("a.txt")))
    case .note: ([ScreenSample(.extra(.note("a.txt")), turn: .nothing)], .extra(.screenLock))
    case .screenLock: ([ScreenSample(.extra(.screenLock))], .extra(.combination(.set)))
    case .combination:
      (
        [CombinationPurpose.set, .unlock, .lockVolume, .unlockVolume].map { purpose in
          reading(.extra(.combination(purpose))) { Double($0.extras.lock.entry[0]) }
        }, .extra(.brightness)
      )
    case .brightness:
      (
        [
          ScreenSample(
            .extra(.brightness), turn: .reading { Double($0.settings.brightness) },
            open: {
              $0.settings.brightness = 50  // room to turn either way
              $0.push(.extra(.brightness))
            })
        ], .extra(.calendars)
      )
    case .calendars: ([ScreenSample(.extra(.calendars))], .extra(.calendarMonth(nil)))
    case .calendarMonth:
      (
        [nil, 1].map { calendar in
          reading(.extra(.calendarMonth(calendar))) { Double($0.extras.calendars.selected?.dayNumber ?? 0) }
        }, .extra(.calendarDay(nil, thirtieth))
      )
    case .calendarDay:
      (
        [ScreenSample(.extra(.calendarDay(nil, thirtieth))), ScreenSample(.extra(.calendarDay(0, thirtieth)))],
        .extra(.calendarEvent(nil, thirtieth, 0))
      )
    case .calendarEvent:
      ([ScreenSample(.extra(.calendarEvent(nil, thirtieth, 0)), turn: .nothing)], .extra(.contacts))
    case .contacts: ([ScreenSample(.extra(.contacts))], .extra(.contact(0)))
    case .contact: ([ScreenSample(.extra(.contact(0)), turn: .nothing)], .videoList(.movies))
    }
  }

  static let thirtieth = CalendarDay(year: 2026, month: 11, day: 30)

  static func photoEntry(_ screen: PhotoScreen) -> ([ScreenSample], next: Screen?) {
    let selected: @Sendable (AppState) -> Double = { Double($0.photos.cursor.selected) }
    return switch screen {
    case .grid:
      (
        [ScreenSample(.photo(.grid(0)), turn: .reading(selected), open: { _ = PhotoAction.openAlbum(0).run(in: &$0) })],
        .photo(.viewer)
      )
    case .viewer:
      (
        [
          ScreenSample(
            .photo(.viewer), turn: .reading(selected),
            open: {
              _ = PhotoAction.openAlbum(0).run(in: &$0)
              $0.push(.photo(.viewer))
            })
        ], .photo(.slideshow)
      )
    case .slideshow:
      (
        [
          ScreenSample(
            .photo(.slideshow), turn: .reading { Double($0.photos.slideshow?.current ?? -1) },
            open: {
              _ = PhotoAction.openAlbum(0).run(in: &$0)
              _ = $0.startSlideshow(from: 0)
            })
        ], .photo(.settings)
      )
    case .settings: ([ScreenSample(.photo(.settings))], .photo(.slideTimes))
    case .slideTimes: ([ScreenSample(.photo(.slideTimes))], .photo(.music))
    case .music: ([ScreenSample(.photo(.music))], .photo(.transitions))
    case .transitions: ([ScreenSample(.photo(.transitions))], .setting(.dateTime))
    }
  }

  /// The kind of a screen: its case, and the case of the Extras, Photos or Clocks screen it
  /// carries (payloads such as indices and names do not make kinds).
  static func kind(of screen: Screen) -> String {
    let mirror = Mirror(reflecting: screen)
    guard let payload = mirror.children.first, let label = payload.label else { return "\(screen)" }
    switch payload.value {
    case let inner as ExtraScreen: return label + "." + (Mirror(reflecting: inner).children.first?.label ?? "\(inner)")
    case let inner as PhotoScreen: return label + "." + (Mirror(reflecting: inner).children.first?.label ?? "\(inner)")
    case let inner as ClockPage: return label + "." + (Mirror(reflecting: inner).children.first?.label ?? "\(inner)")
    case let inner as SettingsPage: return label + "." + (Mirror(reflecting: inner).children.first?.label ?? "\(inner)")
    default: return label
    }
  }
}
