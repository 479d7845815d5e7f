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

  /// The file's text, to see which version it is in.
  func text(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

  /// A version 1 file is written in the current version at the next save, even with nothing
  /// changed, and that file reads to the same values again.
  @Test func version1FilesAreRewrittenInTheCurrentVersionAtTheNextSave() throws {
    let settingsPath = try copy("settings.conf")
    let settings = SettingsStore(path: settingsPath)
    try settings.save(settings.load())
    #expect(text(settingsPath).contains("\nversion = \(SettingsCodec.version)\n"))
    #expect(SettingsStore(path: settingsPath).load() == LegacyFixtures.settings)

    let bookmarksPath = try copy("bookmarks")
    let bookmarks = BookmarkStore(path: bookmarksPath)
    try bookmarks.save(bookmarks.load().bookmarks)
    #expect(text(bookmarksPath).contains("\nversion = \(BookmarkCodec.version)\n"))
    #expect(!text(bookmarksPath).contains("%25"), "no old escape is written")
    #expect(BookmarkStore(path: bookmarksPath).load().bookmarks == LegacyFixtures.bookmarks)

    let resumePath = try copy("resume")
    let resume = ResumeStore(path: resumePath)
    try resume.save(resume.load().resume)
    #expect(text(resumePath).contains("\nversion = \(ResumeCodec.version)\n"))
    #expect(ResumeStore(path: resumePath).load().resume == LegacyFixtures.resume)

    let userDataPath = try copy("userdata")
    let userData = UserDataStore(path: userDataPath)
    userData.save(userData.load().data)
    userData.flush()
    #expect(text(userDataPath).contains("\nversion = \(UserDataCodec.version)\nsong = "))
    #expect(UserDataStore(path: userDataPath).load().data == LegacyFixtures.userData)

    let scoresPath = try copy("high-scores")
    let scores = HighScoreStore(path: scoresPath)
    try scores.save(scores.load())
    #expect(text(scoresPath).contains("\nversion = \(HighScoreCodec.version)\n"))
    #expect(HighScoreStore(path: scoresPath).load() == LegacyFixtures.highScores)
  }
}
