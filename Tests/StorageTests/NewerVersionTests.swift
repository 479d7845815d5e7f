import Foundation
import Testing

@testable import Storage
@testable import WheelCore

/// A file a newer ipodtui wrote (a higher version line) is read as far as this version can,
/// the user is told, and it is never written over, moved or set aside.
@Suite struct NewerVersionTests {
  /// `text` as the next version would write it: its version, and a key this one does not know.
  func newer(_ text: String, version: Int) -> String {
    text.replacingOccurrences(of: "version = \(version)\n", with: "version = \(version + 1)\nfuture-key = 1\n")
  }

  func write(_ text: String, name: String) throws -> String {
    let path = temporaryFolder() + "/" + name
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    return path
  }

  func expectUntouched(_ path: String, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect((try? String(contentsOfFile: path, encoding: .utf8)) == text, sourceLocation: sourceLocation)
    #expect(!FileManager.default.fileExists(atPath: path + ".bak"), sourceLocation: sourceLocation)
  }

  @Test func settings() throws {
    let text = newer(SettingsCodec.encode(LegacyFixtures.settings), version: SettingsCodec.version)
    let path = try write(text, name: "settings.conf")
    let store = SettingsStore(path: path)
    #expect(store.load() == LegacyFixtures.settings, "what this version knows is read")
    #expect(store.problem?.contains("newer ipodtui") == true)
    try store.save(Settings())
    expectUntouched(path, text)
  }

  @Test func bookmarks() throws {
    let text = newer(BookmarkCodec.encode(LegacyFixtures.bookmarks), version: BookmarkCodec.version)
    let path = try write(text, name: "bookmarks")
    let store = BookmarkStore(path: path)
    let loaded = store.load()
    #expect(loaded.bookmarks == LegacyFixtures.bookmarks && loaded.problem?.contains("newer ipodtui") == true)
    try store.save(Bookmarks())
    expectUntouched(path, text)
  }

  @Test func resumePoint() throws {
    let text = newer(ResumeCodec.encode(LegacyFixtures.resume), version: ResumeCodec.version)
    let path = try write(text, name: "resume")
    let store = ResumeStore(path: path)
    let loaded = store.load()
    #expect(loaded.resume == LegacyFixtures.resume && loaded.problem?.contains("newer ipodtui") == true)
    try store.save(nil)
    try store.save(ResumeState(trackIDs: [1], position: 0, elapsed: 0))
    expectUntouched(path, text)
  }

  @Test func userData() throws {
    let text = newer(UserDataCodec.encode(LegacyFixtures.userData), version: UserDataCodec.version)
    let path = try write(text, name: "userdata")
    let store = UserDataStore(path: path)
    let loaded = store.load()
    #expect(loaded.data == LegacyFixtures.userData)
    #expect(loaded.problem?.contains("newer ipodtui") == true)
    store.save(UserData())
    store.flush()
    expectUntouched(path, text)
  }

  @Test func highScores() throws {
    let text = newer(HighScoreCodec.encode(LegacyFixtures.highScores), version: HighScoreCodec.version)
    let path = try write(text, name: "high-scores")
    let store = HighScoreStore(path: path)
    let read = store.read()
    #expect(read.scores == LegacyFixtures.highScores)
    #expect(read.problem?.contains("newer ipodtui") == true)
    #expect(throws: HighScoreStore.NewerVersion.self) { try store.save(HighScores(best: [.brick: 1])) }
    expectUntouched(path, text)
  }

  /// Each file is what the brief of docs/SAVED-FILES.md says: `key = value` lines between a
  /// version line and `end`, the same escaping in all.
  @Test func everyFileSharesTheOneLayout() {
    let texts = [
      SettingsCodec.encode(LegacyFixtures.settings), BookmarkCodec.encode(LegacyFixtures.bookmarks),
      ResumeCodec.encode(LegacyFixtures.resume), UserDataCodec.encode(LegacyFixtures.userData),
      HighScoreCodec.encode(LegacyFixtures.highScores),
    ]
    for text in texts {
      let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
      #expect(lines.first == "version = 2")
      #expect(lines.last == "end")
      #expect(lines.dropFirst().dropLast().allSatisfy { $0.contains(" = ") }, "\(text)")
    }
  }
}
