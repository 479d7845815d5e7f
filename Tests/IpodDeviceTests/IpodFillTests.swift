import Foundation
import TestSupport
import Testing

@testable import IpodDevice

/// Filling an iPod: FLAC and Opus converted by FFmpeg (ALAC, AAC), an MP3 copied as it is, a
/// playlist made; read back with libgpod, and the files decoded to their length. A cancel keeps
/// the songs finished and names no missing file; too little space copies nothing.
@Suite(.serialized) struct IpodFillTests {
  /// Decoded length in seconds (ffmpeg to raw 44.1 kHz stereo, bytes counted).
  static func decodedSeconds(_ path: String) -> Double {
    let raw = NSTemporaryDirectory() + "ipodtui-fill-decoded-\(getpid()).raw"
    defer { unlink(raw) }
    let status = CommandLineEncoder.run([
      "ffmpeg", "-v", "error", "-y", "-i", path, "-f", "s16le", "-ac", "2", "-ar", "44100", raw,
    ])
    guard status == 0, let size = try? FileManager.default.attributesOfItem(atPath: raw)[.size] as? Int else {
      return -1
    }
    return Double(size) / 4 / 44_100
  }

  /// A source file of `seconds` made by `encoder`.
  static func source(_ folder: String, _ name: String, seconds: Double, _ encoder: CommandLineEncoder) throws -> String
  {
    let wav = folder + "/\(name).wav"
    let out = folder + "/\(name).\(encoder.fileExtension)"
    try ToneFile.write(path: wav, seconds: seconds)
    try encoder.encode(wav, to: out)
    return out
  }

  static func musicFiles(_ mount: String) -> [String] {
    let music = mount + "/iPod_Control/Music"
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: music)) ?? []
    return folders.flatMap { f in
      ((try? FileManager.default.contentsOfDirectory(atPath: music + "/" + f)) ?? []).map { music + "/" + f + "/" + $0 }
    }
  }

  @Test func flacAndOpusAreConvertedAndAnMP3CopiedIntoAPlaylist() throws {
    let mount = IpodDatabaseTests.folder("fill")
    let sources = IpodDatabaseTests.folder("fill-sources")
    defer {
      try? FileManager.default.removeItem(atPath: mount)
      try? FileManager.default.removeItem(atPath: sources)
    }
    try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
    try IpodFixture.make(at: mount, songs: [.init(title: "Already There", plays: 4)], files: true)
    let flac = try Self.source(sources, "lossless", seconds: 3, .flac)
    let opus = try Self.source(sources, "lossy", seconds: 2, .opus)
    let mp3 = try Self.source(sources, "plain", seconds: 1.5, .mp3CBR)
    let db = try IpodDatabase(mountPoint: mount)
    var seen: [IpodFillProgress] = []
    let report = try db.fill(
      [
        IpodFillItem(path: flac, title: "Lossless", artist: "Filler", album: "Fill", trackNumber: 1, seconds: 3),
        IpodFillItem(path: opus, title: "Lossy", artist: "Filler", album: "Fill", trackNumber: 2, seconds: 2),
        IpodFillItem(path: mp3, title: "Plain", artist: "Filler", album: "Fill", trackNumber: 3, seconds: 1.5),
        IpodFillItem(path: sources + "/notes.txt", title: "Notes"),
      ], playlist: "Road Trip"
    ) { seen.append($0) }
    #expect(report.copied == 3 && report.converted == 2 && !report.cancelled)
    #expect(report.skipped.map(\.why) == ["the iPod can't play it"])
    #expect(seen.last?.fraction == 1)
    #expect(seen.contains { $0.title == "Lossless" && $0.fraction > 0 && $0.fraction < 1.0 / 3 + 0.01 })
    #expect(zip(seen, seen.dropFirst()).allSatisfy { $0.fraction <= $1.fraction })

    let again = try IpodDatabase(mountPoint: mount)
    #expect(again.songs.map(\.title) == ["Already There", "Lossless", "Lossy", "Plain"])
    #expect(again.songs[0].plays == 4, "nothing already on the iPod is lost")
    #expect(again.playlists.map(\.name) == ["Road Trip"] && again.playlists[0].songs == [1, 2, 3])
    let expected = [3.0, 2.0, 1.5]
    for (song, seconds) in zip(again.songs.dropFirst(), expected) {
      #expect(FileManager.default.fileExists(atPath: song.path), "\(song.path)")
      #expect(abs(song.seconds - seconds) < 0.1, "\(song.title) in the database: \(song.seconds)")
      let decoded = Self.decodedSeconds(song.path)
      #expect(abs(decoded - seconds) < 0.06, "\(song.title) decodes to \(decoded) s")
    }
    #expect(again.songs[1].path.hasSuffix(".m4a") && again.songs[2].path.hasSuffix(".m4a"))
    #expect(again.songs[3].path.hasSuffix(".mp3"))
  }

  @Test func aCancelKeepsTheSongsFinishedAndRemovesTheHalfCopiedOne() throws {
    let mount = IpodDatabaseTests.folder("cancel")
    let sources = IpodDatabaseTests.folder("cancel-sources")
    defer {
      try? FileManager.default.removeItem(atPath: mount)
      try? FileManager.default.removeItem(atPath: sources)
    }
    try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
    try IpodFixture.make(at: mount, songs: [], files: false)
    let short = try Self.source(sources, "short", seconds: 1, .flac)
    let long = try Self.source(sources, "long", seconds: 30, .flac)
    let db = try IpodDatabase(mountPoint: mount)
    let cancel = IpodFillCancel()
    let report = try db.fill(
      [IpodFillItem(path: short, title: "Short"), IpodFillItem(path: long, title: "Long")], playlist: nil,
      cancel: cancel
    ) { progress in
      if progress.title == "Long", progress.fraction > 0.6 { cancel.cancel() }
    }
    #expect(report.cancelled && report.copied == 1)
    let again = try IpodDatabase(mountPoint: mount)
    #expect(again.songs.map(\.title) == ["Short"])
    // Only the finished song's file is on the iPod: the half-converted one was removed.
    #expect(Self.musicFiles(mount) == [again.songs[0].path])
    #expect(try IpodFixture.readBack(mount).allSatisfy { $0.path != nil })
  }

  /// Part of the iPod goes away mid-fill (a music folder removed, as a pull that the mount
  /// survived for a moment): the database written at the end names only files that are there.
  @Test func aFolderRemovedMidFillLeavesADatabaseNamingOnlyFilesThatExist() throws {
    let mount = IpodDatabaseTests.folder("pulled")
    let sources = IpodDatabaseTests.folder("pulled-sources")
    defer {
      try? FileManager.default.removeItem(atPath: mount)
      try? FileManager.default.removeItem(atPath: sources)
    }
    try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
    try IpodFixture.make(at: mount, songs: [], files: false)
    let first = try Self.source(sources, "first", seconds: 1, .mp3CBR)
    let second = try Self.source(sources, "second", seconds: 1, .mp3CBR)
    let db = try IpodDatabase(mountPoint: mount)
    var removed: [String] = []
    let report = try db.fill(
      [IpodFillItem(path: first, title: "First"), IpodFillItem(path: second, title: "Second")], playlist: "Trip"
    ) { progress in
      // When the second song starts, the first one's folder is taken away.
      guard progress.title == "Second", removed.isEmpty else { return }
      removed = Self.musicFiles(mount)
      for file in removed { try? FileManager.default.removeItem(atPath: (file as NSString).deletingLastPathComponent) }
    }
    #expect(removed.count == 1, "the first song was copied before the second began")
    // The second song lands in another folder, or (one time in fifty) in the removed one and fails.
    #expect(report.skipped.map(\.path).contains(first), "\(report.skipped)")
    let back = try IpodFixture.readBack(mount)
    #expect(!back.map(\.title).contains("First") && report.copied == back.count, "\(back.map(\.title))")
    #expect(back.allSatisfy { song in song.path.map { FileManager.default.fileExists(atPath: $0) } == true })
  }

  @Test func tooLittleSpaceCopiesNothing() throws {
    let mount = IpodDatabaseTests.folder("full")
    defer { try? FileManager.default.removeItem(atPath: mount) }
    try IpodFixture.make(at: mount, songs: [], files: false)
    let before = try Data(contentsOf: URL(fileURLWithPath: IpodDatabase.databasePath(in: mount)))
    let db = try IpodDatabase(mountPoint: mount)
    let free = try #require(db.availableBytes())
    let error = #expect(throws: IpodError.self) { _ = try db.fill([], playlist: "X", reserve: free * 2) }
    guard case .noSpace(let needed, _) = error else {
      Issue.record("\(String(describing: error))")
      return
    }
    #expect(needed == free * 2)
    #expect(error?.description.contains("Not enough space on the iPod") == true)
    #expect(try Data(contentsOf: URL(fileURLWithPath: IpodDatabase.databasePath(in: mount))) == before)
    #expect(Self.musicFiles(mount).isEmpty)
  }

  @Test func anArtistThenOnTheGoAreFilledInOrderAndASecondFillAddsNothing() throws {
    let mount = IpodDatabaseTests.folder("fill-twice")
    let sources = IpodDatabaseTests.folder("fill-twice-sources")
    defer {
      try? FileManager.default.removeItem(atPath: mount)
      try? FileManager.default.removeItem(atPath: sources)
    }
    try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
    try IpodFixture.make(
      at: mount, songs: [.init(title: "Already There", artist: "Filler", album: "Old", plays: 4, seconds: 10)])
    let one = try Self.source(sources, "one", seconds: 1, .mp3CBR)
    let two = try Self.source(sources, "two", seconds: 1.5, .mp3CBR)
    let three = try Self.source(sources, "three", seconds: 1, .mp3CBR)
    let old = try Self.source(sources, "old", seconds: 1, .mp3CBR)
    let first = IpodFillItem(path: one, title: "One", artist: "Filler", album: "Fill", seconds: 1)
    let second = IpodFillItem(path: two, title: "Two", artist: "Filler", album: "Fill", seconds: 1.5)
    let third = IpodFillItem(path: three, title: "Three", artist: "Other", album: "Fill", seconds: 1)
    // The iPod's own copy of this song (tags the same, length within 2 s) is not copied again.
    let sameTags = IpodFillItem(path: old, title: "already there", artist: "Filler", album: "Old", seconds: 11.5)

    let artist = try IpodDatabase(mountPoint: mount).fill([first, second, sameTags], playlist: "Filler")
    #expect(artist.copied == 2 && artist.present == 1)
    var seen: [IpodFillProgress] = []
    // On-The-Go: the third song new, the others already there; its order kept.
    var retagged = first
    retagged.title = "One (retagged)"  // the same file copied before: still there
    let onTheGo = try IpodDatabase(mountPoint: mount).fill([second, third, retagged], playlist: "On-The-Go") {
      seen.append($0)
    }
    #expect(onTheGo.copied == 1 && onTheGo.present == 2)
    #expect(seen.last?.present == 2)

    let songs = try IpodFixture.readBack(mount)
    #expect(songs.map(\.title) == ["Already There", "One", "Two", "Three"])
    #expect(songs.allSatisfy { $0.path.map { FileManager.default.fileExists(atPath: $0) } ?? false })
    let again = try IpodDatabase(mountPoint: mount)
    #expect(again.songs[0].plays == 4)
    let lists = Dictionary(uniqueKeysWithValues: again.playlists.map { ($0.name, $0.songs) })
    #expect(lists["Filler"] == [1, 2, 0])
    #expect(lists["On-The-Go"] == [2, 3, 1])
    #expect(again.playlists.first { $0.name == "On-The-Go" }?.kind == .standard)

    let database = try Data(contentsOf: URL(fileURLWithPath: IpodDatabase.databasePath(in: mount)))
    let files = Self.musicFiles(mount).sorted()
    let twice = try again.fill([second, third, retagged], playlist: "On-The-Go")
    #expect(twice.copied == 0 && twice.present == 3)
    #expect(Self.musicFiles(mount).sorted() == files, "no file copied")
    #expect(try Data(contentsOf: URL(fileURLWithPath: IpodDatabase.databasePath(in: mount))) == database)
  }

  @Test func aLengthMoreThanTwoSecondsOffIsAnotherSong() throws {
    let mount = IpodDatabaseTests.folder("fill-length")
    let sources = IpodDatabaseTests.folder("fill-length-sources")
    defer {
      try? FileManager.default.removeItem(atPath: mount)
      try? FileManager.default.removeItem(atPath: sources)
    }
    try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
    try IpodFixture.make(at: mount, songs: [.init(title: "Live", artist: "A", album: "B", seconds: 10)])
    let file = try Self.source(sources, "live", seconds: 1, .mp3CBR)
    let report = try IpodDatabase(mountPoint: mount).fill(
      [IpodFillItem(path: file, title: "Live", artist: "A", album: "B", seconds: 12.5)], playlist: nil)
    #expect(report.copied == 1 && report.present == 0)
  }
}
