import Foundation
import TestSupport
import Testing

@testable import IpodDevice

/// Writing back: counts and ratings read back by libgpod, the backup kept, a newer database
/// left alone.
@Suite(.serialized) struct IpodWriteTests {
  static let songs: [IpodFixture.Song] = [
    .init(title: "One", stars: 1, plays: 3, skips: 1), .init(title: "Two"),
  ]

  @Test func playsSkipsAndRatingsGoIntoTheDatabaseAfterABackup() throws {
    let mount = IpodDatabaseTests.folder("write")
    defer { try? FileManager.default.removeItem(atPath: mount) }
    try IpodFixture.make(at: mount, songs: Self.songs)
    let before = try Data(contentsOf: URL(fileURLWithPath: IpodDatabase.databasePath(in: mount)))
    let db = try IpodDatabase(mountPoint: mount)
    try db.write([
      IpodUpdate(song: 0, stars: 5, addedPlays: 2, addedSkips: 1, lastPlayed: 1_750_000_000),
      IpodUpdate(song: 1, addedPlays: 1),
    ])
    #expect(try Data(contentsOf: URL(fileURLWithPath: db.backupPath)) == before)
    let back = try IpodFixture.readBack(mount)
    #expect(back.map(\.title) == ["One", "Two"])
    #expect(back.map(\.rating) == [100, 0])
    #expect(back.map(\.plays) == [5, 1])
    #expect(back.map(\.skips) == [2, 0])
    // Every file the database names is there.
    #expect(back.allSatisfy { $0.path.map(FileManager.default.fileExists(atPath:)) == true })
    let again = try IpodDatabase(mountPoint: mount)
    #expect(again.songs[0].lastPlayed == 1_750_000_000)
  }

  @Test func aDatabaseNewerThanLibgpodWritesIsNeverRewritten() throws {
    let mount = IpodDatabaseTests.folder("newer")
    defer { try? FileManager.default.removeItem(atPath: mount) }
    try IpodFixture.make(at: mount, songs: Self.songs, files: false)
    let path = IpodDatabase.databasePath(in: mount)
    var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(Array(bytes[0..<4]) == Array("mhbd".utf8))
    bytes[0x10] = 0x75  // the mhbd version iTunes 9+ writes
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let db = try IpodDatabase(mountPoint: mount)
    #expect(db.version == 0x75 && !db.isWritable)
    #expect(throws: IpodError.tooNew(version: 0x75)) { try db.write([IpodUpdate(song: 0, addedPlays: 1)]) }
    #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == bytes)
    #expect(!FileManager.default.fileExists(atPath: db.backupPath))
    #expect(IpodError.tooNew(version: 0x75).description.contains("kept in ipodtui"))
  }

  @Test func anIpodPulledOutBeforeTheWriteIsAMessage() throws {
    let mount = IpodDatabaseTests.folder("pulled")
    defer { try? FileManager.default.removeItem(atPath: mount) }
    try IpodFixture.make(at: mount, songs: Self.songs, files: false)
    let db = try IpodDatabase(mountPoint: mount)
    try FileManager.default.removeItem(atPath: mount)
    #expect(throws: IpodError.self) { try db.write([IpodUpdate(song: 0, addedPlays: 1)]) }
  }
}
