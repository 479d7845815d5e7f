import Foundation
import Platform
import Testing

@testable import Storage
@testable import WheelCore

@Suite struct SettingsStoreTests {
  @Test func roundTrip() throws {
    let store = SettingsStore(path: temporaryFolder() + "/ipodtui/settings.conf")
    var settings = Settings()
    settings.clicker = false
    settings.clickerSound = "Wood"
    settings.shuffle = .albums
    settings.repeatMode = .one
    settings.theme = .black
    settings.volume = 7
    settings.volumeLimit = 60
    settings.libraryPath = "/home/me/Music/日本"
    try store.save(settings)
    let again = SettingsStore(path: store.path!)
    #expect(again.load() == settings)
    #expect(again.problem == nil)
  }

  @Test func missingFileGivesDefaultsQuietly() {
    let store = SettingsStore(path: temporaryFolder() + "/none/settings.conf")
    #expect(store.load() == Settings())
    #expect(store.problem == nil)
  }

  @Test func truncatedFileStartsOnDefaultsAndIsKeptAsBak() throws {
    let dir = temporaryFolder()
    let path = dir + "/settings.conf"
    let full = SettingsCodec.encode(Settings())
    let lines = full.split(separator: "\n")
    let cut = lines.prefix(lines.count / 2).joined(separator: "\n") + "\n"  // lost at a line end
    try cut.write(toFile: path, atomically: false, encoding: .utf8)
    let store = SettingsStore(path: path)
    #expect(store.load() == Settings())
    #expect(store.problem?.contains("cut short") == true)
    #expect(try String(contentsOfFile: path + ".bak", encoding: .utf8) == cut)
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func everyCutOfTheFileIsEitherWholeOrReported() throws {
    var settings = Settings()
    settings.clickerSound = "Soft"
    let full = Array(SettingsCodec.encode(settings).utf8)
    for length in 0..<full.count - 1 {
      if case .success(let decoded) = SettingsCodec.decode(Array(full.prefix(length))) {
        Issue.record("a file cut at \(length) bytes read as \(decoded)")
      }
    }
    #expect(try SettingsCodec.decode(full).get() == settings)
  }

  @Test func garbageBytesAreReportedNotFatal() throws {
    let dir = temporaryFolder()
    let path = dir + "/settings.conf"
    let garbage: [UInt8] = [0xFF, 0xFE, 0x00, 0x1B, 0x5B, 0x32, 0x4A, 0x80, 0x81]
    FileManager.default.createFile(atPath: path, contents: Data(garbage))
    let store = SettingsStore(path: path)
    #expect(store.load() == Settings())
    #expect(store.problem?.contains("not a text file") == true)
    #expect(FileManager.default.contents(atPath: path + ".bak") == Data(garbage))
  }

  @Test func badValueNamesTheKey() {
    let text = "version = 1\nclicker = maybe\nend\n"
    guard case .failure(let error) = SettingsCodec.decode(Array(text.utf8)) else {
      Issue.record("decoded")
      return
    }
    #expect(error.description.contains("clicker"))
  }

  @Test(.enabled(if: getuid() != 0, "root writes into any folder: the next test says what root gets"))
  func readOnlyDirectoryFailsToSaveWithAClearError() throws {
    let dir = temporaryFolder()
    chmod(dir, 0o500)
    defer { chmod(dir, 0o700) }
    let store = SettingsStore(path: dir + "/settings.conf")
    #expect(throws: AtomicFile.Failure.self) { try store.save(Settings()) }
  }

  /// What CI, which runs as root, gets instead: the folder's mode does not stop root, so the
  /// settings are saved and read back whole.
  @Test(.enabled(if: getuid() == 0, "only root writes into a folder without write permission"))
  func rootSavesEvenIntoAReadOnlyDirectory() throws {
    let dir = temporaryFolder()
    chmod(dir, 0o500)
    defer { chmod(dir, 0o700) }
    let store = SettingsStore(path: dir + "/settings.conf")
    var settings = Settings()
    settings.volume = 7
    try store.save(settings)
    #expect(store.load().volume == 7)
  }

  @Test func unwritablePathFailsToSaveWithAClearError() {
    // A file where the directory should be: fails even for root.
    let dir = temporaryFolder()
    FileManager.default.createFile(atPath: dir + "/blocker", contents: Data())
    let store = SettingsStore(path: dir + "/blocker/settings.conf")
    #expect(throws: AtomicFile.Failure.self) { try store.save(Settings()) }
    var settings = Settings()
    settings.volume = 3
    #expect(throws: AtomicFile.Failure.self) { try store.save(settings) }
  }

  @Test func resumeRoundTripAndCorruptFileIgnored() throws {
    let dir = temporaryFolder()
    let store = ResumeStore(path: dir + "/resume")
    let resume = ResumeState(trackIDs: [4, 8, 15], position: 1, elapsed: 42.5)
    try store.save(resume)
    #expect(store.load().resume == resume)
    try "position = 7\nelapsed = x\n".write(toFile: dir + "/resume", atomically: false, encoding: .utf8)
    let loaded = store.load()
    #expect(loaded.resume == nil)
    #expect(loaded.problem != nil)
  }
}
