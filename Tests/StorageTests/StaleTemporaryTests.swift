import Foundation
import Platform
import Testing

@testable import Storage

/// A kill -9 during a save left `userdata.tmp-PID` (98 MB once) and `resume.tmp-PID` for ever
/// (issue 24, item 6). The instance holding the lock removes them at start, whatever their PID.
@Suite struct StaleTemporaryTests {
  @Test func theLockHolderRemovesTemporaryFilesLeftByAKilledSave() throws {
    let root = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (config, state, data) = (root + "/config", root + "/state", root + "/data")
    for folder in [config, state, data] {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    let stale = [
      config + "/settings.conf.tmp-4242", state + "/resume.tmp-1", data + "/userdata.tmp-\(getpid())",
      data + "/bookmarks.tmp-77",
    ]
    let kept = [
      config + "/settings.conf", data + "/userdata", data + "/notes.tmp-draft", data + "/x.tmp-", state + "/mytmp-12",
    ]
    for path in stale + kept { FileManager.default.createFile(atPath: path, contents: Data("x".utf8)) }
    try FileManager.default.createDirectory(atPath: data + "/folder.tmp-5", withIntermediateDirectories: true)
    guard case .owner(let lock) = InstanceLock.acquire(in: state) else {
      Issue.record("the lock is free")
      return
    }
    guard case .heldByAnother = InstanceLock.acquire(in: state) else {
      Issue.record("a second instance does not get the lock")
      return
    }
    let removed = lock.removeStaleTemporaries(in: [config, state, data])
    #expect(removed == stale.count)
    for path in stale { #expect(!FileManager.default.fileExists(atPath: path), "\(path) is gone") }
    for path in kept + [data + "/folder.tmp-5"] {
      #expect(FileManager.default.fileExists(atPath: path), "\(path) is kept")
    }
  }
}
