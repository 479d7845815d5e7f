/// One screen's behaviour in one place: what it does with a command, when it wants to be woken,
/// which pictures it asks for, and how it is drawn.
///
/// Every input reaches a screen the same way: a ring drag, a scroll notch and a key all become
/// `.turn`, a click on the center or Enter `.select`, a click on the display `.pick(row:)`, and
/// `AppState.perform` hands the command to the home of the screen on top (see `Screen.home`).
/// What a home leaves alone (nil) the app does the same on every screen: MENU goes back, ▶❚❚
/// plays or pauses, ⏭ and ⏮ skip. A `switch` on the screen elsewhere is how a ring drag once
/// did nothing on three screens, so there is none.
protocol ScreenHome {
  /// The command's effects, or nil when the app's common handling should take it.
  static func perform(_ command: Command, in state: inout AppState) -> [Effect]?
  /// Times at which the screen changes by itself while it is shown (a clock's next second).
  static func deadlines(in state: AppState) -> [Double]
  /// What the screen asks the adapters for after each event (covers, a photo).
  static func requests(in state: inout AppState) -> [Effect]
  /// Draws the display below the title bar.
  static func paint(_ state: AppState, in body: Rect, into grid: inout Grid)
  /// Whether letters typed here are text (Search) rather than shortcuts.
  static var takesText: Bool { get }
}

extension ScreenHome {
  static func deadlines(in state: AppState) -> [Double] { [] }
  static func requests(in state: inout AppState) -> [Effect] { [] }
  static var takesText: Bool { false }
}
