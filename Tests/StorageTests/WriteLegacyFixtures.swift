import Foundation
import Testing

@testable import Storage
@testable import WheelCore

/// Wrote `Fixtures/v1/` with the stores of the version 1 formats (run once, with
/// IPODTUI_WRITE_FIXTURES=1, before the one line format replaced them).
@Suite struct WriteLegacyFixtures {
  @Test(.enabled(if: ProcessInfo.processInfo.environment["IPODTUI_WRITE_FIXTURES"] == "1"))
  func writeVersion1Files() throws {
    let folder = LegacyFixtures.folder
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try SettingsStore(path: folder + "/settings.conf").save(LegacyFixtures.settings)
    try BookmarkStore(path: folder + "/bookmarks").save(LegacyFixtures.bookmarks)
    try ResumeStore(path: folder + "/resume").save(LegacyFixtures.resume)
    try HighScoreStore(path: folder + "/high-scores").save(LegacyFixtures.highScores)
    let userData = UserDataStore(path: folder + "/userdata")
    userData.save(LegacyFixtures.userData)
    userData.flush()
  }
}
