/// The screens of Extras and of the iPod's body added with them. `Screen.extra` carries one,
/// so they register in one place (`home`, in `Screen+Home`) beside the types that run them.
public enum ExtraScreen: Hashable, Sendable {
  /// Alarms: "Create Alarm" and the alarms; one alarm's settings; its time; its sound.
  case alarms
  case alarm(Int)
  case alarmTime(Int)
  case alarmSound(Int)
  case games, brick, quiz, parachute, solitaire, vortex
  /// A folder of notes (relative to the Notes folder, "" at the top) and one note.
  case notes(String)
  case note(String)
  /// Screen Lock's menu, and the four-number combination (to set it, or to unlock).
  case screenLock
  case combination(CombinationPurpose)
  case brightness
  /// Calendars: the calendars ("All" first), a month grid (nil: all calendars), a day's
  /// events, one event (by its place in the day's list).
  case calendars
  case calendarMonth(Int?)
  case calendarDay(Int?, CalendarDay)
  case calendarEvent(Int?, CalendarDay, Int)
  /// Contacts: the people sorted by last name, and one card.
  case contacts
  case contact(Int)
}

/// Why the combination screen is open: to choose Screen Lock's combination, or to unlock
/// with it; to lock Settings > Volume Limit, or to open it again.
public enum CombinationPurpose: Hashable, Sendable { case set, unlock, lockVolume, unlockVolume }
