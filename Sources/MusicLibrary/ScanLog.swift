import Platform

#if canImport(Glibc)
  import Glibc
#endif

/// The scan log (`$XDG_STATE_HOME/ipodtui/scan.log`): every skipped file with its reason and
/// every playlist entry that was not found, so "why is my song missing?" has an answer.
///
/// Bounded, since a library can hold anything: at most `sizeLimit` bytes (one large bad
/// playlist once made it 19.6 MB, rewritten on every scan), half of it for skipped files and
/// half for playlists, at most `entriesPerPlaylist` missing entries per playlist, and each
/// line cut at `lineLimit`; what is left out is counted in the log itself. The previous scan's
/// log is kept once as `scan.log.1`, so a scan never destroys the one before it.
enum ScanLog {
  static let sizeLimit = 1 << 20
  static let entriesPerPlaylist = 100
  static let lineLimit = 4096

  /// Lines added while they fit in a byte budget; the rest only counted.
  private struct Section {
    var lines: [String] = []
    var bytesLeft: Int
    var omitted = 0

    mutating func add(_ line: String) {
      var line = line
      if line.utf8.count > ScanLog.lineLimit {
        line = String(decoding: line.utf8.prefix(ScanLog.lineLimit), as: UTF8.self)
      }
      let cost = line.utf8.count + 1
      guard cost <= bytesLeft else {
        omitted += 1
        return
      }
      bytesLeft -= cost
      lines.append(line)
    }

    /// The lines, with a last one saying how many were left out.
    func text(what: String) -> [String] {
      omitted == 0
        ? lines : lines + ["# \(omitted) more \(what) not logged (the log is capped at \(ScanLog.sizeLimit >> 20) MB)"]
    }
  }

  static func text(for report: ScanReport) -> String {
    var header = Section(bytesLeft: 3 * lineLimit)
    header.add("# ipodtui scan of \(TagText.clean(report.root))")
    header.add(
      "# \(report.tracks) tracks, \(report.skipped.count) skipped, \(report.missingPlaylistEntries.count) missing playlist entries"
    )
    // Read by `make bench`: the scan's own time, as the app ran it.
    header.add("# \(report.filesSeen) files seen, \(report.filesRead) read in \(report.seconds) s")
    // Each section keeps room for its closing line.
    let share = (sizeLimit - 3 * lineLimit) / 2 - 200
    var skipped = Section(bytesLeft: share)
    for file in report.skipped.sorted(by: { ($0.reason, $0.path) < ($1.reason, $1.path) }) {
      skipped.add("\(file.reason.rawValue)\t\(TagText.clean(file.path.display))")
    }
    var missing = Section(bytesLeft: share)
    var perPlaylist: [String: Int] = [:]
    var order: [String] = []
    for entry in report.missingPlaylistEntries {
      let count = perPlaylist[entry.playlist, default: 0]
      if count == 0 { order.append(entry.playlist) }
      perPlaylist[entry.playlist] = count + 1
      if count < entriesPerPlaylist {
        missing.add("missing playlist entry\t\(entry.playlist)\t\(TagText.clean(entry.entry))")
      }
    }
    for playlist in order where perPlaylist[playlist]! > entriesPerPlaylist {
      missing.add("# \(perPlaylist[playlist]! - entriesPerPlaylist) more missing entries in \(TagText.clean(playlist))")
    }
    let lines = header.lines + skipped.text(what: "skipped files") + missing.text(what: "playlist lines")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Writes the log, first moving the previous one to `PATH.1` (replacing an older `.1`).
  /// Not flushed to disk: a log lost in a power cut costs nothing, two fsyncs cost a rescan.
  static func write(_ report: ScanReport, to path: String) -> Bool {
    _ = rename(path, path + ".1")
    return (try? AtomicFile.write(text(for: report), to: path, durable: false)) != nil
  }
}
