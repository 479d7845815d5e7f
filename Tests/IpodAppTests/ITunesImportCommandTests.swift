import CPlist
import Foundation
import Platform
import Storage
import TestSupport
import Testing
import WheelCore

@testable import IpodApp

/// `ipodtui import-itunes` on a Library.xml made here, against a library of real FLAC files
/// encoded here: what matched how, what was merged into the saved user data, and hostile files
/// refused with nothing written.
@Suite(.serialized) struct ITunesImportCommandTests {
  /// A home folder with the user's music in ~/Music and every XDG folder below it.
  struct Home {
    let root: String
    var music: String { root + "/Music" }
    var environment: [String: String] { ["HOME": root] }
    var xdg: XDGDirectories { XDGDirectories(environment: environment) }
    var userDataPath: String { xdg.dataDirectory! + "/userdata" }

    /// (folder, file, title, artist, album)
    static let songs = [
      ("Alpha", "One.flac", "One", "Alpha", "First"),
      ("Béta", "Two.flac", "Two", "Béta", "Second"),
      ("Gamma", "03 Three.flac", "Three", "Gamma", "Third"),
      ("Delta", "Four.flac", "Four", "Delta", "Fourth"),
    ]

    init() throws {
      root = NSTemporaryDirectory() + "itunes-\(UUID().uuidString)"
      try FileManager.default.createDirectory(atPath: root + "/Music", withIntermediateDirectories: true)
      let tone = root + "/tone.wav"
      try ToneFile.write(path: tone, seconds: 2)
      for (folder, file, title, artist, album) in Self.songs {
        try FileManager.default.createDirectory(atPath: music + "/" + folder, withIntermediateDirectories: true)
        let status = CommandLineEncoder.run([
          "ffmpeg", "-nostdin", "-v", "error", "-y", "-i", tone, "-c:a", "flac", "-metadata", "title=\(title)",
          "-metadata", "artist=\(artist)", "-metadata", "album=\(album)", music + "/" + folder + "/" + file,
        ])
        #expect(status == 0, "ffmpeg (Debian package ffmpeg) encodes the library")
      }
    }

    func write(_ text: String, as name: String = "Library.xml") throws -> String {
      let path = root + "/" + name
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      return path
    }

    func run(_ arguments: [String]) -> ITunesImportCommand.Outcome {
      ITunesImportCommand.execute(arguments: arguments, environment: environment, now: 2_000_000_000)
    }

    func saved() -> UserData { UserDataStore(xdg: xdg, writable: false).load().data }
  }

  static func date(_ unix: Double) -> String {
    let formatter = ISO8601DateFormatter()
    return formatter.string(from: Date(timeIntervalSince1970: unix))
  }

  /// One: same path, 5 stars, 30 plays. Two: moved from a Mac (decomposed é), a computed rating.
  /// Three: elsewhere, found by its tags. Gone: not in the library.
  static func library(home: Home, onePlays: Int = 30) -> String {
    func track(_ id: Int, _ name: String, _ artist: String, _ album: String, _ location: String, _ rest: String)
      -> String
    {
      """
      <key>\(id)</key><dict><key>Track ID</key><integer>\(id)</integer><key>Name</key><string>\(name)</string>
      <key>Artist</key><string>\(artist)</string><key>Album</key><string>\(album)</string>
      <key>Location</key><string>\(location)</string>\(rest)</dict>
      """
    }
    func list(_ name: String, _ ids: [Int], _ rest: String = "") -> String {
      "<dict><key>Name</key><string>\(name)</string>\(rest)<key>Playlist Items</key><array>"
        + ids.map { "<dict><key>Track ID</key><integer>\($0)</integer></dict>" }.joined() + "</array></dict>"
    }
    let onePath = (home.music + "/Alpha/One.flac").addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)!
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><dict><key>Major Version</key><integer>1</integer><key>Tracks</key><dict>
      \(track(1, "One", "Alpha", "First", "file://localhost" + onePath, """
        <key>Total Time</key><integer>2000</integer><key>Rating</key><integer>100</integer>
        <key>Play Count</key><integer>\(onePlays)</integer><key>Date Added</key><date>\(date(1_262_401_445))</date>
        <key>Play Date UTC</key><date>\(date(1_600_000_000))</date>
        """))
      \(track(2, "Two", "Béta", "Second", "file://localhost/Users/me/Music/iTunes/iTunes%20Media/Music/Be%CC%81ta/Two.flac", """
        <key>Total Time</key><integer>2000</integer><key>Rating</key><integer>60</integer>
        <key>Rating Computed</key><true/><key>Play Count</key><integer>3</integer><key>Skip Count</key><integer>2</integer>
        """))
      \(track(3, "three", "GAMMA", "Third", "file:///Volumes/Old/Stuff/x.m4a", """
        <key>Total Time</key><integer>3500</integer><key>Rating</key><integer>40</integer>
        """))
      \(track(5, "Gone", "Nobody", "Nowhere", "file:///Users/me/Music/Gone.mp3", ""))
      </dict><key>Playlists</key><array>
      \(list("Library", [1, 2, 3, 5], "<key>Master</key><true/>"))
      \(list("Music", [1, 2, 3, 5], "<key>Distinguished Kind</key><integer>4</integer>"))
      \(list("Road Trip", [1, 2, 5]))
      \(list("Smart Top", [3, 1], "<key>Smart Info</key><data>AQEA</data>"))
      \(list("Nothing Here", [5]))
      </array></dict></plist>
      """
  }

  func record(_ data: UserData, _ file: String) -> SongRecord? {
    data.songs.first { $0.key.path.hasSuffix("/" + file) }
  }

  @Test func importMatchesByLocationTailAndTagsAndMergesWithoutLowering() throws {
    let home = try Home()
    let file = try home.write(Self.library(home: home))
    let first = home.run([file])
    #expect(first.status == 0, "\(first.errors)")
    #expect(first.output.contains("Tracks read: 4"))
    #expect(first.output.contains("Matched: 3 (2 by location, 1 by tags)"))
    #expect(first.output.contains("Unmatched: 1\n  Gone - Nobody - Nowhere [/Users/me/Music/Gone.mp3]"))
    #expect(first.output.contains("Playlists imported: 2 (Road Trip, Smart Top)"))
    let data = home.saved()
    let one = try #require(record(data, "Alpha/One.flac"))
    #expect(one.rating == 5 && one.plays == 30 && one.added == 1_262_401_445 && one.lastPlayed == 1_600_000_000)
    let two = try #require(record(data, "Two.flac"))
    #expect(two.rating == nil && two.plays == 3 && two.skips == 2)
    #expect(record(data, "03 Three.flac")?.rating == 2)
    #expect(record(data, "Four.flac")?.plays == 0)
    let paths = data.playlists.map { $0.songs.map { data.songs[$0].key.path.split(separator: "/").last! } }
    #expect(data.playlists.map(\.name) == ["Road Trip", "Smart Top"])
    #expect(paths == [["One.flac", "Two.flac"], ["03 Three.flac", "One.flac"]])

    // Again, with fewer plays in iTunes: nothing is lowered, no playlist is added twice.
    let lower = try home.write(Self.library(home: home, onePlays: 4), as: "Lower.xml")
    let second = home.run([lower, "--library", home.music, "--json"])
    #expect(second.status == 0, "\(second.errors)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(second.output.utf8)) as? [String: Any])
    #expect(json["tracks"] as? Int == 4 && json["matched"] as? Int == 3 && json["unmatched"] as? Int == 1)
    #expect(json["playlists"] as? [String] == [])
    #expect(json["playlistsAlreadyImported"] as? [String] == ["Road Trip", "Smart Top"])
    let missing = try #require(json["unmatchedTracks"] as? [[String: Any]])
    #expect(
      missing.first?["name"] as? String == "Gone" && missing.first?["location"] as? String == "/Users/me/Music/Gone.mp3"
    )
    #expect(home.saved() == data)
  }

  @Test func theMusicAppsBinaryExportIsReadToo() throws {
    let home = try Home()
    let xml = Array(Self.library(home: home).utf8)
    var node: plist_t?
    xml.withUnsafeBufferPointer { b in
      b.withMemoryRebound(to: CChar.self) { plist_from_xml($0.baseAddress, UInt32($0.count), &node) }
    }
    try #require(node != nil)
    var binary: UnsafeMutablePointer<CChar>?
    var length: UInt32 = 0
    plist_to_bin(node, &binary, &length)
    plist_free(node)
    let file = home.root + "/Library.plist"
    try Data(UnsafeRawBufferPointer(start: binary, count: Int(length))).write(to: URL(fileURLWithPath: file))
    free(binary)
    let outcome = home.run([file])
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(outcome.output.contains("Matched: 3 (2 by location, 1 by tags)"))
    #expect(record(home.saved(), "Alpha/One.flac")?.plays == 30)
  }

  @Test func hostileFilesAreRefusedAndNothingIsWritten() throws {
    let home = try Home()
    let good = Self.library(home: home)
    let cases: [(String, String)] = [
      (String(good.prefix(600)), "is not a property list"),
      (
        "<?xml version=\"1.0\"?><!DOCTYPE plist [<!ENTITY a \"aaaa\"><!ENTITY b \"&a;&a;&a;&a;\">]>"
          + "<plist version=\"1.0\"><dict><key>Tracks</key><dict/><key>x</key><string>&b;</string></dict></plist>",
        "declares XML entities"
      ),
      ("<?xml version=\"1.0\"?><plist version=\"1.0\"><array/></plist>", "not an iTunes library"),
    ]
    for (text, message) in cases {
      let outcome = home.run([try home.write(text)])
      #expect(outcome.status == 1)
      #expect(outcome.errors.joined().contains(message), "\(outcome.errors)")
      #expect(outcome.errors.joined().contains("nothing imported"))
    }
    let huge = home.root + "/Huge.xml"
    #expect(FileManager.default.createFile(atPath: huge, contents: Data()))
    #expect(truncate(huge, off_t(512 * 1024 * 1024 + 1)) == 0)
    let refused = home.run([huge])
    #expect(refused.status == 1 && refused.errors.joined().contains("larger than 512 MiB"))
    #expect(!FileManager.default.fileExists(atPath: home.userDataPath))
  }

  @Test func aRunningIpodtuiIsNotRaced() throws {
    let home = try Home()
    let file = try home.write(Self.library(home: home))
    let held = InstanceLock.acquire(in: home.xdg.stateDirectory!)
    guard case .owner = held else {
      Issue.record("the test could not take the lock")
      return
    }
    let outcome = home.run([file])
    #expect(outcome.status == 1 && outcome.errors == ["ipodtui is running: quit it first"])
    #expect(!FileManager.default.fileExists(atPath: home.userDataPath))
    withExtendedLifetime(held) {}
  }

  @Test func usageMistakesSayHow() {
    let home = Home.bare()
    #expect(ITunesImportCommand.execute(arguments: [], environment: home, now: 0).status == 2)
    #expect(ITunesImportCommand.execute(arguments: ["a", "b"], environment: home, now: 0).status == 2)
    #expect(ITunesImportCommand.execute(arguments: ["a", "--library"], environment: home, now: 0).status == 2)
  }
}

extension ITunesImportCommandTests.Home {
  static func bare() -> [String: String] { ["HOME": NSTemporaryDirectory() + "itunes-bare"] }
}
