/// The same moment on another zone's wall clock, for Settings > Date & Time's zone.
extension LocalTime {
  /// The wall clock `offset` seconds east of UTC at this moment, its date included (the
  /// civil calendar from a day count, as Howard Hinnant's `civil_from_days`); nil when the
  /// clock was read without its Unix time.
  func inZone(offset: Int) -> LocalTime? {
    guard unixTime != 0 else { return nil }
    let seconds = Int(unixTime.rounded(.down)) + offset
    let days = seconds >= 0 ? seconds / 86400 : -((-seconds + 86399) / 86400)
    let inDay = seconds - days * 86400
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153  // 0 = March
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    // 1 January 1970 was a Thursday (5 with Sunday = 1).
    let weekday = ((days + 4) % 7 + 7) % 7 + 1
    return LocalTime(
      year: year, month: month, day: day, weekday: weekday, hour: inDay / 3600, minute: inDay / 60 % 60,
      second: inDay % 60, unixTime: unixTime)
  }
}
