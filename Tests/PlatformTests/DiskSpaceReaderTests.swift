import Foundation
import Testing

@testable import Platform

/// Settings > About's Capacity and Available, read from the real file system.
@Suite struct DiskSpaceReaderTests {
  @Test func aFolderOnTheRealDiskHasACapacityAndRoomWithinIt() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ipodtui-disk-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let space = try #require(DiskSpaceReader.read(folder.path))
    #expect(space.capacity > 0 && space.available >= 0 && space.available <= space.capacity)
    // The same file system as its parent, measured the same.
    #expect(DiskSpaceReader.read(folder.deletingLastPathComponent().path)?.capacity == space.capacity)
  }

  @Test func aMissingFolderCannotBeMeasured() {
    #expect(DiskSpaceReader.read("/nonexistent/ipodtui/\(getpid())") == nil)
    #expect(DiskSpaceReader.read("localhost:6600") == nil)
  }
}
