import WheelCore

/// The words and JSON that `ipodtui scan` prints for a report.
enum ScanSummary {
  static func text(_ report: ScanReport, counts: LibraryDatabase.Counts, location: LibraryLocation) -> String {
    var lines = [
      "Library: \(TagText.clean(report.root)) (\(location.source.rawValue))",
      "Tracks: \(report.tracks)  Albums: \(counts.albums)  Artists: \(counts.artists)  Playlists: \(report.playlists.count)",
      "This scan: \(report.added) added, \(report.updated) updated, \(report.removed) removed, \(report.unchanged) unchanged; \(report.filesRead) files read",
      "Time: \(JSONText.number(report.seconds)) s, \(Int(report.filesPerSecond.rounded())) files/s (\(report.filesSeen) files)",
    ]
    let skippedCounts = report.skippedCounts
    if skippedCounts.isEmpty {
      lines.append("Skipped: none")
    } else {
      lines.append("Skipped: \(report.skipped.count)")
      for reason in SkipReason.allCases {
        if let count = skippedCounts[reason] { lines.append("  \(reason.rawValue): \(count)") }
      }
    }
    if !report.missingPlaylistEntries.isEmpty {
      lines.append("Playlist entries not in the library: \(report.missingPlaylistEntries.count)")
    }
    if let log = report.logPath { lines.append("Log: \(log)") }
    return lines.joined(separator: "\n")
  }

  static func json(_ report: ScanReport, counts: LibraryDatabase.Counts, location: LibraryLocation) -> String {
    let skippedCounts = report.skippedCounts
    let skippedByReason = JSONText.object(SkipReason.allCases.map { ($0.rawValue, String(skippedCounts[$0] ?? 0)) })
    let skippedFiles = JSONText.array(
      report.skipped.map {
        JSONText.object([("path", JSONText.string($0.path.display)), ("reason", JSONText.string($0.reason.rawValue))])
      })
    let missing = JSONText.array(
      report.missingPlaylistEntries.map {
        JSONText.object([("playlist", JSONText.string($0.playlist)), ("entry", JSONText.string($0.entry))])
      })
    return JSONText.object([
      ("library", JSONText.string(report.root)),
      ("source", JSONText.string(location.source.rawValue)),
      ("tracks", String(report.tracks)), ("albums", String(counts.albums)),
      ("artists", String(counts.artists)), ("playlists", String(report.playlists.count)),
      ("added", String(report.added)), ("updated", String(report.updated)),
      ("removed", String(report.removed)), ("unchanged", String(report.unchanged)),
      ("filesSeen", String(report.filesSeen)), ("filesRead", String(report.filesRead)),
      ("seconds", JSONText.number(report.seconds, digits: 4)),
      ("filesPerSecond", JSONText.number(report.filesPerSecond, digits: 1)),
      ("skipped", String(report.skipped.count)), ("skippedByReason", skippedByReason),
      ("skippedFiles", skippedFiles), ("missingPlaylistEntries", missing),
      ("log", report.logPath.map(JSONText.string) ?? "null"),
    ])
  }
}
