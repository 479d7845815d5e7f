import Platform
import Storage
import WheelCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `journal-writer` seam: the real stores, with journal limits small enough that a
/// compaction comes every few dozen plays, so a kill lands in appends, rewrites and restarts
/// alike. Play k counts song k % songs (absolute count and time) and moves the resume point
/// to k; "k" is printed once both stores returned from writing it. It carries on from what it
/// loads, so a test can kill it, check, and start it again.
enum JournalWriter {
  static let songs = 40

  static func run(folder: String) -> Never {
    let userData = UserDataStore(path: folder + "/userdata", journalLimit: 1_500)
    let resume = ResumeStore(path: folder + "/resume", journalLimit: 600)
    var data = userData.load().data
    if data.songs.isEmpty {
      data.songs = (0..<songs).map {
        SongRecord(key: SongKey(path: "/m/\($0).flac", title: "Song \($0)", artist: "A", album: "B"))
      }
    }
    let queue = (0..<Int64(songs)).map { $0 }
    var k = data.songs.map(\.plays).reduce(0, +)
    while true {
      k += 1
      data.songs[k % songs].plays += 1
      data.songs[k % songs].lastPlayed = Double(k)
      userData.save(data)
      userData.flush()
      do {
        try resume.save(ResumeState(trackIDs: queue, position: k % songs, elapsed: Double(k)))
      } catch {
        StandardStreams.printError("journal-writer: \(error)\n")
        exit(1)
      }
      StandardStreams.printOut("\(k)\n")
    }
  }
}
