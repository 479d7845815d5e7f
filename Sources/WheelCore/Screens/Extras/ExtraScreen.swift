/// The screens of Extras and of the iPod's body added with them. `Screen.extra` carries one,
/// so they register in one place (`home`) beside the types that run them.
public enum ExtraScreen: Hashable, Sendable {
  /// Alarms: "Create Alarm" and the alarms; one alarm's settings; its time; its sound.
  case alarms
  case alarm(Int)
  case alarmTime(Int)
  case alarmSound(Int)
  /// Clocks' options (add and remove cities), the tz regions, one region's cities.
  case clockOptions, cityRegions
  case cities(String)
  case games, brick, quiz, parachute
  /// A folder of notes (relative to the Notes folder, "" at the top) and one note.
  case notes(String)
  case note(String)
  /// Screen Lock's menu, and the four-number combination (to set it, or to unlock).
  case screenLock
  case combination(CombinationPurpose)
  case brightness

  public var title: String {
    switch self {
    case .alarms: "Alarms"
    case .alarm: "Alarm"
    case .alarmTime: "Time"
    case .alarmSound: "Sound"
    case .clockOptions: "Clocks"
    case .cityRegions, .cities: "Add City"
    case .games: "Games"
    case .brick: "Brick"
    case .quiz: "Music Quiz"
    case .parachute: "Parachute"
    case .notes(let folder): folder.isEmpty ? "Notes" : NotesState.displayName(folder)
    case .note(let path): NotesState.displayName(path)
    case .screenLock: "Screen Lock"
    case .combination(let purpose): purpose == .unlock ? "Locked" : "Combination"
    case .brightness: "Brightness"
    }
  }

  var home: any ScreenHome.Type {
    switch self {
    case .alarmTime: AlarmTimeScreen.self
    case .brick: BrickScreen.self
    case .quiz: QuizScreen.self
    case .parachute: ParachuteScreen.self
    case .note: NoteScreen.self
    case .combination: CombinationScreen.self
    case .brightness: BrightnessScreen.self
    case .alarms, .alarm, .alarmSound, .clockOptions, .cityRegions, .cities, .games, .notes, .screenLock:
      ListScreen.self
    }
  }
}

/// Why the combination screen is open: to choose the combination, or to unlock with it.
public enum CombinationPurpose: Hashable, Sendable { case set, unlock }
