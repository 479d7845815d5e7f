import MusicLibrary
import Platform
import WheelCore

#if canImport(Glibc)
  import Glibc
#endif

/// `ipodtui-bench library ...`: the measurements behind the library's speed goals, each in its
/// own small mode so that `scripts/bench-library.sh` can run the memory one in a fresh process.
///
/// - `scan DIR DB`: first scan into an empty DB, then a rescan with nothing changed.
/// - `rescan DIR DB`: rescans of an existing DB (median of 9), to profile the rescan alone.
/// - `walk DIR`: the walk alone, listing every folder.
/// - `load DB`: time to open the DB and load every track, then the process's resident memory.
/// - `index [N]`: LibraryIndex build time for N synthetic tracks (default 100,000) and the
///   cost of reading row i of Songs in a 100-song and an N-song library.
public enum LibraryBenchmark {
  public static let usage = "usage: ipodtui-bench library scan DIR DB | rescan DIR DB | walk DIR | load DB | index [N]"

  public static func run(arguments: [String]) -> Int32 {
    let words = arguments
    do {
      switch (words.first, words.count) {
      case ("scan", 3): try scan(folder: words[1], database: words[2])
      case ("rescan", 3): try rescan(folder: words[1], database: words[2])
      case ("load", 2): try load(database: words[1])
      case ("walk", 2): walk(folder: words[1])
      case ("index", 1): index(count: 100_000)
      case ("index", 2): index(count: Int(words[1]) ?? 100_000)
      default:
        StandardStreams.printError(usage)
        return 2
      }
      return 0
    } catch {
      StandardStreams.printError("bench-library: \(error)")
      return 1
    }
  }

  static func scan(folder: String, database path: String) throws {
    unlink(path)
    unlink(path + "-wal")
    unlink(path + "-shm")
    let database = try LibraryDatabase(path: path)
    let scanner = LibraryScanner(database: database, logPath: nil)
    let first = try scanner.scan(root: folder)
    let again = try scanner.scan(root: folder)
    print("first scan: \(first.tracks) tracks, \(seconds(first.seconds)), \(Int(first.filesPerSecond)) files/s")
    print(
      "  first scan phases (cumulative): "
        + first.phases.map { "\($0.0) \(milliseconds($0.1))" }.joined(separator: ", "))
    print(
      "rescan (nothing changed): \(seconds(again.seconds)), \(Int(again.filesPerSecond)) files/s, \(again.filesRead) files opened"
    )
    print(
      "  rescan phases (cumulative): " + again.phases.map { "\($0.0) \(milliseconds($0.1))" }.joined(separator: ", "))
    print("first/rescan ratio: \(String(format1: first.seconds / max(again.seconds, 1e-9)))x (goal >= 20x)")
  }

  /// Rescans of a library already scanned into `database`, nothing changed: the median of 9,
  /// each phase's share, for profiling the rescan alone.
  static func rescan(folder: String, database path: String) throws {
    let scanner = LibraryScanner(database: try LibraryDatabase(path: path), logPath: nil)
    var reports: [ScanReport] = []
    for _ in 0..<9 { reports.append(try scanner.scan(root: folder)) }
    reports.sort { $0.seconds < $1.seconds }
    let median = reports[4]
    print(
      "rescan (nothing changed): \(median.filesSeen) files, median \(milliseconds(median.seconds)), best \(milliseconds(reports[0].seconds)), \(median.filesRead) files opened"
    )
    print("  phases (cumulative): " + median.phases.map { "\($0.0) \(milliseconds($0.1))" }.joined(separator: ", "))
  }

  /// The folder walk alone (opendir, readdir, stat), the floor under a rescan.
  static func walk(folder: String) {
    for _ in 0..<3 {
      let start = MonotonicClock.now()
      let walk = LibraryWalk(
        baseline: .stored([:]), workers: LibraryScanner.sysconfWorkers(), racyAfter: .max, lookup: { _ in nil })
      let count = (try? walk.run(root: RawPath(folder)).filesSeen) ?? 0
      print("walk: \(count) files in \(milliseconds(MonotonicClock.now() - start))")
    }
  }

  static func load(database path: String) throws {
    var times: [Double] = []
    var tracks: [Track] = []
    for _ in 0..<5 {
      let start = MonotonicClock.now()
      tracks = try LibraryDatabase(path: path).loadTracks()
      times.append(MonotonicClock.now() - start)
    }
    let indexStart = MonotonicClock.now()
    let index = LibraryIndex(tracks: tracks)
    let indexTime = MonotonicClock.now() - indexStart
    times.sort()
    print("DB load: \(tracks.count) tracks in \(milliseconds(times[2])) (median of 5, best \(milliseconds(times[0])))")
    print(
      "LibraryIndex for \(index.songs.count) tracks: \(milliseconds(indexTime)); load + index: \(milliseconds(times[2] + indexTime)) (goal: first screen < 150 ms)"
    )
    print("resident memory after loading \(tracks.count) tracks: \(residentMemoryKB() / 1024) MB (VmRSS)")
  }

  static func index(count: Int) {
    let tracks = syntheticTracks(count)
    let start = MonotonicClock.now()
    let big = LibraryIndex(tracks: tracks)
    let buildTime = MonotonicClock.now() - start
    let small = LibraryIndex(tracks: Array(tracks.prefix(100)))
    print(
      "LibraryIndex build for \(count) tracks: \(milliseconds(buildTime)) (\(big.artists.count) artists, \(big.albums.count) albums)"
    )
    let smallStep = rowAccessNanoseconds(small, random: false)
    let bigStep = rowAccessNanoseconds(big, random: false)
    print(
      "move selection by one row (title of Songs row i): 100 songs \(String(format1: smallStep)) ns, \(count) songs \(String(format1: bigStep)) ns"
    )
    let smallJump = rowAccessNanoseconds(small, random: true)
    let bigJump = rowAccessNanoseconds(big, random: true)
    print(
      "jump to a random row: 100 songs \(String(format1: smallJump)) ns, \(count) songs \(String(format1: bigJump)) ns (O(1); the difference is CPU cache misses)"
    )
  }

  /// Average cost of reading the title of a pseudo-random row, as moving the selection does.
  static func rowAccessNanoseconds(_ index: LibraryIndex, random: Bool) -> Double {
    let rounds = 2_000_000
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var checksum = 0
    let start = MonotonicClock.now()
    for step in 0..<rounds {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let row = random ? Int(state >> 33) % index.songs.count : step % index.songs.count
      checksum &+= index[index.songs[row]].title.utf8.count
    }
    let elapsed = MonotonicClock.now() - start
    if checksum == 42 { print("") }  // keeps the loop from being optimised away
    return elapsed / Double(rounds) * 1e9
  }

  static func syntheticTracks(_ count: Int) -> [Track] {
    (0..<count).map { i in
      let artist = i / 50
      return Track(
        id: Int64(i), path: "/m/\(i).flac", title: "Song \(count - i)", artist: "Artist \(artist)",
        album: "Album \(artist)-\(i / 10 % 5)", genre: ["Rock", "Jazz", "Pop"][artist % 3],
        trackNumber: i % 10 + 1)
    }
  }

  static func residentMemoryKB() -> Int {
    guard let data = try? AtomicFile.read("/proc/self/status", limit: 1 << 20) ?? nil else { return 0 }
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where line.hasPrefix("VmRSS:") {
      return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
    return 0
  }

  static func seconds(_ value: Double) -> String { String(format1: value) + " s" }
  static func milliseconds(_ value: Double) -> String { String(format1: value * 1000) + " ms" }
}

extension String {
  /// One decimal place (or three for small values), without Foundation's String(format:).
  init(format1 value: Double) {
    let digits = abs(value) < 1 ? 1000.0 : 10.0
    self = String((value * digits).rounded() / digits)
  }
}
