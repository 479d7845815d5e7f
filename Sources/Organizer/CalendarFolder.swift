import Foundation
import Platform
import WheelCore

/// `$XDG_DATA_HOME/ipodtui/Calendars/`: each `.ics` file in it is a calendar (named by its
/// X-WR-CALNAME, else the file's name), and each folder of `.ics` files one level down is one
/// calendar named after the folder (how vdirsyncer and khal keep a calendar, an event a file).
///
/// `read()` parses every file once (when Calendars opens); `events(in:)` then expands the
/// month the grid shows. Files that libical cannot read are skipped and named in `problems`.
/// Not thread-safe: the Extras adapter calls it on its serial queue.
public final class CalendarFolder: @unchecked Sendable {
  public let path: String
  /// The zone times are shown in (nil: the system's); set by each `read`.
  private var viewerZoneName: String?
  private var calendars: [(name: String, files: [ICalFile])] = []

  /// `zone`: the viewer's time zone by name (nil: the system's).
  public init(path: String, zone: String? = nil) {
    self.path = path
    viewerZoneName = zone
  }

  public convenience init?(xdg: XDGDirectories) {
    guard let data = xdg.dataDirectory else { return nil }
    self.init(path: data + "/Calendars")
  }

  /// A file larger than this is not read (a calendar of ten thousand events is ~3 MB).
  public static let sizeLimit = 8 << 20

  /// Reads the folder afresh: the calendars' names, in the order of their names, and one line
  /// per file that was skipped or lost events.
  public func read() -> (names: [String], problems: [String]) {
    var problems: [String] = []
    var found: [String: [ICalFile]] = [:]
    var named: [String: String] = [:]
    let files = OrganizerFiles.list(path, extension: "ics")
    if !files.isEmpty, let missing = ICal.unavailable {
      calendars = []
      return ([], ["Calendars cannot be read: \(missing)"])
    }
    ICal.locked {
      let viewer = ViewerZone(name: viewerZoneName)
      for file in files {
        do {
          guard let bytes = try RegularFile.read(path + "/" + file.relative, limit: Self.sizeLimit) else { continue }
          let parsed = try ICalFile(bytes: bytes, viewer: viewer)
          if parsed.skipped > 0 {
            problems.append("\(parsed.skipped) event\(parsed.skipped == 1 ? "" : "s") skipped in \(file.relative)")
          }
          found[file.collection, default: []].append(parsed)
          if file.isTopLevel, let name = parsed.name { named[file.collection] = name }
        } catch {
          problems.append("Skipped calendar \(file.relative): \(Self.reason(error))")
        }
      }
    }
    calendars = found.map { (named[$0.key] ?? $0.key, $0.value) }.sorted { SortKey($0.name) < SortKey($1.name) }
    return (calendars.map(\.name), problems)
  }

  /// `read()`, with the events shown in `zone` from now on (a tz database name; nil: the
  /// system's): Settings > Date & Time's choice, as the title bar's clock follows it.
  public func read(inZone zone: String?) -> (names: [String], problems: [String]) {
    viewerZoneName = zone
    return read()
  }

  /// Every occurrence in `month` of every calendar read, with its calendar's index.
  public func events(in month: CalendarMonth) -> [CalendarEvent] {
    guard !calendars.isEmpty else { return [] }  // none read, or libical missing: nothing to load it for
    return ICal.locked {
      let viewer = ViewerZone(name: viewerZoneName)
      var out: [CalendarEvent] = []
      for (index, calendar) in calendars.enumerated() {
        for file in calendar.files {
          for record in file.records {
            out += Recurrence.occurrences(of: record, calendar: index, in: month, viewer: viewer)
          }
        }
      }
      return out
    }
  }

  private static func reason(_ error: any Error) -> String {
    switch error {
    case ICalFile.Failure.notICalendar: "not an iCalendar file"
    case ICalFile.Failure.broken: "no event could be read"
    case AtomicFile.Failure.tooLarge: "larger than \(sizeLimit >> 20) MB"
    case AtomicFile.Failure.notAFile: "not a regular file"
    default: "\(error)"
    }
  }
}
