import Platform
/// The scan log (`$XDG_STATE_HOME/ipodtui/scan.log`): every skipped file with its reason and
/// every playlist entry that was not found, so "why is my song missing?" has an answer.
enum ScanLog {
  static func text(for report: ScanReport) -> String {
    var lines = ["# ipodtui scan of \(report.root)",
      "# \(report.tracks) tracks, \(report.skipped.count) skipped, \(report.missingPlaylistEntries.count) missing playlist entries",
      // Read by `make bench`: the scan's own time, as the app ran it.
      "# \(report.filesSeen) files seen, \(report.filesRead) read in \(report.seconds) s"]
    for file in report.skipped.sorted(by: { ($0.reason, $0.path) < ($1.reason, $1.path) }) {
      lines.append("\(file.reason.rawValue)\t\(TagText.clean(file.path.display))")
    }
    for missing in report.missingPlaylistEntries {
      lines.append("missing playlist entry\t\(missing.playlist)\t\(TagText.clean(missing.entry))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func write(_ report: ScanReport, to path: String) -> Bool {
    (try? AtomicFile.write(text(for: report), to: path)) != nil
  }
}
