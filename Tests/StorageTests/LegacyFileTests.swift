import Foundation
import Testing

@testable import Storage
@testable import WheelCore

/// Files written before the one line format (`Fixtures/v1/`, committed as written) still read
/// to the very values they were written from.
@Suite struct LegacyFileTests {
  /// A copy of one fixture in a fresh folder: a store may rewrite or set aside what it reads.
  func copy(_ name: String) throws -> String {
    let path = temporaryFolder() + "/" + name
    try Data(LegacyFixtures.bytes(name)).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func theFixturesAreThere() {
    for name in ["settings.conf", "bookmarks", "userdata", "resume", "high-scores"] {
      #expect(!LegacyFixtures.bytes(name).isEmpty, "\(name)")
    }
  }

  @Test func version1SettingsReadTheSame() throws {
    let store = SettingsStore(path: try copy("settings.conf"))
    #expect(store.load() == LegacyFixtures.settings)
    #expect(store.problem == nil)
  }

  @Test func version1BookmarksReadTheSame() throws {
    let loaded = BookmarkStore(path: try copy("bookmarks")).load()
    #expect(loaded.bookmarks == LegacyFixtures.bookmarks)
    #expect(loaded.problem == nil)
  }

  @Test func version1UserDataReadsTheSame() throws {
    let loaded = UserDataStore(path: try copy("userdata")).load()
    #expect(loaded.data == LegacyFixtures.userData)
    #expect(loaded.problem == nil)
  }

  @Test func theUnversionedResumePointReadsTheSame() throws {
    let loaded = ResumeStore(path: try copy("resume")).load()
    #expect(loaded.resume == LegacyFixtures.resume)
    #expect(loaded.problem == nil)
  }

  @Test func unversionedHighScoresReadTheSame() throws {
    #expect(HighScoreStore(path: try copy("high-scores")).load() == LegacyFixtures.highScores)
  }
}
