import Foundation
import Platform
import Testing

@testable import MusicLibrary

/// `scan.log` has a size bound (issue 24, item 9): one large bad playlist once made it 19.6 MB.
@Suite struct ScanLogBoundsTests {
  func hugeReport() -> ScanReport {
    var report = ScanReport(root: "/music")
    let padding = String(repeating: "x", count: 40)
    report.missingPlaylistEntries = (0..<300_000).map {
      MissingPlaylistEntry(playlist: "big.m3u", entry: "/gone/\(padding)/\($0).mp3")
    }
    report.missingPlaylistEntries += (0..<3).map {
      MissingPlaylistEntry(playlist: "small.m3u", entry: "/gone/\($0).mp3")
    }
    report.skipped = (0..<50_000).map {
      SkippedFile(path: RawPath("/music/\(padding)\(padding)/\($0).wma"), reason: .unsupportedFormat)
    }
    return report
  }

  @Test func theLogStaysUnderOneMegabyteAndSaysWhatItLeftOut() {
    let text = ScanLog.text(for: hugeReport())
    #expect(text.utf8.count <= 1 << 20, "scan.log is \(text.utf8.count) bytes")
    let lines = text.split(separator: "\n")
    let big = lines.filter { $0.hasPrefix("missing playlist entry\tbig.m3u\t") }
    #expect(big.count <= 100, "\(big.count) entries logged for one playlist")
    #expect(
      lines.filter { $0.hasPrefix("missing playlist entry\tsmall.m3u\t") }.count == 3,
      "small playlists are logged whole")
    #expect(text.contains("299900 more missing entries in big.m3u"))
    #expect(text.contains("not logged"), "a cut log says so")
  }

  @Test func eachScanRotatesThePreviousLogOnce() throws {
    let folder = NSTemporaryDirectory() + "scanlog-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/scan.log"
    for root in ["/first", "/second", "/third"] {
      #expect(ScanLog.write(ScanReport(root: root), to: path))
    }
    let current = String(decoding: try #require(try AtomicFile.read(path, limit: 1 << 21)), as: UTF8.self)
    let previous = String(decoding: try #require(try AtomicFile.read(path + ".1", limit: 1 << 21)), as: UTF8.self)
    #expect(current.hasPrefix("# ipodtui scan of /third"))
    #expect(previous.hasPrefix("# ipodtui scan of /second"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["scan.log", "scan.log.1"])
  }
}
