import Foundation
import Platform
import Storage
import WheelCore

/// The journal's figures (issue 28): what a counted play writes to the data files (the
/// userdata file, the resume file and their journals, as the stores count their own writes,
/// not the process's I/O), amortised over 1,000 plays with the compactions that fall in them
/// and with the compaction a full journal will cost; the time a play takes; and a 200 MB
/// userdata file loaded in a process of its own (`userdata-load`), its peak RSS against the
/// file's size, and a play on it.
enum UserDataJournalBenchmark {
  static let plays = 1_000

  static func plays(_ start: UserData, ids: [Int64], folder: String) -> [String] {
    var data = start
    let store = UserDataStore(path: folder + "/userdata")
    store.save(data)
    store.flush()
    let resume = ResumeStore(path: folder + "/resume")
    try? resume.save(ResumeState(trackIDs: ids, position: 0, elapsed: 0))
    let (dataStart, resumeStart, compactionsStart) = (store.bytesWritten, resume.bytesWritten, store.compactions)
    var dataTime = 0.0
    var resumeTime = 0.0
    for play in 0..<plays {
      // A counted play: the song's count and time in the data, the next song in the queue.
      let n = (play * 7_919) % data.songs.count
      data.songs[n].plays += 1
      data.songs[n].lastPlayed = 1_800_000_000 + Double(play) * 240
      let t0 = MonotonicClock.now()
      store.save(data)
      store.flush()
      let t1 = MonotonicClock.now()
      try? resume.save(ResumeState(trackIDs: ids, position: n, elapsed: 0))
      dataTime += t1 - t0
      resumeTime += MonotonicClock.now() - t1
    }
    let dataBytes = Double(store.bytesWritten - dataStart) / Double(plays)
    let resumeBytes = Double(resume.bytesWritten - resumeStart) / Double(plays)
    let fileSize = Double((try? FileManager.default.attributesOfItem(atPath: folder + "/userdata")[.size] as? Int) ?? 0)
    // The compaction a journal at its limit costs, shared by the plays that filled it.
    let playsPerCompaction = Double(store.journalLimit) / max(1, dataBytes)
    let amortised = dataBytes + fileSize / playsPerCompaction
    return [
      String(
        format: "journal: %d counted plays at %d songs wrote %.0f B a play to userdata + %.0f B to resume "
          + "(%d compactions in the run)",
        plays, data.songs.count, dataBytes, resumeBytes, store.compactions - compactionsStart),
      String(
        format: "journal: with the compaction every %.0f plays (journal limit %d KB, file %.1f MB): "
          + "%.0f B a play amortised, goal <= 4096",
        playsPerCompaction, store.journalLimit / 1024, fileSize / 1_048_576, amortised + resumeBytes),
      String(
        format: "journal: a play takes %.2f ms to diff, append and fdatasync (off the UI thread), "
          + "the resume point %.2f ms (UI loop)",
        dataTime * 1000 / Double(plays), resumeTime * 1000 / Double(plays)),
    ]
  }

  /// Writes a userdata file of about 200 MB, a slice at a time (so this process never holds
  /// it whole), and has a child load it and count a play.
  static func largeFile(folder: String, bytes target: Int = 200 * 1_048_576) -> [String] {
    let path = folder + "/userdata"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    FileManager.default.createFile(atPath: path, contents: nil)
    guard let handle = FileHandle(forWritingAtPath: path) else { return ["large file: cannot write \(path)"] }
    let header = UserDataCodec.encode(UserData())
    let prefix = header.dropLast("end\n".utf8.count)
    var written = 0
    var first = 0
    handle.write(Data(prefix.utf8))
    while written < target {
      let slice = UserData(
        songs: (first..<first + 20_000).map {
          var record = SongRecord(key: SongKey(UserDataBenchmark.track($0)), added: 1_700_000_000)
          record.plays = $0 % 7
          return record
        })
      let text = UserDataCodec.encode(slice).utf8
      let body = text.dropFirst(prefix.utf8.count).dropLast("end\n".utf8.count)
      handle.write(Data(body))
      written += body.count
      first += 20_000
    }
    handle.write(Data("end\n".utf8))
    try? handle.close()
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    child.arguments = ["userdata-load", path]
    let output = Pipe()
    child.standardOutput = output
    do { try child.run() } catch { return ["large file: \(error)"] }
    let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    child.waitUntilExit()
    return report.split(separator: "\n").map(String.init)
  }

  /// `ipodtui-bench userdata-load PATH`, in a process of its own so its peak RSS is the load's.
  static func load(path: String) -> String {
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    let before = peakRSS()
    let store = UserDataStore(path: path)
    var data = UserData()
    let loadTime = UserDataBenchmark.time("large file: load") { data = store.load().data }
    let peak = peakRSS()
    data.songs[1].plays += 1
    let playTime = UserDataBenchmark.time("large file: a counted play (diff, append, fdatasync)") {
      store.save(data)
      store.flush()
    }
    return [
      String(
        format: "large file: %.0f MB, %d songs: peak RSS %.0f MB (%.0f MB before loading) = %.2fx the file, goal <= 2x",
        Double(size) / 1_048_576, data.songs.count, peak, before, peak / (Double(size) / 1_048_576)),
      loadTime, playTime, "large file: the play wrote \(store.bytesWritten) B",
    ].joined(separator: "\n")
  }

  /// The process's peak resident set so far, in MB: VmHWM, which starts afresh at exec (the
  /// rusage figure would carry the parent's from the spawn).
  private static func peakRSS() -> Double {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
    return Double(line.split(separator: " ").dropFirst().first ?? "").map { $0 / 1024 } ?? 0
  }
}
