/// A row the main menu or the Music menu can show, as Settings > Main Menu and Music Menu
/// offer them. The raw value is the settings file's name for it.
public enum MenuItem: String, CaseIterable, Sendable {
  case music
  case coverFlow = "cover-flow"
  case playlists, artists, albums, compilations, songs, genres, composers, search
  case audiobooks, podcasts
  case photos, videos, extras, clock, stopwatch, timer
  case shuffleSongs = "shuffle-songs"

  /// The row it is in a menu.
  var row: Row {
    switch self {
    case .shuffleSongs: Row("Shuffle Songs", action: .shuffleAll)
    default: .submenu(screen)
    }
  }

  public var title: String { row.label }

  private var screen: Screen {
    switch self {
    case .music: .music
    case .coverFlow: .coverFlow
    case .playlists: .playlists
    case .artists: .artists
    case .albums: .albums
    case .compilations: .compilations
    case .songs: .songs
    case .genres: .genres
    case .composers: .composers
    case .search: .search
    case .audiobooks: .audiobooks
    case .podcasts: .podcasts
    case .photos: .photos
    case .videos: .videos
    case .extras: .extras
    case .clock: .clock
    case .stopwatch: .stopwatch
    case .timer: .timer
    case .shuffleSongs: .main
    }
  }
}

/// The two menus whose rows the user chooses.
public enum MenuKind: Hashable, Sendable {
  case main, music

  public var title: String {
    switch self {
    case .main: "Main Menu"
    case .music: "Music Menu"
    }
  }

  /// What Settings offers for the menu, in the order the menu shows them (the iPod's: the
  /// Music menu's browse lists, and on the main menu the rows any menu may hold, Shuffle Songs
  /// last; Settings itself is always there, so a hidden row can always be brought back).
  public var choices: [MenuItem] {
    switch self {
    case .main:
      [
        .music, .coverFlow, .playlists, .artists, .albums, .compilations, .songs, .genres, .composers, .audiobooks,
        .podcasts,
        .search,
        .photos, .videos, .extras, .clock, .stopwatch, .timer, .shuffleSongs,
      ]
    case .music:
      [
        .coverFlow, .playlists, .artists, .albums, .compilations, .songs, .genres, .composers, .audiobooks, .podcasts,
        .search,
      ]
    }
  }

  /// What a new iPod shows.
  public var defaults: [MenuItem] {
    switch self {
    case .main: [.music, .photos, .videos, .extras, .shuffleSongs]
    case .music: choices
    }
  }
}

extension Settings {
  /// The rows `kind` shows, in its order.
  public func shown(_ kind: MenuKind) -> [MenuItem] {
    kind == .main ? mainMenu : musicMenu
  }

  /// Shows or hides one row of a menu, keeping the menu's order.
  public mutating func toggle(_ item: MenuItem, in kind: MenuKind) {
    var set = Set(shown(kind))
    if set.contains(item) { set.remove(item) } else { set.insert(item) }
    let ordered = kind.choices.filter(set.contains)
    if kind == .main { mainMenu = ordered } else { musicMenu = ordered }
  }
}
