import Foundation
import Testing

@testable import Platform

/// The readers behind Clocks, Notes and the battery, on real folders and the real tz database.
@Suite struct ExtrasReadersTests {
  func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("extras-\(getpid())-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func notesAreListedThreeFoldersDeepAndReadAsUTF8OrLatin1() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/A/B/C/D", withIntermediateDirectories: true)
    try "top".write(toFile: root + "/one.txt", atomically: true, encoding: .utf8)
    try "deep".write(toFile: root + "/A/B/two.md", atomically: true, encoding: .utf8)
    try "too deep".write(toFile: root + "/A/B/C/D/three.txt", atomically: true, encoding: .utf8)
    try Data([0xFF, 0xD8]).write(to: URL(fileURLWithPath: root + "/photo.jpg"))
    try Data([0xEF, 0xBB, 0xBF] + Array("Grüße".utf8)).write(to: URL(fileURLWithPath: root + "/bom.txt"))
    try Data([0x4E, 0x61, 0xEF, 0x76, 0x65]).write(to: URL(fileURLWithPath: root + "/latin.txt"))
    let notes = NotesFolder(path: root)
    #expect(Set(notes.list()) == ["one.txt", "A/B/two.md", "bom.txt", "latin.txt"])
    #expect(notes.read("bom.txt") == "Grüße")
    #expect(notes.read("latin.txt") == "Naïve")
    #expect(notes.read("missing.txt") == nil && notes.read("../x") == nil && notes.read("A") == nil)
    #expect(NotesFolder(path: root + "/none").list().isEmpty)
  }

  @Test func theBatteryIsReadFromPowerSupplyAndAbsentWithoutOne() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/AC", withIntermediateDirectories: true)
    #expect(BatteryReader(root: root).read() == nil)
    try FileManager.default.createDirectory(atPath: root + "/BAT0", withIntermediateDirectories: true)
    try "87\n".write(toFile: root + "/BAT0/capacity", atomically: true, encoding: .utf8)
    try "Charging\n".write(toFile: root + "/BAT0/status", atomically: true, encoding: .utf8)
    #expect(BatteryReader(root: root).read() == .init(percent: 87, charging: true))
    try "Discharging\n".write(toFile: root + "/BAT0/status", atomically: true, encoding: .utf8)
    #expect(BatteryReader(root: root).read() == .init(percent: 87, charging: false))
    // Whatever this machine has, reading it must not fail or hang.
    _ = BatteryReader().read()
  }

  @Test func theSystemTzDatabaseListsCitiesWithTheirOffsets() throws {
    let book = TimeZoneBook()
    let names = book.zoneNames()
    try #require(!names.isEmpty, "the tz database (tzdata) is installed")
    #expect(names.contains("Europe/Paris") && names.contains("Asia/Tokyo") && !names.contains { $0.hasPrefix("Etc/") })
    let winter = Date(timeIntervalSince1970: 1_767_225_600)  // 1 January 2026
    let summer = Date(timeIntervalSince1970: 1_782_864_000)  // 1 July 2026
    #expect(book.offsets(of: ["Asia/Tokyo", "Nowhere/Land"], at: winter) == ["Asia/Tokyo": 9 * 3600])
    #expect(book.offsets(of: ["Europe/Paris"], at: winter)["Europe/Paris"] == 3600)
    #expect(book.offsets(of: ["Europe/Paris"], at: summer)["Europe/Paris"] == 7200, "daylight saving time")
  }
}
