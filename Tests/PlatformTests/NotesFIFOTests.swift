import Foundation
import PulseHarness
import Synchronization
import Testing

@testable import Platform

/// A FIFO in the Notes folder (issue 24, item 4): opening it must neither block nor poison the
/// notes read after it.
@Suite struct NotesFIFOTests {
  @Test func aFIFONoteIsRefusedAtOnceAndTheNextNoteStillReads() throws {
    let root = NSTemporaryDirectory() + "notes-fifo-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    FIFO.make(root + "/pipe.txt")
    defer { FIFO.release(root + "/pipe.txt") }
    try "after".write(toFile: root + "/after.txt", atomically: true, encoding: .utf8)
    let notes = NotesFolder(path: root)
    let result = Mutex<String??>(nil)
    let returned = Deadline.finishes(within: 5) { result.withLock { $0 = .some(notes.read("pipe.txt")) } }
    #expect(returned, "reading a FIFO note blocked for 5 s")
    #expect(result.withLock { $0 } == .some(nil), "a FIFO is not a note")
    #expect(notes.read("after.txt") == "after")
    #expect(notes.list() == ["after.txt"], "only regular files are listed as notes")
  }
}
