import Testing

@testable import WheelCore

/// An app whose user data has arrived (so changes are saved) and whose wall clock reads
/// `UserDataFixtures.wall` at core time 0.
enum UserDataFixtures {
  /// 2026-11-30 00:00 UTC, as Unix seconds.
  static let wall = 1_796_000_000.0
  static let day = 86_400.0

  static func clock(at unix: Double) -> LocalTime {
    LocalTime(year: 2026, month: 11, day: 30, weekday: 2, hour: 0, minute: 0, second: 0, unixTime: unix)
  }

  static func app(
    tracks: [Track] = LibraryFixtures.tracks(), data: UserData = UserData(), settings: Settings = Settings()
  ) -> AppState {
    var app = state(settings: settings)
    _ = app.update(.wallClock(clock(at: wall)))
    _ = app.update(.userDataLoaded(data))
    _ = app.update(.libraryLoaded(LibraryIndex(tracks: tracks), playlists: [], path: "/music"))
    return app
  }

  /// The record of the library track titled `title`.
  static func record(_ app: AppState, _ title: String) -> SongRecord? {
    guard let t = app.library.index.tracks.firstIndex(where: { $0.title == title }),
      let r = app.userData.record(ofTrack: Int32(t))
    else { return nil }
    return app.userData.data.songs[r]
  }

  /// Titles of a song list.
  static func titles(_ app: AppState, _ list: SongList) -> [String] {
    app.library.tracks(of: list).map { app.library.index[$0].title }
  }

  /// Labels of the rows on screen.
  static func labels(_ app: AppState) -> [String] {
    guard let content = app.content else { return [] }
    return (0..<content.count).map { content.row($0).label }
  }
}

extension AppState {
  /// Opens a screen as if navigated to (tests of one screen's behaviour).
  mutating func open(_ screen: Screen) { push(screen) }

  /// Moves the selection to the row labelled `label` on the current list; a label the list
  /// lacks is the test's mistake, recorded where the test asked for it.
  mutating func select(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let content, let row = (0..<content.count).first(where: { content.row($0).label == label }) else {
      Issue.record("no row \"\(label)\" on \(screen)", sourceLocation: sourceLocation)
      return
    }
    stack[stack.count - 1].cursor.select(row, count: content.count, visibleRows: layout.listRows)
  }

  /// The `.saveUserData` effects among `effects`.
  static func saves(_ effects: [Effect]) -> [UserData] {
    effects.compactMap { if case .saveUserData(let d) = $0 { d } else { nil } }
  }
}
