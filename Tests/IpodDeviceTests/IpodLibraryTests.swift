import Foundation
import TestSupport
import Testing
import WheelCore

@testable import IpodDevice

/// The iPod as a library source: what it publishes, and its covers fitted to a box.
@Suite(.serialized) struct IpodLibraryTests {
  final class Recorder: @unchecked Sendable {
    let lock = NSLock()
    var events: [Event] = []
    var post: @Sendable (Event) -> Void { { [self] e in lock.withLock { events.append(e) } } }
    func index(within seconds: Double = 30) -> LibraryIndex? {
      let deadline = Date().addingTimeInterval(seconds)
      while Date() < deadline {
        let found = lock.withLock {
          events.lazy.compactMap { if case .libraryLoaded(let index, _, _) = $0 { index } else { nil } }.first
        }
        if let found { return found }
        usleep(5_000)
      }
      return nil
    }
  }

  @Test func publishesTheSongsAndFitsTheirCovers() throws {
    let mount = IpodDatabaseTests.folder("library")
    defer { try? FileManager.default.removeItem(atPath: mount) }
    try IpodFixture.make(at: mount, songs: Array(IpodDatabaseTests.songs.prefix(2)))
    let recorder = Recorder()
    let library = IpodLibrary(mountPoint: mount, post: recorder.post)
    library.start()
    let index = try #require(recorder.index())
    #expect(index.tracks.map(\.title) == ["Alpha", "Beta"])
    #expect(index.tracks[0].rating == 4)
    #expect(recorder.lock.withLock { recorder.events.contains(.scanProgressed(.finished(songs: 2, skipped: 0))) })
    #expect(library.cover(forTrackAt: index.tracks[0].path, fitting: (20, 20)) == nil)
    let cover = try #require(library.cover(forTrackAt: index.tracks[1].path, fitting: (20, 20)))
    #expect(cover.width == 20 && cover.height == 20)
    let middle = cover[10, 10]
    #expect(middle.r > 200 && middle.g < 60 && middle.b < 60)
    #expect(library.cover(forTrackAt: "/elsewhere.mp3", fitting: (20, 20)) == nil)
  }
}
