import AudioEngine
import Foundation
import Platform
import TestSupport
import Testing
import WheelCore

@testable import IpodApp

/// The Extras adapter's quiz clips: each request and each stop starts a new generation, so a
/// clip decoded after a stop, or after a newer request, never reaches the preview voice. The
/// adapter's work queue is the test's, held suspended to put a decode after the stop.
@Suite struct ExtrasAdapterTests {
  let folder: String
  let events = EventRecorder()
  let work = DispatchQueue(label: "ExtrasAdapterTests")

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("ipodapp-extras-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func adapter(_ output: FakeClipOutput) -> ExtrasAdapter {
    let xdg = XDGDirectories(environment: ["HOME": folder, "XDG_DATA_HOME": folder + "/data"])
    return ExtrasAdapter(xdg: xdg, playback: output, post: events.post, work: work)
  }

  /// A song of `seconds` on disk (a WAV tone), as a track.
  func song(_ name: String, seconds: Double) throws -> Track {
    let path = folder + "/" + name + ".wav"
    try ToneFile.write(path: path, seconds: seconds)
    return Track(id: 1, path: path, title: name, artist: "A", album: "B")
  }

  /// Stereo frames in `sound`.
  static func frames(_ sound: Sound) -> Int { sound.samples.count / 2 }

  /// High scores written by a newer ipodtui are read and said at start (never written over),
  /// not first at the end of a game.
  @Test func highScoresFromANewerVersionAreReadAndSaidAtStart() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/data/ipodtui", withIntermediateDirectories: true)
    let file = folder + "/data/ipodtui/high-scores"
    let text = "version = 99\nbrick = 120\nend\n"
    try text.write(toFile: file, atomically: false, encoding: .utf8)
    let extras = adapter(FakeClipOutput())
    extras.start(batteryRoot: folder + "/no-battery")
    defer { extras.stop() }
    work.sync {}
    let posted = events.events
    #expect(
      posted.contains { if case .extras(.highScoresLoaded(let high)) = $0 { high[.brick] == 120 } else { false } },
      "\(posted)")
    #expect(
      posted.contains { if case .notice(let text) = $0 { text.contains("newer ipodtui") } else { false } }, "\(posted)")
    #expect(try String(contentsOfFile: file, encoding: .utf8) == text)
  }

  /// Calendars and Contacts: problems become notices, the lists name the folder as the user
  /// writes it (`~`), and a month is expanded from the calendars the listing read.
  @Test func calendarsAndContactsAreReadOnTheWorkQueueWithTheirNotices() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let calendars = folder + "/data/ipodtui/Calendars"
    try FileManager.default.createDirectory(atPath: calendars, withIntermediateDirectories: true)
    try
      "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:1\r\nDTSTART;VALUE=DATE:20261130\r\nSUMMARY:Move\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
      .write(toFile: calendars + "/home.ics", atomically: false, encoding: .utf8)
    try "junk".write(toFile: calendars + "/junk.ics", atomically: false, encoding: .utf8)
    let extras = adapter(FakeClipOutput())
    extras.run(.listCalendars(zone: nil))
    extras.run(.readCalendarMonth(CalendarMonth(year: 2026, month: 11)))
    extras.run(.listContacts)
    work.sync {}
    let posted = events.events
    #expect(posted.contains(.notice("Skipped calendar junk.ics: not an iCalendar file")), "\(posted)")
    #expect(posted.contains(.extras(.calendarsListed(["home"], folder: "~/data/ipodtui/Calendars"))), "\(posted)")
    #expect(
      posted.contains {
        if case .extras(.calendarMonthRead(_, let events)) = $0 { events.map(\.title) == ["Move"] } else { false }
      }, "\(posted)")
    #expect(posted.contains(.extras(.contactsListed([], folder: "~/data/ipodtui/Contacts"))), "\(posted)")
  }

  /// A timed event is shown in Date & Time's zone when one is chosen: 15:00 UTC is 10:00 in
  /// New York in December.
  @Test func calendarsAreShownInTheChosenZone() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let calendars = folder + "/data/ipodtui/Calendars"
    try FileManager.default.createDirectory(atPath: calendars, withIntermediateDirectories: true)
    try
      "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:1\r\nDTSTART:20261202T150000Z\r\nSUMMARY:Call\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
      .write(toFile: calendars + "/home.ics", atomically: false, encoding: .utf8)
    let extras = adapter(FakeClipOutput())
    extras.run(.listCalendars(zone: "America/New_York"))
    extras.run(.readCalendarMonth(CalendarMonth(year: 2026, month: 12)))
    work.sync {}
    let starts = events.events.compactMap { event -> [CalendarEvent.Moment]? in
      if case .extras(.calendarMonthRead(_, let found)) = event { found.map(\.start) } else { nil }
    }
    #expect(starts == [[CalendarEvent.Moment(day: CalendarDay(year: 2026, month: 12, day: 2), minute: 10 * 60)]])
  }

  @Test func aClipIsDecodedAndPlayedOnThePreviewVoice() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let output = FakeClipOutput()
    let extras = adapter(output)
    let track = try song("one", seconds: 2)
    extras.run(.playClip(track, from: 0.5, seconds: 0.75, gain: 1))
    work.sync {}
    #expect(output.previews.map(Self.frames) == [Int(0.75 * Double(AudioFormat.sampleRate))])
    #expect(output.enginePathsAsked == [track.path])
    #expect(events.events.isEmpty)
  }

  @Test func aStopBeforeTheDecodeKeepsTheClipSilent() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let output = FakeClipOutput()
    let extras = adapter(output)
    let track = try song("one", seconds: 1)
    work.suspend()
    extras.run(.playClip(track, from: 0, seconds: 0.5, gain: 1))
    extras.run(.stopClip)
    work.resume()
    work.sync {}
    #expect(output.previews.map(Self.frames) == [], "a clip decoded after the stop was played")
    #expect(output.stops == 1)
  }

  @Test func onlyTheNewestOfTwoRequestsIsPlayed() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let output = FakeClipOutput()
    let extras = adapter(output)
    let first = try song("first", seconds: 1)
    let second = try song("second", seconds: 1)
    work.suspend()
    extras.run(.playClip(first, from: 0, seconds: 0.25, gain: 1))
    extras.run(.playClip(second, from: 0, seconds: 0.5, gain: 1))
    work.resume()
    work.sync {}
    #expect(output.previews.map(Self.frames) == [AudioFormat.sampleRate / 2])
    // A request after a stop plays again: the stop ended a generation, not the voice.
    extras.run(.stopClip)
    extras.run(.playClip(first, from: 0, seconds: 0.25, gain: 1))
    work.sync {}
    #expect(output.previews.map(Self.frames) == [AudioFormat.sampleRate / 2, AudioFormat.sampleRate / 4])
  }

  @Test func withoutAnOpenDeviceNoClipIsMade() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let output = FakeClipOutput(deviceOpen: false)
    let extras = adapter(output)
    extras.run(.playClip(try song("one", seconds: 1), from: 0, seconds: 0.5, gain: 1))
    work.sync {}
    #expect(output.previews.map(Self.frames) == [])
    #expect(output.enginePathsAsked.isEmpty, "the song was looked up with no voice to play it")
    #expect(events.events.isEmpty)
  }

  @Test func aSongThatCannotBeDecodedSaysSo() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let output = FakeClipOutput()
    let extras = adapter(output)
    let missing = Track(id: 2, path: folder + "/missing.flac", title: "gone", artist: "A", album: "B")
    extras.run(.playClip(missing, from: 0, seconds: 0.5, gain: 1))
    work.sync {}
    #expect(output.previews.map(Self.frames) == [])
    #expect(events.events == [.notice("Can't play this song")])
  }
}
