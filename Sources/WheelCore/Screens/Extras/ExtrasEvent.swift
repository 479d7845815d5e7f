/// What the adapters tell the Extras and the body: time zones, the battery, notes, scores.
public enum ExtrasEvent: Sendable, Equatable {
  /// The tz database's zone names ("Europe/Paris"), for Add City.
  case zoneNamesListed([String])
  /// Each asked zone's offset from UTC now, and the local one, in seconds.
  case zonesRead(local: Int, zones: [String: Int])
  /// The computer's battery (nil: it has none).
  case batteryRead(Battery?)
  /// The notes folder's files, as paths relative to it ("Recipes/Bread.txt").
  case notesListed([String])
  /// A note's text (nil: it could not be read).
  case noteRead(path: String, text: String?)
  case highScoresLoaded(HighScores)
  /// The disk holding the library folder `path` (nil: it could not be measured).
  case diskRead(path: String, DiskSpace?)
  /// The calendars' names, and the folder they are read from (as the user would write it).
  case calendarsListed([String], folder: String)
  /// A month's occurrences of every calendar, in local time.
  case calendarMonthRead(CalendarMonth, [CalendarEvent])
  /// Every contact read, and the folder.
  case contactsListed([Contact], folder: String)
}

/// What the Extras ask of the adapters.
public enum ExtrasEffect: Sendable, Equatable {
  case listZoneNames
  case readZones([String])
  case listNotes
  case readNote(String)
  /// Read the Calendars folder afresh (names), then expand one month of it; times are shown in
  /// `zone` (Settings > Date & Time's; nil: the computer's own).
  case listCalendars(zone: String?)
  case readCalendarMonth(CalendarMonth)
  case listContacts
  /// Music Quiz: play `seconds` of the song from `from` seconds, at music gain `gain`, through
  /// the engine's preview voice (the music player is left as it is).
  case playClip(Track, from: Double, seconds: Double, gain: Double)
  case stopClip
  /// Write the high scores to the user's data folder.
  case saveHighScores(HighScores)
  /// Measure the disk holding this folder (Settings > About).
  case readDisk(String)
}
