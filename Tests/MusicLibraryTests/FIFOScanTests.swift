import Foundation
import Platform
import PulseHarness
import Synchronization
import Testing

@testable import MusicLibrary

/// FIFOs where music, covers and the cache should be (issue 24, item 4): none may block the scan,
/// a tag read or the cache, and the real songs beside them are still found.
@Suite struct FIFOScanTests {
  @Test func fifosNamedLikeMusicAndCoversNeverBlockTheScan() throws {
    let corpus = TestCorpus()
    corpus.write("music/A/song.wav", TestCorpus.wav(0.1, ["INAM": "Real"]))
    FIFO.make(corpus.music + "/A/x.mp3")
    FIFO.make(corpus.music + "/A/cover.jpg")
    FIFO.make(corpus.music + "/A/list.m3u")
    symlink(corpus.music + "/A/x.mp3", corpus.music + "/A/linked.flac")
    defer { for name in ["x.mp3", "cover.jpg", "list.m3u"] { FIFO.release(corpus.music + "/A/" + name) } }
    let environment = [
      "HOME": corpus.root, "XDG_CACHE_HOME": corpus.root + "/cache", "XDG_STATE_HOME": corpus.root + "/state",
    ]
    let status = Mutex<Int32?>(nil)
    let music = corpus.music
    let returned = Deadline.finishes(within: 20) {
      let code = ScanCommand.run(arguments: [music], environment: environment)
      status.withLock { $0 = code }
    }
    #expect(returned, "the scan blocked on a FIFO")
    #expect(status.withLock { $0 } == 0)
    let path = try #require(XDGDirectories(environment: environment).databasePath(forLibrary: corpus.music))
    #expect(try LibraryDatabase(path: path).loadTracks().map(\.title) == ["Real"])
  }

  @Test func tagsOfAFIFOAreRefusedWithoutBlocking() {
    let corpus = TestCorpus()
    FIFO.make(corpus.root + "/pipe.mp3")
    defer { FIFO.release(corpus.root + "/pipe.mp3") }
    let outcome = Mutex<TagReader.Outcome?>(nil)
    let path = RawPath(corpus.root + "/pipe.mp3")
    let returned = Deadline.finishes(within: 5) {
      let read = TagReader.read(path)
      outcome.withLock { $0 = read }
    }
    #expect(returned, "TagReader blocked in open() on a FIFO")
    #expect(outcome.withLock { $0 } == .skipped(.notAudio))
  }

  /// The cache or one of SQLite's journals beside it (`-wal`, `-shm`, `-journal`) a FIFO, in a
  /// new home (nothing cached yet) and beside a cache an earlier run wrote.
  @Test(arguments: ["", "-wal", "-shm", "-journal"], [false, true])
  func aFIFOWhereTheCacheShouldBeIsSetAsideNotWaitedOn(_ suffix: String, besideACache: Bool) throws {
    let corpus = TestCorpus()
    corpus.write("music/A/song.wav", TestCorpus.wav(0.1, ["INAM": "Real"]))
    try FileManager.default.createDirectory(atPath: corpus.root + "/cache", withIntermediateDirectories: true)
    let path = corpus.root + "/cache/library.sqlite"
    if besideACache {
      let earlier = try LibraryCache(path: path)
      _ = try earlier.run { try LibraryScanner(database: $0, logPath: nil).scan(root: corpus.music) }
    }
    unlink(path + suffix)
    FIFO.make(path + suffix)
    defer {
      FIFO.release(path + suffix)
      FIFO.release(path + ".bak" + suffix)
    }
    let tracks = Mutex<Int?>(nil)
    let music = corpus.music
    let returned = Deadline.finishes(within: 10) {
      let count = try? { () throws -> Int in
        let cache = try LibraryCache(path: path)
        return try cache.run { database in
          _ = try LibraryScanner(database: database, logPath: nil).scan(root: music)
          return try database.trackCount()
        }
      }()
      tracks.withLock { $0 = count }
    }
    #expect(returned, "SQLite blocked on a FIFO cache file")
    #expect(tracks.withLock { $0 } == 1)
  }
}
