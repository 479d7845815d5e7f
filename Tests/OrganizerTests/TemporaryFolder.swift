import Foundation

/// A folder made for one test and removed with it, with files written as bytes.
final class TemporaryFolder {
  let path: String

  init() {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("organizer-\(getpid())-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  func write(_ relative: String, _ text: String) { write(relative, bytes: Array(text.utf8)) }

  func write(_ relative: String, bytes: [UInt8]) {
    let full = path + "/" + relative
    try? FileManager.default.createDirectory(
      atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    FileManager.default.createFile(atPath: full, contents: Data(bytes))
  }
}

/// iCalendar text with CRLF line ends, as files have them.
func ics(_ lines: String...) -> String {
  (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//ipodtui tests//EN"] + lines + ["END:VCALENDAR"])
    .joined(separator: "\r\n") + "\r\n"
}
