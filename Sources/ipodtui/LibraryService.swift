import Foundation
import MusicLibrary
import Storage
import WheelCore

/// Loads the library in the background: first what the database already has (so the menus
/// fill in at once), then a scan for what changed, reporting progress to the title bar.
final class LibraryService: @unchecked Sendable {
  let location: LibraryLocation
  let xdg: XDGDirectories
  private let post: @Sendable (Event) -> Void
  private let queue = DispatchQueue(label: "ipodtui.library", qos: .utility)

  init(location: LibraryLocation, xdg: XDGDirectories, post: @escaping @Sendable (Event) -> Void) {
    self.location = location
    self.xdg = xdg
    self.post = post
  }

  func start() {
    queue.async { [self] in
      loadFromDatabase()
      scan()
    }
  }

  private func loadFromDatabase() {
    guard let db = try? LibraryDatabase(path: xdg.databasePath), let tracks = try? db.loadTracks(), !tracks.isEmpty else { return }
    publish(tracks, playlists: (try? db.loadPlaylists()) ?? [])
  }

  private func scan() {
    guard !location.path.isEmpty else {
      post(.scanProgressed(.failed("No music folder")))
      return
    }
    var lastReport = 0.0
    let post = self.post
    do {
      let report = try LibraryScanner.scan(databasePath: xdg.databasePath, logPath: xdg.scanLogPath, root: location.path) {
        progress in
        let now = ProcessInfo.processInfo.systemUptime
        guard now - lastReport > 0.1 else { return }
        lastReport = now
        let total = max(progress.filesToRead, progress.filesSeen)
        post(.scanProgressed(.scanning(done: progress.filesDone, total: total)))
      }
      let db = try LibraryDatabase(path: xdg.databasePath)
      publish(try db.loadTracks(), playlists: (try? db.loadPlaylists()) ?? [])
      post(.scanProgressed(.finished(songs: report.tracks, skipped: report.skipped.count)))
    } catch {
      post(.scanProgressed(.failed("\(error)")))
    }
  }

  /// Builds the index here, off the UI thread, and hands it over whole.
  private func publish(_ tracks: [Track], playlists: [Playlist]) {
    let index = LibraryIndex(tracks: tracks)
    var byID: [Int64: Int32] = [:]
    byID.reserveCapacity(index.tracks.count)
    for (i, t) in index.tracks.enumerated() { byID[t.id] = Int32(i) }
    let lists = playlists.map { PlaylistInfo(name: $0.name, tracks: $0.trackIDs.compactMap { byID[$0] }) }
    post(.libraryLoaded(index, playlists: lists, path: location.path))
  }
}
