/// The state of the Extras and of the iPod's body (hold switch, backlight, battery) that lives
/// only while the program runs; what is kept goes into `Settings` or `HighScores`.
public struct ExtrasState: Equatable, Sendable {
  /// The hold switch (`H`): every input but Ctrl-C is ignored while it is on.
  public internal(set) var hold = false
  public internal(set) var backlight = BacklightState()
  public internal(set) var battery: Battery?
  /// Whether the adapter has looked for a battery (then a nil `battery`: the computer has none).
  public internal(set) var batteryLooked = false
  public internal(set) var world = WorldClock()
  /// The clock Clocks shows (0: the local time, then the cities in settings order).
  public internal(set) var clockIndex = 0
  public internal(set) var alarms = AlarmBell()
  /// On an alarm's time screen: whether the wheel sets the minutes (else the hour).
  public internal(set) var editingMinutes = false
  public internal(set) var lock = ScreenLockState()
  public internal(set) var notes = NotesState()
  public internal(set) var calendars = CalendarsState()
  public internal(set) var contacts = ContactsState()
  /// How far an event or a contact card is scrolled.
  public internal(set) var cardScroll = 0
  public internal(set) var scores = HighScores()
  public internal(set) var brick: BrickGame
  public internal(set) var quiz: QuizGame
  public internal(set) var parachute: ParachuteGame
  public internal(set) var solitaire: KlondikeGame
  public internal(set) var vortex: VortexGame

  public init(seed: UInt64 = 1) {
    brick = BrickGame(seed: seed)
    quiz = QuizGame(seed: seed &+ 1)
    parachute = ParachuteGame(seed: seed &+ 2)
    solitaire = KlondikeGame(seed: seed &+ 3)
    vortex = VortexGame(seed: seed &+ 4)
  }
}
