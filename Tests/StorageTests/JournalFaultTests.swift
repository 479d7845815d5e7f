import Foundation
import Testing

@testable import Storage
@testable import WheelCore

/// kill -9 in the middle of journal writes (issue 28): a real process (`SeamedIpod` with the
/// `journal-writer` seam) counts plays into the real stores, with journal limits small enough
/// that appends, compactions and restarts all come within a few dozen plays, and is killed
/// wherever it happens to be. After each kill the files must load clean with every play it
/// printed (acknowledged: on disk), at most the one it was writing, and no play counted twice.
@Suite(.serialized) struct JournalFaultTests {
  static let binary = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(".build/debug/SeamedIpod").path
  /// The writer's number of songs (`JournalWriter.songs`).
  static let songs = 40

  @Test func nothingAcknowledgedIsLostAndNothingIsCountedTwice() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.binary), "run `swift build --build-tests` first")
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var total = 0
    // Kills after different numbers of plays, so they fall at different points of the cycle.
    for more in [37, 113, 61, 150, 89, 7, 211, 45] {
      let acknowledged = try runAndKill(folder: folder, after: total + more)
      let data = UserDataStore(path: folder + "/userdata").load()
      #expect(data.problem == nil, "\(data.problem ?? "")")
      let counted = data.data.songs.map(\.plays).reduce(0, +)
      #expect(counted == acknowledged || counted == acknowledged + 1, "\(counted) plays, \(acknowledged) acknowledged")
      // Play k counted song k % songs: each song's count follows from the total, and its last
      // play's time is its last k.
      try #require(counted > 0 && data.data.songs.count == Self.songs)
      for (n, song) in data.data.songs.enumerated() {
        let expected = (1...counted).filter { $0 % Self.songs == n }
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
    #expect(total > 700)
  }

  /// Starts the writer, waits until it has printed play `target`, kills it with SIGKILL; the
  /// last play it printed.
  func runAndKill(folder: String, after target: Int) throws -> Int {
    let output = folder + "/acknowledged"
    FileManager.default.createFile(atPath: output, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.binary)
    process.arguments = [folder]
    process.environment = ["IPODTUI_SEAM": "journal-writer", "PATH": "/usr/bin:/bin"]
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date(timeIntervalSinceNow: 60)
    while last(output) < target && process.isRunning && Date() < deadline { usleep(2_000) }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal, "the writer ran until killed")
    return last(output)
  }

  func last(_ path: String) -> Int {
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").last.flatMap { Int($0) } ?? 0
  }
}
