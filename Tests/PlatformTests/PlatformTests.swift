import Foundation
import Testing

@testable import Platform

@Suite struct PlatformTests {
  @Test func theMonotonicClockNeverGoesBack() {
    let a = MonotonicClock.now()
    let n = MonotonicClock.nanoseconds()
    let b = MonotonicClock.now()
    #expect(a <= b && a > 0)
    #expect(abs(Double(n) / 1e9 - a) < 1)
  }

  @Test func listingSkipsHiddenNamesAndKeepsRawBytes() throws {
    let folder = NSTemporaryDirectory() + "platform-\(getpid())-\(UUID().uuidString)"
    try AtomicFile.makeDirectories(folder + "/sub")
    try AtomicFile.write("x", to: folder + "/a.txt")
    try AtomicFile.write("x", to: folder + "/.hidden")
    let latin1: [UInt8] = Array((folder + "/caf").utf8) + [0xE9]  // not UTF-8
    let fd = (latin1 + [0]).withUnsafeBufferPointer {
      $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
    }
    close(fd)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let entries = DirectoryListing.withVisibleEntries(of: Array(folder.utf8)) { entries, _ in entries } ?? []
    #expect(Set(entries.map(\.name)) == [Array("a.txt".utf8), Array("sub".utf8), Array("caf".utf8) + [0xE9]])
    #expect(entries.first { $0.name == Array("sub".utf8) }?.type == .directory)
    #expect(DirectoryListing.withVisibleEntries(of: Array((folder + "/missing").utf8)) { _, _ in 0 } == nil)
    #expect(try AtomicFile.read(pathBytes: latin1, limit: 10) == [])
  }

  @Test func theExecutableAndEnvironmentAreFound() {
    #expect(ExecutablePath.current()?.hasPrefix("/") == true)
    #expect(ProcessEnvironment.current()["PATH"] != nil)
    #expect(ExecutablePath.currentDirectory().hasPrefix("/"))
  }
}
