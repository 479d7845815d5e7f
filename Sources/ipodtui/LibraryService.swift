import Platform
import CSupport
import Foundation
import MusicLibrary
import Pictures
import Storage
import WheelCore

/// Loads the library in the background: first what the cache already has (so the menus fill
/// in at once), then a scan for what changed, reporting progress to the title bar. The cache is
/// this library folder's own, and one that cannot be read is rebuilt from the music files.
final class LibraryService: Sendable {
  let location: LibraryLocation
  let xdg: XDGDirectories
  private let post: @Sendable (Event) -> Void
  /// Sort By at start; a later change is applied by the core when the index arrives.
  let sortBy: SortBy
  /// One serial queue owns the cache's connection: SQLite connections are not shared. Default
  /// priority, not utility: the scan is what the user waits for at the first start, and a
  /// utility thread (nice 2 on Linux) lost the CPU to any busy neighbour at nice 0.
  private let queue = DispatchQueue(label: "ipodtui.library", qos: .default)
  /// Decoded covers, shared by every request (see `LibraryService+Source`).
  let covers = PictureCache()

  init(location: LibraryLocation, xdg: XDGDirectories, sortBy: SortBy = .firstName, post: @escaping @Sendable (Event) -> Void) {
    self.location = location
    self.sortBy = sortBy
    self.xdg = xdg
    self.post = post
  }

  func start() {
    queue.async { [self] in
      guard !location.path.isEmpty else {
        post(.scanProgressed(.failed("No music folder")))
        return
      }
      do {
        let cache = try LibraryCache(path: xdg.databasePath(forLibrary: location.path))
        for problem in cache.problems { post(.notice(problem)) }
        let told = cache.problems.count
        let shown = loadFromCache(cache)
        scan(cache, shown: shown)
        for problem in cache.problems.dropFirst(told) { post(.notice(problem)) }
      } catch {
        post(.scanProgressed(.failed("\(error)")))
      }
    }
  }

  /// Publishes what the cache holds; its playlists when it held a library, nil when empty.
  private func loadFromCache(_ cache: LibraryCache) -> [Playlist]? {
    guard let (tracks, playlists) = try? cache.run({ (try $0.loadTracks(), try $0.loadPlaylists()) }), !tracks.isEmpty
    else { return nil }
    publish(tracks, playlists: playlists)
    return playlists
  }

  /// Scans, then publishes the library again only when the scan changed it: a rescan that
  /// found nothing new (the common start) neither loads nor indexes the tracks a second time,
  /// nor holds a second copy of them while the first is still on screen.
  private func scan(_ cache: LibraryCache, shown: [Playlist]?) {
    var lastReport = 0.0
    let post = self.post, root = location.path, logPath = xdg.scanLogPath
    do {
      let (report, tracks, playlists): (ScanReport, [Track]?, [Playlist]) = try cache.run { database in
        let report = try LibraryScanner(database: database, logPath: logPath).scan(root: root) { progress in
          let now = MonotonicClock.now()
          guard now - lastReport > 0.1 else { return }
          lastReport = now
          let total = max(progress.filesToRead, progress.filesSeen)
          post(.scanProgressed(.scanning(done: progress.filesDone, total: total)))
        }
        let playlists = (try? database.loadPlaylists()) ?? []
        let unchanged = report.added == 0 && report.updated == 0 && report.removed == 0 && shown == playlists
        return (report, unchanged ? nil : try database.loadTracks(), playlists)
      }
      if let tracks { publish(tracks, playlists: playlists) }
      post(.scanProgressed(.finished(songs: report.tracks, skipped: report.skipped.count)))
      // The scan's lookups, file lists and database pages are gone: give their memory back.
      cache.database.releaseMemory()
      ipod_heap_trim()
    } catch {
      post(.scanProgressed(.failed("\(error)")))
    }
  }

  /// Builds the index here, off the UI thread, and hands it over whole.
  private func publish(_ tracks: [Track], playlists: [Playlist]) {
    let index = LibraryIndex(tracks: tracks, sortBy: sortBy)
    let lists = playlists.map { PlaylistInfo(name: $0.name, tracks: $0.trackIDs.compactMap(index.position(ofID:))) }
    post(.libraryLoaded(index, playlists: lists, path: location.path))
  }
}
