import Foundation
import MusicLibrary
import Platform
import PropertyLists
import Storage
import WheelCore

/// `ipodtui import-itunes FILE [--library DIR] [--json]`: brings an iTunes library's ratings,
/// play and skip counts, dates and playlists into the user data (see `UserData.importITunes`
/// for the merge rule). The library is the one the app would open, brought up to date as
/// `ipodtui scan` does. The data is written through `UserDataStore`, as the app writes it, and
/// only while this process holds the instance lock: a running ipodtui would overwrite the
/// import with its own copy at its next save, so the import refuses to run beside one.
public enum ITunesImportCommand {
  public static let usage = "usage: ipodtui import-itunes FILE [--library DIR] [--json]"
  /// How many unmatched tracks the text summary lists (the JSON lists them all).
  static let listed = 10

  /// What a run printed and its exit status: 0 imported, 1 refused or failed, 2 bad usage.
  public struct Outcome: Sendable {
    public var status: Int32
    public var output = ""
    public var errors: [String] = []
  }

  /// Runs the command and prints what it says.
  public static func run(arguments: [String], environment: [String: String] = ProcessEnvironment.current()) -> Int32 {
    let outcome = execute(arguments: arguments, environment: environment)
    if !outcome.output.isEmpty { StandardStreams.printOut(outcome.output) }
    for error in outcome.errors { StandardStreams.printError("ipodtui import-itunes: \(error)") }
    return outcome.status
  }

  public static func execute(arguments: [String], environment: [String: String], now: Double? = nil) -> Outcome {
    var words = arguments[...]
    if words.first == "import-itunes" { words.removeFirst() }
    var json = false
    var file: String?
    var library: String?
    while let word = words.popFirst() {
      switch word {
      case "--json": json = true
      case "--library":
        guard let folder = words.popFirst() else {
          return Outcome(status: 2, errors: ["--library needs a folder", usage])
        }
        library = folder
      case "-h", "--help": return Outcome(status: 0, output: usage + "\n")
      default:
        guard !word.hasPrefix("-"), file == nil else {
          return Outcome(status: 2, errors: ["unexpected argument '\(word)'", usage])
        }
        file = word
      }
    }
    guard let file else { return Outcome(status: 2, errors: [usage]) }
    let xdg = XDGDirectories(environment: environment)
    guard let stateDirectory = xdg.stateDirectory, xdg.dataDirectory != nil else {
      return Outcome(status: 1, errors: ["no home folder: the user data has nowhere to be saved"])
    }
    // Held until the data is on disk; released when `lock` goes at the end of this function.
    let lock = InstanceLock.acquire(in: stateDirectory)
    if case .heldByAnother = lock { return Outcome(status: 1, errors: ["ipodtui is running: quit it first"]) }
    defer { withExtendedLifetime(lock) {} }

    let itunes: ITunesLibrary
    do {
      itunes = try ITunesLibrary(plist: try PlistFile.read(file))
    } catch let failure as PlistFile.Failure {
      return Outcome(status: 1, errors: ["\(failure); nothing imported"])
    } catch {
      return Outcome(status: 1, errors: ["\(file): \(error); nothing imported"])
    }

    let settings = SettingsStore(xdg: xdg, writable: false).load()
    let location = LibraryLocation.resolve(
      explicit: library, saved: settings.libraryPath, environment: environment,
      currentDirectory: ExecutablePath.currentDirectory())
    if let library, location.source != .commandLine {
      return Outcome(status: 1, errors: ["no such folder: \(library)"])
    }
    guard location.source != .none, !location.isDemo else {
      return Outcome(status: 1, errors: ["no library folder found (\(location.explanation)); give one with --library"])
    }
    var errors: [String] = []
    let tracks: [Track]
    do {
      let cache = try LibraryCache(path: xdg.databasePath(forLibrary: location.path))
      tracks = try cache.run { database in
        _ = try LibraryScanner(database: database, logPath: xdg.scanLogPath).scan(root: location.path)
        return try database.loadTracks()
      }
      errors += cache.problems
    } catch {
      return Outcome(status: 1, errors: ["library \(location.path): \(error); nothing imported"])
    }

    let failures = Failures()
    let store = UserDataStore(xdg: xdg, writable: true) { failures.add($0) }
    var (data, problem) = store.load()
    if let problem { errors.append(problem) }
    guard store.writable else {
      return Outcome(status: 1, errors: errors + ["the user data cannot be written; nothing imported"])
    }
    let matches = ITunesMatcher(library: tracks, root: location.path).match(itunes.tracks)
    let merged = data.importITunes(
      itunes, matches: matches, tracks: tracks, wallNow: now ?? WallClock.seconds())
    store.save(data)
    store.flush()
    if let failure = failures.first { return Outcome(status: 1, errors: errors + [failure]) }
    let summary = ITunesImportSummary(
      file: file, library: location.path, songs: tracks.count, itunes: itunes, matches: matches, merged: merged)
    return Outcome(status: 0, output: (json ? summary.json() : summary.text()) + "\n", errors: errors)
  }

  /// The store's write failures, heard on its queue.
  private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var heard: [String] = []
    func add(_ failure: String) { lock.withLock { heard.append(failure) } }
    var first: String? { lock.withLock { heard.first } }
  }
}
