import Foundation
import Testing
import WheelCore

/// Extras > Calendars with the real program in tmux, on an `.ics` file written for tomorrow
/// (in the local time the program shows, as floating times are) and a broken one beside it.
@Suite(.serialized) struct CalendarsEndToEndTests {
  @Test func theWheelMovesToTomorrowAndTheCenterShowsItsEvent() throws {
    let scratch = try Scratch()
    let folder = try scratch.directory("data/ipodtui/Calendars")
    let tomorrow = Calendar.current.dateComponents(
      [.year, .month, .day], from: Date().addingTimeInterval(86_400))
    let date = String(format: "%04d%02d%02d", tomorrow.year!, tomorrow.month!, tomorrow.day!)
    let ics = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "X-WR-CALNAME:Errands", "BEGIN:VEVENT", "UID:e2e-1",
      "DTSTART:\(date)T101500", "DTEND:\(date)T110000", "SUMMARY:Dentist", "LOCATION:Main Street Clinic",
      "END:VEVENT", "END:VCALENDAR",
    ].joined(separator: "\r\n")
    try ics.write(toFile: folder + "/errands.ics", atomically: true, encoding: .utf8)
    try "not a calendar\n".write(toFile: folder + "/broken.ics", atomically: true, encoding: .utf8)
    let extras = ExtrasEndToEndTests()
    let app = try extras.start(scratch)
    try extras.open(app, ["Extras", "Calendars"])
    #expect(app.waitFor { $0.joined().contains("Skipped") }, "the broken file is said: \((try? app.screen()) ?? [])")
    #expect(app.waitForSelection("Errands"), "one calendar, so no All")
    try app.send(key: "Enter")
    let month = CalendarMonth(year: tomorrow.year!, month: tomorrow.month!).name
    #expect(app.waitFor { $0.joined().contains(month) }, "today's month: \(month)")
    try app.send(key: "Down")
    try app.settle()
    try app.send(key: "Enter")
    #expect(app.waitForSelection("Dentist"), "tomorrow's event: \((try? app.screen()) ?? [])")
    #expect(try app.screen().joined().contains("10:15"))
    try app.send(key: "Enter")
    #expect(app.waitFor { $0.joined().contains("Main Street Clinic") })
    try app.send(key: "C-c")
    #expect(app.waitForExit() == 0)
  }
}
