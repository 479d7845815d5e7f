import Foundation
import Platform
import Testing

@testable import Storage
@testable import WheelCore

/// Every file read from disk is untrusted input: too large, not a file, out of range or
/// broken, it gives defaults and a message at once, and the original is kept as `.bak`.
@Suite struct UntrustedFileTests {
  func seconds(_ body: () -> Void) -> Double {
    let start = Date()
    body()
    return Date().timeIntervalSince(start)
  }

  @Test func aFiftyMegabyteSettingsFileIsRefusedAtOnce() throws {
    let dir = temporaryFolder()
    let path = dir + "/settings.conf"
    let line = Array("clicker = on\n".utf8)
    let huge = Data((0..<(50 * 1024 * 1024 / line.count)).flatMap { _ in line })
    try huge.write(to: URL(fileURLWithPath: path))
    let store = SettingsStore(path: path)
    var settings = Settings()
    let elapsed = seconds { settings = store.load() }
    #expect(elapsed < 1, "took \(elapsed) s")
    #expect(settings == Settings())
    #expect(store.problem?.contains("too large") == true, "\(store.problem ?? "no problem")")
    #expect(FileManager.default.contents(atPath: path + ".bak")?.count == huge.count)
    try store.save(settings)
    #expect(SettingsStore(path: path).load() == Settings())
  }

  @Test func aSettingsFolderOrFIFOIsSetAside() throws {
    let dir = temporaryFolder()
    try FileManager.default.createDirectory(atPath: dir + "/a.conf", withIntermediateDirectories: true)
    let store = SettingsStore(path: dir + "/a.conf")
    #expect(store.load() == Settings())
    #expect(store.problem?.contains("not a file") == true)
    #expect(FileSystemCheck.isDirectory(dir + "/a.conf.bak"))
    try store.save(Settings())
    #expect(FileManager.default.fileExists(atPath: dir + "/a.conf"))

    #expect(mkfifo(dir + "/b.conf", 0o644) == 0)
    let fifo = SettingsStore(path: dir + "/b.conf")
    #expect(fifo.load() == Settings())  // returns instead of waiting for a writer
    #expect(fifo.problem != nil)
  }

  @Test func aReadOnlyStoreNeitherWritesNorMovesAnything() throws {
    let dir = temporaryFolder()
    let path = dir + "/settings.conf"
    try "garbage".write(toFile: path, atomically: false, encoding: .utf8)
    let store = SettingsStore(path: path, writable: false)
    #expect(store.load() == Settings())
    #expect(store.problem?.contains("kept as") == false)
    var changed = Settings()
    changed.volume = 1
    try store.save(changed)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "garbage")
    #expect(!FileManager.default.fileExists(atPath: path + ".bak"))

    let resume = ResumeStore(path: dir + "/resume", writable: false)
    try resume.save(ResumeState(trackIDs: [1], position: 0, elapsed: 1))
    #expect(!FileManager.default.fileExists(atPath: dir + "/resume"))
  }

  @Test func noPathMeansMemoryOnly() throws {
    let store = SettingsStore(path: nil)
    #expect(store.load() == Settings())
    try store.save(Settings())
    let resume = ResumeStore(path: nil)
    #expect(resume.load().resume == nil)
    try resume.save(ResumeState(trackIDs: [1], position: 0, elapsed: 1))
  }

  @Test(arguments: ["elapsed = 1e308", "elapsed = nan", "elapsed = -3"])
  func anOutOfRangeResumePointIsSetAside(_ line: String) throws {
    let dir = temporaryFolder()
    let text = "position = 0\n\(line)\ntrack = 5\nend\n"
    try text.write(toFile: dir + "/resume", atomically: false, encoding: .utf8)
    let store = ResumeStore(path: dir + "/resume")
    let loaded = store.load()
    #expect(loaded.resume == nil)
    #expect(loaded.problem?.contains("resume.bak") == true)
    #expect(try String(contentsOfFile: dir + "/resume.bak", encoding: .utf8) == text)
  }

  @Test func theResumePointIsWrittenOnlyWhenItChangesAndNilForgetsIt() throws {
    let dir = temporaryFolder()
    let store = ResumeStore(path: dir + "/resume")
    let point = ResumeState(trackIDs: [3, 4], position: 1, elapsed: 12)
    try store.save(point)
    let inode = {
      (try? FileManager.default.attributesOfItem(atPath: dir + "/resume")[.systemFileNumber] as? Int) ?? -1
    }
    let (file, written) = (inode(), store.journalBytesWritten)
    try store.save(point)  // unchanged: not written again
    #expect(store.journalBytesWritten == written && inode() == file)
    try store.save(ResumeState(trackIDs: [3, 4], position: 1, elapsed: 13))
    #expect(store.journalBytesWritten > written && inode() == file, "a new position of the same queue is journalled")
    #expect(ResumeStore(path: dir + "/resume").load().resume?.elapsed == 13)
    try store.save(nil)
    #expect(!FileManager.default.fileExists(atPath: dir + "/resume"))
    #expect(!FileManager.default.fileExists(atPath: dir + "/resume.journal"))
  }

  @Test func readsAreBounded() throws {
    let dir = temporaryFolder()
    try Data(count: 1000).write(to: URL(fileURLWithPath: dir + "/f"))
    #expect(try AtomicFile.read(dir + "/f", limit: 1000)?.count == 1000)
    #expect(throws: AtomicFile.Failure.self) { try AtomicFile.read(dir + "/f", limit: 999) }
    #expect(try AtomicFile.read(dir + "/missing", limit: 10) == nil)
  }

  /// One process owns writing; the kernel frees the lock when its holder goes.
  @Test func theInstanceLockHasOneOwner() {
    let dir = temporaryFolder()
    var first: InstanceLock? = owner(InstanceLock.acquire(in: dir))
    #expect(first != nil)
    if case .heldByAnother = InstanceLock.acquire(in: dir) {} else { Issue.record("a second owner") }
    first = nil
    #expect(owner(InstanceLock.acquire(in: dir)) != nil, "released when the holder went")
    _ = first
  }

  func owner(_ outcome: InstanceLock.Outcome) -> InstanceLock? {
    if case .owner(let lock) = outcome { lock } else { nil }
  }
}

enum FileSystemCheck {
  static func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }
}
