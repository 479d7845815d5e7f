import Foundation
import Storage
import Testing
import WheelCore

/// kill -9 in the middle of journal writes (issue 28): a real process (`SeamedIpod` with the
/// `journal-writer` seam) counts plays into the real stores, with journal limits small enough
/// that appends, compactions and restarts all come within a few dozen plays, and is killed
/// wherever it happens to be. After each kill the files must load clean with every play it
/// printed (acknowledged: on disk), at most the one it was writing, and no play counted twice.
extension FaultTests {
  /// The writer's number of songs (`JournalWriter.songs`).
  static let journalSongs = 40

  @Test func killsDuringJournalWritesLoseNothingAcknowledgedAndCountNothingTwice() throws {
    var rng = Shuffler(seed: Self.seed &+ 2)
    let started = Date()
    let scratch = try Scratch()
    let folder = try scratch.directory("data")
    var total = 0
    var kills = 0
    for _ in 0..<8 {
      // Killed after a seeded number of plays, so the kills fall at different points of the cycle.
      let acknowledged = try runAndKill(folder: folder, after: total + Int.random(in: 5...200, using: &rng))
      kills += 1
      let data = UserDataStore(path: folder + "/userdata").load()
      #expect(data.problem == nil, "\(data.problem ?? "")")
      let counted = data.data.songs.map(\.plays).reduce(0, +)
      #expect(counted == acknowledged || counted == acknowledged + 1, "\(counted) plays, \(acknowledged) acknowledged")
      // Play k counted song k % songs: each song's count follows from the total, and its last
      // play's time is its last k.
      try #require(counted > 0 && data.data.songs.count == Self.journalSongs)
      for (n, song) in data.data.songs.enumerated() {
        let expected = (1...counted).filter { $0 % Self.journalSongs == n }
        #expect(song.plays == expected.count && song.lastPlayed == expected.last.map(Double.init), "song \(n)")
      }
      let resume = ResumeStore(path: folder + "/resume").load()
      #expect(resume.problem == nil)
      let at = Int(resume.resume?.elapsed ?? -1)
      #expect(at == counted || at == counted - 1, "resume at play \(at) of \(counted)")
      let backups = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".bak") }
      #expect(backups.isEmpty, "\(backups)")
      total = counted
    }
    #expect(total > 8 * 5)
    print(
      "fault suite (journal): seed \(Self.seed), \(kills) kills, \(total) plays, "
        + String(format: "%.1f s", Date().timeIntervalSince(started)))
  }

  /// Starts the writer, waits until it has printed play `target`, kills it with SIGKILL; the
  /// last play it printed.
  func runAndKill(folder: String, after target: Int) throws -> Int {
    let output = folder + "/acknowledged"
    FileManager.default.createFile(atPath: output, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try Package.seamedBinary)
    process.arguments = [folder]
    process.environment = ["IPODTUI_SEAM": "journal-writer", "PATH": "/usr/bin:/bin"]
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date(timeIntervalSinceNow: 60)
    while lastPrinted(output) < target && process.isRunning && Date() < deadline { usleep(2_000) }
    Foundation.kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal, "the writer ran until killed")
    return lastPrinted(output)
  }

  func lastPrinted(_ path: String) -> Int {
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").last.flatMap { Int($0) } ?? 0
  }
}
