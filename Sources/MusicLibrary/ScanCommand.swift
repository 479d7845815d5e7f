import Platform
import Storage
import WheelCore

/// `ipodtui scan [DIR] [--json]`: scans a folder (default: the library the app would use) into
/// the cache database and prints what it found, how long it took and what it skipped.
public enum ScanCommand {
  public static let usage = "usage: ipodtui scan [DIR] [--json]"

  /// Runs the command; `arguments` are the words after `scan` (a leading "scan" is tolerated).
  /// Returns the exit status: 0 done, 1 missing folder or database failure, 2 bad usage.
  public static func run(arguments: [String], environment: [String: String] = ProcessEnvironment.current()) -> Int32 {
    var words = arguments
    if words.first == "scan" { words.removeFirst() }
    var json = false
    var folder: String?
    for word in words {
      switch word {
      case "--json": json = true
      case "-h", "--help":
        print(usage)
        return 0
      default:
        if word.hasPrefix("-") || folder != nil {
          StandardStreams.printError("ipodtui scan: unexpected argument '\(word)'\n\(usage)")
          return 2
        }
        folder = word
      }
    }
    let location = LibraryLocation.resolve(
      explicit: folder, saved: nil, environment: environment,
      currentDirectory: ExecutablePath.currentDirectory())
    if let folder, location.source != .commandLine {
      StandardStreams.printError("ipodtui scan: no such folder: \(folder)")
      return 1
    }
    guard location.source != .none else {
      StandardStreams.printError("ipodtui scan: no library folder found (\(location.explanation))")
      return 1
    }
    let xdg = XDGDirectories(environment: environment)
    do {
      let cache = try LibraryCache(path: xdg.databasePath(forLibrary: location.path))
      let (report, counts) = try cache.run { database in
        let report = try LibraryScanner(database: database, logPath: xdg.scanLogPath).scan(root: location.path)
        return (report, try albumAndArtistCounts(of: database))
      }
      for problem in cache.problems { StandardStreams.printError("ipodtui scan: \(problem)") }
      print(
        json
          ? ScanSummary.json(report, counts: counts, location: location)
          : ScanSummary.text(report, counts: counts, location: location))
      return 0
    } catch {
      StandardStreams.printError("ipodtui scan: \(error)")
      return 1
    }
  }

  /// Albums and artists as the Music menu counts them: saved ones when the library is as it was
  /// when they were counted, else counted on the index (and saved for the next rescan).
  private static func albumAndArtistCounts(of database: LibraryDatabase) throws -> LibraryDatabase.Counts {
    if let saved = try database.savedCounts() { return saved }
    let index = LibraryIndex(tracks: try database.loadTracks())
    let counts = LibraryDatabase.Counts(albums: index.albums.count, artists: index.artists.count)
    try database.saveCounts(counts)
    return counts
  }
}
