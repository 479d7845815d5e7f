import Foundation
import Platform
import PulseHarness
import Synchronization
import Testing

@testable import MusicLibrary

/// The library walk stays in the library (issue 24, item 8): a link to `/` once walked the whole
/// file system, /proc included. Links to other real music folders are still followed.
@Suite struct WalkBoundsTests {
  /// The reason a refused link is logged under (compared as text, so this test compiled before
  /// the reason existed).
  static let refusedLink = "link leaves the library"

  func scan(_ root: String) throws -> ScanReport {
    try LibraryScanner(database: LibraryDatabase(path: ":memory:"), logPath: nil).scan(root: root)
  }

  @Test func aLinkToAnAncestorIsNotFollowedButOneToAnotherMusicFolderIs() throws {
    let corpus = TestCorpus()
    corpus.write("music/a.wav", TestCorpus.wav(0.05, ["INAM": "A"]))
    corpus.write("outside/b.wav", TestCorpus.wav(0.05, ["INAM": "B"]))
    corpus.write("extra/c.wav", TestCorpus.wav(0.05, ["INAM": "C"]))
    symlink(corpus.root, corpus.music + "/up")  // the library's parent: holds "outside"
    symlink(corpus.music, corpus.music + "/self")
    symlink(corpus.root + "/extra", corpus.music + "/more")
    symlink(corpus.root + "/extra", corpus.music + "/again")  // the same folder twice
    let report = try scan(corpus.music)
    #expect(report.tracks == 2, "a.wav and extra/c.wav, once; not outside/b.wav through the ancestor")
    let refused = report.skipped.filter { $0.reason.rawValue == Self.refusedLink }.map(\.path.display)
    #expect(refused == [corpus.music + "/up"], "the ancestor link is logged as refused")
  }

  @Test func linksToRootAndPseudoFileSystemsAreNeverEntered() throws {
    let corpus = TestCorpus()
    corpus.write("music/a.wav", TestCorpus.wav(0.05, ["INAM": "A"]))
    for (name, target) in [("all", "/"), ("proc", "/proc"), ("sys", "/sys"), ("dev", "/dev")] {
      symlink(target, corpus.music + "/" + name)
    }
    let music = corpus.music
    let outcome = Mutex<ScanReport?>(nil)
    let returned = Deadline.finishes(within: 60) {
      let report = try? LibraryScanner(database: LibraryDatabase(path: ":memory:"), logPath: nil).scan(root: music)
      outcome.withLock { $0 = report }
    }
    #expect(returned, "the walk left the library")
    let report = try #require(outcome.withLock { $0 })
    #expect(report.tracks == 1)
    #expect(report.filesSeen == 1, "\(report.filesSeen) files seen")
    let refused = Set(report.skipped.filter { $0.reason.rawValue == Self.refusedLink }.map(\.path.display))
    #expect(refused == Set(["all", "dev", "proc", "sys"].map { music + "/" + $0 }))
  }

  @Test func pseudoFileSystemsAreKnownByTheirType() {
    #expect(FileSystemKind.isPseudo("/proc"))
    #expect(FileSystemKind.isPseudo("/sys"))
    #expect(FileSystemKind.isPseudo("/proc/self"))
    #expect(!FileSystemKind.isPseudo(NSTemporaryDirectory()))
    #expect(!FileSystemKind.isPseudo("/"))
  }
}
