import Foundation
import IpodDevice
import Platform
import TestSupport
import WheelCore

/// `ipodtui-bench ipod [N]`: an iPod of N songs (10,000 by default) made with libgpod, its
/// files empty stand-ins at the paths the database names. Times opening it as the source
/// does: the trial parse in a child process, libgpod's parse and the songs read into Swift,
/// the core's index; then the same with the files missing (each path then searched by
/// libgpod, folder by folder); a write back of a play to every tenth song; a fill of every song
/// again (all found already there).
enum IpodBenchmark {
  static func run(songs count: Int = 10_000) -> String {
    let mount = NSTemporaryDirectory() + "ipodtui-bench-ipod-\(getpid())"
    try? FileManager.default.removeItem(atPath: mount)
    defer { try? FileManager.default.removeItem(atPath: mount) }
    let songs = (0..<count).map { i in
      IpodFixture.Song(
        title: "Song \(i)", artist: "Artist \(i / 100)", album: "Album \(i / 10)", genre: "Genre \(i % 20)",
        trackNumber: i % 10 + 1, stars: i % 6, plays: i % 40, seconds: 200)
    }
    var lines: [String] = []
    let made = MonotonicClock.now()
    do {
      try IpodFixture.make(
        at: mount, songs: songs, lists: [.init(name: "Half", songs: Array(stride(from: 0, to: count, by: 2)))],
        files: false)
    } catch {
      return "ipod: \(error)"
    }
    lines.append(
      String(format: "made %d songs with libgpod (itdb_write) in %.0f ms", count, (MonotonicClock.now() - made) * 1000))
    let bytes =
      (try? FileManager.default.attributesOfItem(atPath: IpodDatabase.databasePath(in: mount))[.size] as? Int) ?? 0
    lines.append("iTunesDB: \(bytes / 1024) KB")

    lines.append(
      time("open, files missing (libgpod searches each)", count) { _ = try? IpodDatabase(mountPoint: mount) })
    // The files as the database names them (empty), so each path is one stat.
    if let db = try? IpodDatabase(mountPoint: mount) {
      for song in db.songs {
        let path = mount + song.ipodPath.replacingOccurrences(of: ":", with: "/")
        try? FileManager.default.createDirectory(
          atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: path, contents: nil)
      }
    }
    lines.append(time("trial parse (child process)", count) { try? IpodDatabase.trialParse(mount) })
    var database: IpodDatabase?
    lines.append(
      time("open: trial + itdb_parse + songs read", count) { database = try? IpodDatabase(mountPoint: mount) })
    guard let database else { return (lines + ["could not open the iPod"]).joined(separator: "\n") }
    lines.append(time("core index (LibraryIndex)", count) { _ = IpodLibrary.index(of: database) })
    let updates = stride(from: 0, to: count, by: 10).map { IpodUpdate(song: $0, stars: 5, addedPlays: 1) }
    lines.append(
      time("write back \(updates.count) songs (backup + itdb_write)", count) { try? database.write(updates) })
    // Every song asked for again (the files elsewhere): all found by their tags, nothing written.
    let again = database.songs.map {
      IpodFillItem(
        path: "/elsewhere/\($0.title)", title: $0.title, artist: $0.artist, album: $0.album, seconds: $0.seconds)
    }
    lines.append(time("fill with every song already there", count) { _ = try? database.fill(again, playlist: nil) })
    lines.append(fill(mount: mount + "-fill"))
    return lines.joined(separator: "\n")
  }

  /// Songs per second copied and converted onto an empty iPod, the database written at the end
  /// of each: 8 FLAC (to ALAC), 8 Opus (to AAC) and 8 MP3 (copied) of 30 s each.
  static func fill(mount: String) -> String {
    let sources = mount + "-sources"
    try? FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
    defer {
      try? FileManager.default.removeItem(atPath: sources)
      try? FileManager.default.removeItem(atPath: mount)
    }
    guard (try? IpodFixture.make(at: mount, songs: [], files: false)) != nil,
      let database = try? IpodDatabase(mountPoint: mount)
    else { return "fill: no iPod" }
    var items: [IpodFillItem] = []
    var lines: [String] = []
    for (name, encoder) in [("flac", CommandLineEncoder.flac), ("opus", .opus), ("mp3", .mp3CBR)] {
      let wav = sources + "/\(name).wav"
      let made = sources + "/\(name).\(encoder.fileExtension)"
      do {
        try ToneFile.write(path: wav, seconds: 30)
        try encoder.encode(wav, to: made)
      } catch {
        return "fill: \(error)"
      }
      // A file of its own for each song: one file is one song (a fill copies it once).
      for i in 0..<8 {
        let copy = sources + "/\(name)-\(i).\(encoder.fileExtension)"
        try? FileManager.default.copyItem(atPath: made, toPath: copy)
        items.append(IpodFillItem(path: copy, title: "\(name) \(i)", seconds: 30))
      }
    }
    for route in [IpodFillItem.Route.alac, .aac, .copy] {
      let some = items.filter { $0.route == route }
      let start = MonotonicClock.now()
      let report = try? database.fill(some, playlist: "Bench")
      let seconds = MonotonicClock.now() - start
      lines.append(
        String(
          format: "fill %@: %d songs of 30 s in %.2f s (%.1f songs/s, %.0fx real time)", "\(route)",
          report?.copied ?? 0, seconds, Double(report?.copied ?? 0) / seconds, Double(some.count) * 30 / seconds))
    }
    return lines.joined(separator: "\n")
  }

  private static func time(_ label: String, _ count: Int, _ body: () -> Void) -> String {
    let start = MonotonicClock.now()
    body()
    let seconds = MonotonicClock.now() - start
    return String(format: "%@: %.1f ms (%.0f songs/s)", label, seconds * 1000, Double(count) / seconds)
  }
}
