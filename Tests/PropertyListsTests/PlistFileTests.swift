import CPlist
import Foundation
import Testing
import WheelCore

@testable import PropertyLists

/// libplist behind `PlistFile`: XML and binary read into values, and hostile files refused
/// before libplist sees them.
@Suite struct PlistFileTests {
  static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <key>Tracks</key>
      <dict>
        <key>7</key>
        <dict>
          <key>Track ID</key><integer>7</integer>
          <key>Name</key><string>Caf&#233; &amp; Co</string>
          <key>Total Time</key><integer>2000</integer>
          <key>Date Added</key><date>2020-09-13T12:26:40Z</date>
          <key>Rating Computed</key><true/>
          <key>Volume</key><real>-1.5</real>
          <key>Persistent ID</key><data>AAEC</data>
        </dict>
      </dict>
      <key>Playlists</key>
      <array><dict><key>Name</key><string>Road</string></dict></array>
    </dict>
    </plist>
    """

  func folder() -> String {
    let path = NSTemporaryDirectory() + "plist-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func xmlIsReadIntoValuesWithUnixDates() throws {
    let value = try PlistFile.parse(Array(Self.xml.utf8), name: "x")
    let track = value["Tracks"]?["7"]
    #expect(track?["Name"] == .string("Café & Co"))
    #expect(track?["Total Time"] == .integer(2000))
    #expect(track?["Date Added"] == .date(1_600_000_000))
    #expect(track?["Rating Computed"] == .bool(true))
    #expect(track?["Volume"] == .real(-1.5))
    #expect(track?["Persistent ID"] == .data(3))
    #expect(value["Playlists"] == .array([.dictionary(["Name": .string("Road")])]))
  }

  @Test func aBinaryPlistReadsTheSame() throws {
    let xml = Array(Self.xml.utf8)
    var node: plist_t?
    xml.withUnsafeBufferPointer { b in
      b.withMemoryRebound(to: CChar.self) { plist_from_xml($0.baseAddress, UInt32($0.count), &node) }
    }
    var binary: UnsafeMutablePointer<CChar>?
    var length: UInt32 = 0
    plist_to_bin(node, &binary, &length)
    plist_free(node)
    let bytes = Array(UnsafeRawBufferPointer(start: binary, count: Int(length)))
    free(binary)
    let path = folder() + "/Library.plist"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    #expect(try PlistFile.read(path) == (try PlistFile.parse(xml, name: "x")))
  }

  @Test func malformedXmlIsAClearFailure() {
    let broken = String(Self.xml.prefix(400))
    #expect(throws: PlistFile.Failure.malformed("x")) { try PlistFile.parse(Array(broken.utf8), name: "x") }
    #expect(throws: PlistFile.Failure.malformed("x")) { try PlistFile.parse(Array("bplist00 garbage".utf8), name: "x") }
    #expect(throws: PlistFile.Failure.malformed("x")) { try PlistFile.parse([], name: "x") }
  }

  @Test func entityDeclarationsAreRefusedBeforeParsing() {
    let bomb = """
      <?xml version="1.0"?>
      <!DOCTYPE plist [
        <!ENTITY a "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">
        <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
        <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
      ]>
      <plist version="1.0"><dict><key>Tracks</key><dict/><key>x</key><string>&c;</string></dict></plist>
      """
    #expect(throws: PlistFile.Failure.entities("x")) { try PlistFile.parse(Array(bomb.utf8), name: "x") }
    let subsetOnly = "<?xml version=\"1.0\"?><!doctype plist [ ]><plist version=\"1.0\"><dict/></plist>"
    #expect(throws: PlistFile.Failure.entities("x")) { try PlistFile.parse(Array(subsetOnly.utf8), name: "x") }
    let lowerEntity = "<plist><!entity x 'y'><dict/></plist>"
    #expect(throws: PlistFile.Failure.entities("x")) { try PlistFile.parse(Array(lowerEntity.utf8), name: "x") }
    #expect(!PlistFile.declaresEntities(Array(Self.xml.utf8)), "Apple's own DOCTYPE has no internal subset")
  }

  @Test func aFileOverTheLimitIsRefusedUnread() throws {
    let path = folder() + "/huge.xml"
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: UInt64(PlistFile.sizeLimit) + 1)  // sparse: nothing is written
    try handle.close()
    #expect(throws: PlistFile.Failure.tooLarge(path, limit: PlistFile.sizeLimit)) { try PlistFile.read(path) }
    #expect(throws: PlistFile.Failure.missing(path + ".none")) { try PlistFile.read(path + ".none") }
  }

  /// libplist recurses once a level, parsing and freeing: a million nested arrays in 15 MB of
  /// XML, or 100,000 in a 1 MB binary plist, overflow its stack. Both are refused by a scan first.
  @Test func nestingPastTheLimitIsRefusedBeforeLibplistRecursesIntoIt() {
    func xml(_ levels: Int) -> [UInt8] {
      Array(
        ("<?xml version=\"1.0\"?><plist version=\"1.0\">" + String(repeating: "<array>", count: levels)
          + String(repeating: "</array>", count: levels) + "</plist>").utf8)
    }
    #expect(throws: PlistFile.Failure.tooDeep("x")) { try PlistFile.parse(xml(1_000_000), name: "x") }
    #expect(throws: PlistFile.Failure.tooDeep("x")) { try PlistFile.parse(xml(PlistFile.depthLimit + 1), name: "x") }
    #expect(throws: Never.self) { try PlistFile.parse(xml(PlistFile.depthLimit - 1), name: "x") }
    let flat = "<plist><array><array/><dict/><dict ><array/></dict></array></plist>"
    #expect(PlistFile.xmlDepth(Array(flat.utf8), limit: 10) == 2)
    #expect(throws: PlistFile.Failure.tooDeep("x")) { try PlistFile.parse(Self.binaryChain(100_000), name: "x") }
    #expect(throws: Never.self) { try PlistFile.parse(Self.binaryChain(PlistFile.depthLimit - 1), name: "x") }
  }

  /// A binary plist of `levels` arrays, each holding the next (4-byte references and offsets).
  /// With `lastRefersTo`, the last array holds that one instead of nothing (a cycle).
  static func binaryChain(_ levels: Int, lastRefersTo: Int? = nil) -> [UInt8] {
    func bigEndian<T: FixedWidthInteger>(_ value: T) -> [UInt8] { withUnsafeBytes(of: value.bigEndian) { Array($0) } }
    var bytes = Array("bplist00".utf8)
    var offsets: [UInt32] = []
    for i in 0..<levels {
      offsets.append(UInt32(bytes.count))
      let next = i == levels - 1 ? lastRefersTo : i + 1
      bytes += next.map { [0xA1] + bigEndian(UInt32($0)) } ?? [0xA0]
    }
    let table = UInt64(bytes.count)
    for offset in offsets { bytes += bigEndian(offset) }
    bytes += [0, 0, 0, 0, 0, 0, 4, 4] + bigEndian(UInt64(levels)) + bigEndian(UInt64(0)) + bigEndian(table)
    return bytes
  }

  @Test func aBinaryPlistWithACycleOrBadReferencesIsRefused() throws {
    #expect(throws: PlistFile.Failure.malformed("x")) {
      try PlistFile.parse(Self.binaryChain(3, lastRefersTo: 0), name: "x")
    }
    #expect(throws: PlistFile.Failure.malformed("x")) {
      try PlistFile.parse(Self.binaryChain(3, lastRefersTo: 7), name: "x")
    }
    #expect(PlistFile.binaryDepth(Array(Self.binaryChain(5).dropLast(3)), limit: 64) == nil, "cut trailer")
    // {"a\0b": "x"} and {"ab": "x"}: libplist aborts the process on a key with a NUL inside.
    func dictionary(key: [UInt8]) -> [UInt8] {
      let objects: [[UInt8]] = [[0xD1, 1, 2], [0x50 | UInt8(key.count)] + key, [0x51, 0x78]]
      var bytes = Array("bplist00".utf8)
      var offsets: [UInt8] = []
      for object in objects {
        offsets.append(UInt8(bytes.count))
        bytes += object
      }
      let table = UInt8(bytes.count)
      return bytes + offsets + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 3] + [UInt8](repeating: 0, count: 8)
        + [0, 0, 0, 0, 0, 0, 0, table]
    }
    #expect(throws: PlistFile.Failure.malformed("x")) {
      try PlistFile.parse(dictionary(key: [0x61, 0, 0x62]), name: "x")
    }
    #expect(try PlistFile.parse(dictionary(key: [0x61, 0x62]), name: "x") == .dictionary(["ab": .string("x")]))
    #expect(PlistFile.binaryDepth(Self.binaryChain(5), limit: 64) == 5)
  }
}

/// Seeded random damage to both forms of a small library: every result is a value or a
/// `PlistFile.Failure`, never a crash (libplist's parser and ours see the same bytes).
@Suite struct PlistFileFuzzTests {
  @Test func damagedXmlAndBinaryNeverCrash() throws {
    let xml = Array(PlistFileTests.xml.utf8)
    var node: plist_t?
    xml.withUnsafeBufferPointer { b in
      b.withMemoryRebound(to: CChar.self) { plist_from_xml($0.baseAddress, UInt32($0.count), &node) }
    }
    var binary: UnsafeMutablePointer<CChar>?
    var length: UInt32 = 0
    plist_to_bin(node, &binary, &length)
    plist_free(node)
    let bin = Array(UnsafeRawBufferPointer(start: binary, count: Int(length)))
    free(binary)
    var seed: UInt64 = 0x9E37_79B9
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    var parsed = 0
    var refused = 0
    for round in 0..<4_000 {
      var bytes = round % 2 == 0 ? xml : bin
      for _ in 0...next(4) {
        switch next(3) {
        case 0: bytes[next(bytes.count)] = UInt8(next(256))
        case 1: bytes.removeSubrange(next(bytes.count)...)
        default: bytes.insert(UInt8(next(256)), at: next(bytes.count))
        }
        if bytes.isEmpty { break }
      }
      do {
        _ = try PlistFile.parse(bytes, name: "fuzz")
        parsed += 1
      } catch {
        refused += 1
      }
    }
    #expect(parsed > 0 && refused > 0, "both outcomes were reached: \(parsed) parsed, \(refused) refused")
  }
}
