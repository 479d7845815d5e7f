import Foundation
import Platform
import Storage
import WheelCore

/// `ipodtui-bench userdata`: what the user's data costs with a large library (100,000 songs,
/// every one with a record, 1,000 rated and played): linking records at load, rebuilding the
/// smart playlists, one rating change through the core, the file's encode, decode and atomic
/// write; then the journal (`UserDataJournalBenchmark`): bytes written a counted play, time a
/// play, and the load of a 200 MB file. Prints milliseconds, bytes and megabytes.
enum UserDataBenchmark {
  static func run(songs count: Int = 100_000) -> String {
    let tracks = (0..<count).map(track)
    var lines: [String] = []
    var app = AppState(size: Size(width: 100, height: 40))
    _ = app.update(
      .wallClock(
        LocalTime(year: 2026, month: 1, day: 1, weekday: 5, hour: 0, minute: 0, second: 0, unixTime: 1_800_000_000)))
    _ = app.update(.userDataLoaded(UserData()))
    let index = LibraryIndex(tracks: tracks)
    lines.append(
      time("first load: \(count) new records, smart playlists") {
        _ = app.update(.libraryLoaded(index, playlists: [], path: "/music"))
      })
    var data = app.userData.data
    for r in stride(from: 0, to: count, by: count / 1000) {
      data.songs[r].rating = r % 6
      data.songs[r].plays = r % 50
      data.songs[r].lastPlayed = 1_799_000_000 + Double(r)
    }
    var reloaded = AppState(size: Size(width: 100, height: 40))
    _ = reloaded.update(
      .wallClock(
        LocalTime(year: 2026, month: 1, day: 1, weekday: 5, hour: 0, minute: 0, second: 0, unixTime: 1_800_000_000)))
    _ = reloaded.update(.userDataLoaded(data))
    lines.append(
      time("next start: link \(count) records by path, smart playlists") {
        _ = reloaded.update(.libraryLoaded(index, playlists: [], path: "/music"))
      })
    _ = reloaded.update(.remote(.open(path: tracks[5].path)))
    _ = reloaded.update(.keyPressed(.enter, time: 1))
    _ = reloaded.update(.keyPressed(.enter, time: 1))
    lines.append(
      time("one star more on the rating page (update, lists, save effect)") {
        _ = reloaded.update(.keyPressed(.down, time: 1.1))
      })
    var text = ""
    lines.append(time("encode") { text = UserDataCodec.encode(data) })
    let bytes = Array(text.utf8)
    lines.append(time("decode") { _ = UserDataCodec.decode(bytes) })
    let folder = NSTemporaryDirectory() + "ipodtui-bench-userdata-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let store = UserDataStore(path: folder + "/userdata")
    lines.append(
      time("save: encode and atomic write with fsync (off the UI thread in the app)") {
        store.save(data)
        store.flush()
      })
    lines.append(String(format: "file: %.1f MB for %d songs", Double(bytes.count) / 1_048_576, count))
    lines += UserDataJournalBenchmark.plays(data, ids: tracks.map(\.id), folder: folder + "/journal")
    lines += UserDataJournalBenchmark.largeFile(folder: folder + "/large")
    return lines.joined(separator: "\n")
  }

  static func track(_ i: Int) -> Track {
    let artist = "Artist \(i % 500)"
    let album = "Album \(i % 3000)"
    let path = "/music/\(artist)/\(album)/\(i) Song.flac"
    let modified: Double = 1_700_000_000 + Double(i)
    return Track(
      id: Int64(i + 1), path: path, title: "Song \(i)", artist: artist, album: album, trackNumber: i % 12 + 1,
      year: 1980 + i % 40, duration: 200, modified: modified)
  }

  static func time(_ label: String, _ body: () -> Void) -> String {
    let start = MonotonicClock.now()
    body()
    return String(format: "%@: %.1f ms", label, (MonotonicClock.now() - start) * 1000)
  }
}
