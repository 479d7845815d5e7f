import Foundation
import Organizer
import Testing
import WheelCore

/// The Calendars reader on `.ics` files written at test time, shown in Berlin time.
@Suite struct CalendarFolderTests {
  let march = CalendarMonth(year: 2026, month: 3)

  func day(_ y: Int, _ m: Int, _ d: Int) -> CalendarDay { CalendarDay(year: y, month: m, day: d) }

  func read(_ folder: TemporaryFolder) -> (CalendarFolder, [String], [String]) {
    let calendars = CalendarFolder(path: folder.path, zone: "Europe/Berlin")
    let (names, problems) = calendars.read()
    return (calendars, names, problems)
  }

  @Test func weeklyRuleWithAnExceptionRepeatsInEveryMonthShown() {
    let folder = TemporaryFolder()
    folder.write(
      "work.ics",
      ics(
        "X-WR-CALNAME:Work", "BEGIN:VEVENT", "UID:standup-1", "DTSTART:20260302T090000", "DTEND:20260302T091500",
        "RRULE:FREQ=WEEKLY;BYDAY=MO", "EXDATE:20260316T090000", "SUMMARY:Standup", "LOCATION:Room 4",
        "END:VEVENT"))
    let (calendars, names, problems) = read(folder)
    #expect(names == ["Work"])
    #expect(problems.isEmpty)
    let inMarch = calendars.events(in: march)
    #expect(inMarch.map(\.start.day) == [day(2026, 3, 2), day(2026, 3, 9), day(2026, 3, 23), day(2026, 3, 30)])
    #expect(inMarch.allSatisfy { $0.start.minute == 9 * 60 && $0.end.minute == 9 * 60 + 15 && !$0.allDay })
    #expect(inMarch.first?.title == "Standup" && inMarch.first?.location == "Room 4")
    // Years on, the iterator starts near the month rather than walking there.
    let later = calendars.events(in: CalendarMonth(year: 2030, month: 1)).map(\.start.day.day)
    #expect(later == [7, 14, 21, 28])
    #expect(calendars.events(in: CalendarMonth(year: 2026, month: 2)).isEmpty)
  }

  @Test func aNewYorkTimeIsShownInTheViewersZoneAcrossTheirDaylightSavingGap() {
    let folder = TemporaryFolder()
    folder.write(
      "trips.ics",
      ics(
        "BEGIN:VEVENT", "UID:ny-1", "DTSTART;TZID=America/New_York:20260310T090000",
        "DTEND;TZID=America/New_York:20260310T100000", "SUMMARY:Call with New York", "END:VEVENT",
        "BEGIN:VEVENT", "UID:utc-1", "DTSTART:20260311T230000Z", "DURATION:PT2H", "SUMMARY:Late", "END:VEVENT"))
    let (calendars, names, _) = read(folder)
    #expect(names == ["trips"])
    let events = calendars.events(in: march).sorted { $0.start < $1.start }
    // New York is on summer time from 8 March, Berlin only from 29 March: 9:00 EDT is 14:00 CET.
    #expect(events.first?.start == CalendarEvent.Moment(day: day(2026, 3, 10), minute: 14 * 60))
    #expect(events.first?.end == CalendarEvent.Moment(day: day(2026, 3, 10), minute: 15 * 60))
    // 23:00 UTC is midnight in Berlin: the next day, ending at 02:00.
    #expect(events.last?.start == CalendarEvent.Moment(day: day(2026, 3, 12), minute: 0))
    #expect(events.last?.end == CalendarEvent.Moment(day: day(2026, 3, 12), minute: 120))
  }

  @Test func anAllDayEventTakesItsDaysAndNoMore() {
    let folder = TemporaryFolder()
    folder.write(
      "home.ics",
      ics(
        "BEGIN:VEVENT", "UID:trip", "DTSTART;VALUE=DATE:20260320", "DTEND;VALUE=DATE:20260322",
        "SUMMARY:Weekend away", "END:VEVENT", "BEGIN:VEVENT", "UID:bday", "DTSTART;VALUE=DATE:20200331",
        "RRULE:FREQ=YEARLY", "SUMMARY:Birthday", "END:VEVENT"))
    let (calendars, _, _) = read(folder)
    let events = calendars.events(in: march)
    let trip = events.first { $0.title == "Weekend away" }
    #expect(trip?.allDay == true)
    #expect(
      trip.map { event in [19, 20, 21, 22].map { event.touches(day(2026, 3, $0)) } } == [false, true, true, false])
    #expect(events.first { $0.title == "Birthday" }?.start.day == day(2026, 3, 31))
  }

  @Test func aCountedRuleStopsAndAnEventSpanningMonthsShowsInBoth() {
    let folder = TemporaryFolder()
    folder.write(
      "a.ics",
      ics(
        "BEGIN:VEVENT", "UID:c", "DTSTART:20260330T080000", "RRULE:FREQ=DAILY;COUNT=3", "SUMMARY:Course",
        "END:VEVENT"))
    let (calendars, _, _) = read(folder)
    #expect(calendars.events(in: march).map(\.start.day.day) == [30, 31])
    #expect(calendars.events(in: CalendarMonth(year: 2026, month: 4)).map(\.start.day.day) == [1])
  }

  @Test func brokenFilesAreSkippedAndNamedAndTheRestIsRead() {
    let folder = TemporaryFolder()
    folder.write("good.ics", ics("BEGIN:VEVENT", "UID:g", "DTSTART:20260305T100000", "SUMMARY:Fine", "END:VEVENT"))
    folder.write("notes.ics", "this is a shopping list, not a calendar\n")
    folder.write("binary.ics", bytes: [0x00, 0xFF, 0xFE, 0x42, 0x00])
    folder.write(
      "nostart.ics",
      ics(
        "BEGIN:VEVENT", "UID:n", "SUMMARY:No start", "END:VEVENT", "BEGIN:VEVENT", "UID:m",
        "DTSTART:20260306T100000", "SUMMARY:Has start", "END:VEVENT"))
    mkfifo(folder.path + "/pipe.ics", 0o600)
    let (calendars, names, problems) = read(folder)
    #expect(names == ["good", "nostart"])
    #expect(problems.contains("Skipped calendar notes.ics: not an iCalendar file"), "\(problems)")
    #expect(problems.contains { $0.hasPrefix("Skipped calendar binary.ics") }, "\(problems)")
    #expect(problems.contains("Skipped calendar pipe.ics: not a regular file"), "\(problems)")
    #expect(problems.contains("1 event skipped in nostart.ics"), "\(problems)")
    #expect(Set(calendars.events(in: march).map(\.title)) == ["Fine", "Has start"])
  }

  @Test func aFolderOfEventFilesIsOneCalendarNamedAfterIt() {
    let folder = TemporaryFolder()
    folder.write(
      "Family/1.ics", ics("BEGIN:VEVENT", "UID:1", "DTSTART:20260301T100000", "SUMMARY:One", "END:VEVENT"))
    folder.write(
      "Family/2.ics", ics("BEGIN:VEVENT", "UID:2", "DTSTART:20260302T100000", "SUMMARY:Two", "END:VEVENT"))
    let (calendars, names, _) = read(folder)
    #expect(names == ["Family"])
    #expect(calendars.events(in: march).map(\.calendar) == [0, 0])
  }

  @Test func aMovedOccurrenceReplacesTheRulesOne() {
    let folder = TemporaryFolder()
    folder.write(
      "a.ics",
      ics(
        "BEGIN:VEVENT", "UID:w", "DTSTART:20260302T090000", "RRULE:FREQ=WEEKLY;COUNT=3", "SUMMARY:Weekly",
        "END:VEVENT", "BEGIN:VEVENT", "UID:w", "RECURRENCE-ID:20260309T090000", "DTSTART:20260310T110000",
        "SUMMARY:Weekly (moved)", "END:VEVENT"))
    let (calendars, _, _) = read(folder)
    let events = calendars.events(in: march).sorted { $0.start < $1.start }
    #expect(events.map(\.start.day.day) == [2, 10, 16])
    #expect(events[1].title == "Weekly (moved)")
  }

  @Test func aMissingFolderHasNoCalendars() {
    let (names, problems) = CalendarFolder(path: "/nonexistent/ipodtui-calendars").read()
    #expect(names.isEmpty && problems.isEmpty)
  }
}
