import Foundation
import Platform
import Testing

@testable import Storage
@testable import WheelCore

/// The resume point's journal: a new position in the same queue is a short record, not the
/// queue again; a new queue rewrites the file; positions of an old queue are never put on a
/// new one; a torn last position is passed over.
@Suite struct ResumeJournalTests {
  static let queue = (1...5_000).map(Int64.init)

  func point(_ position: Int, _ elapsed: Double, queue: [Int64] = Self.queue) -> ResumeState {
    ResumeState(trackIDs: queue, position: position, elapsed: elapsed)
  }

  @Test func aNewPositionIsARecordOfAFewDozenBytes() throws {
    let path = temporaryFolder() + "/resume"
    let store = ResumeStore(path: path)
    try store.save(point(0, 0))
    let fileSize = try String(contentsOfFile: path, encoding: .utf8).utf8.count
    let start = store.journalBytesWritten
    for n in 1...100 { try store.save(point(n, Double(n) / 4)) }
    let perSave = (store.journalBytesWritten - start) / 100
    #expect(perSave < 50 && fileSize > 20_000, "\(perSave) bytes a position, the file \(fileSize)")
    #expect(ResumeStore(path: path).load() == (point(100, 25), nil))
  }

  @Test func theJournalIsCompactedAtItsLimit() throws {
    let path = temporaryFolder() + "/resume"
    let store = ResumeStore(path: path, journalLimit: 2_000)
    for n in 0..<300 { try store.save(point(n, Double(n))) }
    let journal = (try? FileManager.default.attributesOfItem(atPath: path + ".journal")[.size] as? Int) ?? -1
    #expect(journal > 0 && journal <= 2_000)
    #expect(ResumeStore(path: path).load().resume == point(299, 299))
  }

  @Test func aNewQueueRewritesTheFileAndOldPositionsStayWithTheOldQueue() throws {
    let path = temporaryFolder() + "/resume"
    let store = ResumeStore(path: path)
    try store.save(point(0, 0))
    try store.save(point(4_000, 9))
    let oldJournal = try String(contentsOfFile: path + ".journal", encoding: .utf8)
    let other = [Int64(7), 8]
    try store.save(point(1, 3, queue: other))
    #expect(ResumeStore(path: path).load() == (point(1, 3, queue: other), nil))
    // The crash case: the new file is written, the journal of the old queue is still there.
    try (oldJournal + SavedJournalMark(ResumeCodec.encode(point(1, 3, queue: other))).record("compacting", 40))
      .write(toFile: path + ".journal", atomically: false, encoding: .utf8)
    #expect(ResumeStore(path: path).load() == (point(1, 3, queue: other), nil), "position 4,000 is not put on 2 songs")
    try oldJournal.write(toFile: path + ".journal", atomically: false, encoding: .utf8)
    #expect(ResumeStore(path: path).load().resume == point(1, 3, queue: other), "nor without the mark")
  }

  @Test func aTornLastPositionIsPassedOver() throws {
    let path = temporaryFolder() + "/resume"
    let store = ResumeStore(path: path)
    try store.save(point(0, 0))
    try store.save(point(1, 5))
    let torn = ResumeCodec.positionRecord(99, position: 2, elapsed: 7).utf8.dropLast(3)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path + ".journal"))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(torn))
    try handle.close()
    let again = ResumeStore(path: path)
    #expect(again.load() == (point(1, 5), nil))
    try again.save(point(3, 8))
    #expect(ResumeStore(path: path).load() == (point(3, 8), nil))
  }
}
