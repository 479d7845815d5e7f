import Foundation
import Testing

@testable import AudioEngine

/// Songs whose names are not UTF-8 play through links, and reports come back under their paths.
@Suite struct TrackLinksTests {
  @Test func plainNamesPassThroughAndRawNamesGetALink() throws {
    let folder = NSTemporaryDirectory() + "links-\(getpid())-\(UUID().uuidString)"
    let links = TrackLinks(folder: folder)
    defer { links.removeAll() }
    #expect(links.enginePath(for: "/m/a.flac", rawPath: nil, id: 1) == "/m/a.flac")
    let raw: [UInt8] = Array("/m/caf".utf8) + [0xE9] + Array(".flac".utf8)
    let link = links.enginePath(for: "/m/caf\u{FFFD}.flac", rawPath: raw, id: 7)
    #expect(link == folder + "/track-7.flac")
    var target = [CChar](repeating: 0, count: 256)
    let n = readlink(link, &target, target.count)
    #expect(target[..<n].map { UInt8(bitPattern: $0) } == raw)
    #expect(links.trackPath(for: link) == "/m/caf\u{FFFD}.flac")
    #expect(links.trackPath(for: "/m/a.flac") == "/m/a.flac")
  }
}
