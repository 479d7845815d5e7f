import Foundation
import Platform
import PropertyLists
import Storage
import WheelCore

/// `ipodtui-bench itunes [N]`: `import-itunes`'s own work on a generated Library.xml of N
/// tracks (10,000 by default) against a library of the same songs, a third found by their
/// path, a third by the path's tail below "Music" (moved from a Mac), a third by their tags:
/// libplist's parse, the mapping, the matcher, the merge and the user data's write. The
/// library's scan is `library scan`'s to measure. Prints milliseconds and tracks per second.
enum ITunesImportBenchmark {
  static func run(tracks count: Int = 10_000) -> String {
    let library = (0..<count).map { i in
      Track(
        id: Int64(i), path: "/home/me/Music/Artist \(i / 100)/Album \(i / 10)/\(i) Song.m4a", title: "Song \(i)",
        artist: "Artist \(i / 100)", album: "Album \(i / 10)", duration: 200)
    }
    var xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><dict><key>Major Version</key><integer>1</integer><key>Tracks</key><dict>

      """
    for i in 0..<count {
      let location =
        switch i % 3 {
        case 0: "file://localhost/home/me/Music/Artist%20\(i / 100)/Album%20\(i / 10)/\(i)%20Song.m4a"
        case 1:
          "file://localhost/Users/me/Music/iTunes/iTunes%20Media/Music/Artist%20\(i / 100)/Album%20\(i / 10)/"
            + "\(i)%20Song.m4a"
        default: "file://localhost/Volumes/Old/\(i).m4a"
        }
      xml += """
        <key>\(i)</key><dict><key>Track ID</key><integer>\(i)</integer><key>Name</key><string>Song \(i)</string>
        <key>Artist</key><string>Artist \(i / 100)</string><key>Album</key><string>Album \(i / 10)</string>
        <key>Kind</key><string>AAC audio file</string><key>Size</key><integer>8000000</integer>
        <key>Total Time</key><integer>200500</integer><key>Year</key><integer>2001</integer>
        <key>Date Added</key><date>2010-01-02T03:04:05Z</date><key>Play Count</key><integer>\(i % 40)</integer>
        <key>Play Date UTC</key><date>2020-01-02T03:04:05Z</date><key>Rating</key><integer>\(i % 6 * 20)</integer>
        <key>Persistent ID</key><string>\(String(i, radix: 16))</string><key>Location</key><string>\(location)</string>
        </dict>

        """
    }
    xml +=
      "</dict><key>Playlists</key><array><dict><key>Name</key><string>Half</string><key>Playlist Items</key><array>"
    for i in stride(from: 0, to: count, by: 2) { xml += "<dict><key>Track ID</key><integer>\(i)</integer></dict>" }
    xml += "</array></dict></array></dict></plist>\n"
    let bytes = Array(xml.utf8)

    var lines = ["\(count) tracks, \(bytes.count / 1024) KB of XML"]
    let start = MonotonicClock.now()
    var plist = PlistValue.bool(false)
    lines.append(time("libplist parse", count) { plist = (try? PlistFile.parse(bytes, name: "bench")) ?? plist })
    var itunes = ITunesLibrary(tracks: [])
    lines.append(time("mapping", count) { itunes = (try? ITunesLibrary(plist: plist)) ?? itunes })
    var matches: [ITunesMatcher.Match?] = []
    lines.append(
      time("matching", count) { matches = ITunesMatcher(library: library, root: "/home/me/Music").match(itunes.tracks) }
    )
    var data = UserData()
    lines.append(
      time("merge", count) { _ = data.importITunes(itunes, matches: matches, tracks: library, wallNow: 1_800_000_000) })
    let folder = NSTemporaryDirectory() + "ipodtui-bench-itunes-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    lines.append(
      time("user data write", count) {
        let store = UserDataStore(path: folder + "/userdata")
        _ = store.load()
        store.save(data)
        store.flush()
      })
    let total = MonotonicClock.now() - start
    let matched = matches.count { $0 != nil }
    lines.append(
      "total: \(String(format: "%.0f", total * 1000)) ms, \(String(format: "%.0f", Double(count) / total)) tracks/s;"
        + " matched \(matched) of \(count)")
    return lines.joined(separator: "\n")
  }

  private static func time(_ label: String, _ count: Int, _ body: () -> Void) -> String {
    let start = MonotonicClock.now()
    body()
    let seconds = MonotonicClock.now() - start
    return
      "\(label): \(String(format: "%.1f", seconds * 1000)) ms (\(String(format: "%.0f", Double(count) / seconds)) tracks/s)"
  }
}
