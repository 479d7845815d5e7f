/// One screen's behaviour in one place: its name and title, its rows when it is a list, what it
/// does with a command and with time passing, when it wants to be woken, what it asks the
/// adapters for, what it lets go when it is left, and how it is drawn.
///
/// Every input reaches a screen the same way: a ring drag, a scroll notch and a key all become
/// `.turn`, a click on the center or Enter `.select`, a click on the display `.pick(row:)`, and
/// `AppState.perform` hands the command to the home of the screen on top (see `Screen.home`,
/// the one table that switches over screens). What a home leaves alone (nil) the app does the
/// same on every screen: MENU goes back, ▶❚❚ plays or pauses, ⏭ and ⏮ skip.
///
/// There are no default implementations: each home says what it does, even when that is
/// nothing, so a new screen that forgets its rows, its tick or its requests fails to compile
/// rather than showing an empty display.
///
/// Homes get the whole `AppState`, not a slice of it (the Scope pattern of The Composable
/// Architecture, where a feature sees only its own state lifted in by a key path). Most screens
/// here reach across slices by nature: a list row plays songs (player, library, user data), a
/// picker changes settings and previews sounds, the photo screens start music, the games record
/// high scores and need the clicker, every turn asks `clicks(forRows:)` of the settings. Their
/// slices would be most of the state, and the key path would say little. Where a screen is
/// self-contained, its rules are written against its own value and lifted in by its home
/// (`StopwatchScreen.perform(_:on:at:)` sees only the `StopwatchState`; the games' rules live
/// in `BrickGame`, `ParachuteGame` and `QuizGame`), which is the part of the pattern that pays.
protocol ScreenHome {
  /// What a row that opens this screen says, and the title bar when the state adds nothing.
  var name: String { get }
  /// The title bar's text (library screens are named after what they show).
  func title(in state: AppState) -> String
  /// The rows of a list screen; nil for every other screen.
  func content(in state: AppState) -> ListContent?
  /// The command's effects, or nil when the app's common handling should take it.
  func perform(_ command: Command, in state: inout AppState) -> [Effect]?
  /// Time passed to `time` while the screen shows (a game's steps).
  func tick(at time: Double, in state: inout AppState) -> [Effect]
  /// Times at which the screen changes by itself while it is shown (a clock's next second).
  func deadlines(in state: AppState) -> [Double]
  /// What the screen asks the adapters for after each event (covers, a photo, the notes).
  func requests(in state: inout AppState) -> [Effect]
  /// The screen is no longer on top (`next` is): what it forgets then (a half-entered
  /// combination; the notes folder is listed afresh the next time Notes opens).
  func leave(for next: Screen, in state: inout AppState)
  /// Draws the display below the title bar.
  func paint(_ state: AppState, in body: Rect, into grid: inout Grid)
  /// Whether letters typed here are text (Search) rather than shortcuts.
  var takesText: Bool { get }
}
