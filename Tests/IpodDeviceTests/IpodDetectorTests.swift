import Foundation
import TestSupport
import Testing

@testable import IpodDevice

@Suite struct IpodDetectorTests {
  @Test func findsIpodsOneLevelDownAndTheRootItself() throws {
    let root = NSTemporaryDirectory() + "ipodtui-detect-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: root) }
    let fm = FileManager.default
    for folder in ["media/mia/IPOD", "media/mia/USB", "media/mia/.hidden", "mnt"] {
      try fm.createDirectory(atPath: "\(root)/\(folder)/iPod_Control/iTunes", withIntermediateDirectories: true)
    }
    for folder in ["media/mia/IPOD", "media/mia/.hidden", "mnt"] {
      fm.createFile(atPath: "\(root)/\(folder)/iPod_Control/iTunes/iTunesDB", contents: Data([1]))
    }
    // A folder named iTunesDB is no database.
    try fm.createDirectory(
      atPath: "\(root)/media/mia/FAKE/iPod_Control/iTunes/iTunesDB", withIntermediateDirectories: true)
    let found = IpodDetector.mounted(in: ["\(root)/media/mia", "\(root)/mnt", "\(root)/none"])
    #expect(found == ["\(root)/media/mia/IPOD", "\(root)/mnt"])
    #expect(IpodDetector.roots(user: "mia") == ["/media/mia", "/run/media/mia", "/media", "/mnt"])
    #expect(IpodDetector.roots(user: "../x") == ["/media", "/mnt"])
  }

  @Test func severalIpodsAreToldApartByTheNamesTheirDatabasesGiveThem() throws {
    let root = NSTemporaryDirectory() + "ipodtui-names-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: root) }
    try IpodFixture.make(at: root + "/MIA", name: "Mia's iPod", songs: [], files: false)
    try FileManager.default.createDirectory(
      atPath: root + "/BROKEN/iPod_Control/iTunes", withIntermediateDirectories: true)
    FileManager.default.createFile(atPath: root + "/BROKEN/iPod_Control/iTunes/iTunesDB", contents: Data([1, 2, 3]))
    #expect(IpodDetector.names(of: [root + "/MIA", root + "/BROKEN"]) == [root + "/MIA": "Mia's iPod"])
  }
}
