import CSupport
import Foundation
import MusicLibrary
import Pictures
import Platform
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
  /// The cache once open, for lengths measured later (see `storeLength`). Touched on `queue` only.
  private let opened = QueueOwned<LibraryCache>()

  init(
    location: LibraryLocation, xdg: XDGDirectories, sortBy: SortBy = .firstName,
    post: @escaping @Sendable (Event) -> Void
  ) {
    self.location = location
    self.sortBy = sortBy
    self.xdg = xdg
    self.post = post
  }

  func start() { start(afterCache: {}) }

  /// Starts as `start()` does, and runs `afterCache` on this service's queue once what the cache
  /// holds is published (or there was none), before the rescan. The user data is read there: read
  /// on another thread at the same time as the cache, its short-lived strings and the library's
  /// lasting objects came from the same heap in turns, and at 100,000 songs one start in three kept
  /// 20-30 MB of that heap resident for good (free, but in pages shared with live objects).
  func start(afterCache: @escaping @Sendable () -> Void) {
    queue.async { [self] in
      guard !location.path.isEmpty else {
        afterCache()
        post(.scanProgressed(.failed("No music folder")))
        return
      }
      let cache: LibraryCache
      do {
        cache = try LibraryCache(path: xdg.databasePath(forLibrary: location.path))
      } catch {
        afterCache()
        post(.scanProgressed(.failed("\(error)")))
        return
      }
      for problem in cache.problems { post(.notice(problem)) }
      let told = cache.problems.count
      let shown = loadFromCache(cache)
      afterCache()
      scan(cache, shown: shown)
      for problem in cache.problems.dropFirst(told) { post(.notice(problem)) }
      opened.value = cache
      countGuessedLengths(cache)
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
    let post = self.post
    let root = location.path
    let logPath = xdg.scanLogPath
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

  /// After the scan has been shown: MP3s whose length the scan could only guess have their
  /// frames counted, and each batch of corrections reaches the core as it is stored.
  private func countGuessedLengths(_ cache: LibraryCache) {
    let post = self.post
    do {
      try cache.run { try LengthCounter(database: $0).run { post(.lengthsCorrected($0)) } }
    } catch {
      post(.notice("Library: song lengths not counted (\(error))"))
    }
  }

  /// Stores a length that playback measured (it differed from the library's).
  func storeLength(ofSong id: Int64, seconds: Double) {
    queue.async { [self] in
      try? opened.value?.run { try $0.storeLength(ofSong: id, milliseconds: Int((seconds * 1_000).rounded())) }
    }
  }

  /// Builds the index here, off the UI thread, and hands it over whole.
  private func publish(_ tracks: [Track], playlists: [Playlist]) {
    let index = LibraryIndex(tracks: tracks, sortBy: sortBy)
    let lists = playlists.map { PlaylistInfo(name: $0.name, tracks: $0.trackIDs.compactMap(index.position(ofID:))) }
    post(.libraryLoaded(index, playlists: lists, path: location.path))
  }
}
