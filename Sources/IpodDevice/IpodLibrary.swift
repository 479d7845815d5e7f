import Foundation
import MusicSource
import Pictures
import WheelCore

/// An iPod as the library: its database read through libgpod in the background and published
/// as the local scan's is (`.libraryLoaded` with one `LibraryIndex`), its songs' paths the
/// real files under `iPod_Control/Music/F??/` (the local audio engine plays them), its
/// audiobooks and podcasts filed as the iPod marks them, its covers from the ArtworkDB.
public final class IpodLibrary: LibrarySource, @unchecked Sendable {
  public let mountPoint: String
  public var name: String { mountPoint }
  private let post: @Sendable (Event) -> Void
  private let sortBy: SortBy
  /// Opens the database, then runs what waited for it (`whenOpen`), in order.
  private let queue = DispatchQueue(label: "ipodtui.ipod", qos: .default)
  private let lock = NSLock()
  private var opened: IpodDatabase?
  /// Song positions by file path, for covers.
  private var byPath: [String: Int] = [:]

  public init(mountPoint: String, sortBy: SortBy = .firstName, post: @escaping @Sendable (Event) -> Void) {
    self.mountPoint = mountPoint
    self.sortBy = sortBy
    self.post = post
  }

  public func start() {
    queue.async { [self] in
      post(.scanProgressed(.scanning(done: 0, total: 0)))
      do {
        let database = try IpodDatabase(mountPoint: mountPoint)
        let positions = Dictionary(database.songs.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { a, _ in a })
        lock.withLock {
          opened = database
          byPath = positions
        }
        let (index, lists) = Self.index(of: database, sortBy: sortBy)
        post(.libraryLoaded(index, playlists: lists, path: mountPoint))
        post(.scanProgressed(.finished(songs: database.songs.count, skipped: 0)))
      } catch {
        post(.scanProgressed(.failed("\(error)")))
        post(.notice("\(error)"))
      }
    }
  }

  /// Runs `body` with the database once the open has finished (nil: it could not be read).
  public func whenOpen(_ body: @escaping @Sendable (IpodDatabase?) -> Void) {
    queue.async { [self] in body(lock.withLock { opened }) }
  }

  /// The database's songs as the core's tracks and kinds, and its playlists.
  public static func index(of database: IpodDatabase, sortBy: SortBy = .firstName) -> (LibraryIndex, [PlaylistInfo]) {
    var interner = TrackInterner()
    var tracks: [Track] = []
    tracks.reserveCapacity(database.songs.count)
    for song in database.songs {
      var track = Track(
        id: id(of: song), path: song.path, title: song.title, artist: song.artist, album: song.album,
        albumArtist: song.albumArtist, composer: song.composer, genre: song.genre, trackNumber: song.trackNumber,
        discNumber: song.discNumber, year: song.year, duration: song.seconds,
        isCompilation: song.isCompilation
          || song.albumArtist.caseInsensitiveCompare(LibraryIndex.variousArtists) == .orderedSame,
        rating: song.stars)
      interner.intern(&track)
      tracks.append(track)
    }
    let kinds: [TrackKind] = database.songs.map {
      switch $0.kind {
      case .audiobook: .audiobook
      case .podcast: .podcast
      case .music, .video: .music
      }
    }
    let index = LibraryIndex(tracks: tracks, sortBy: sortBy, kinds: kinds)
    let lists = database.playlists.map { list in
      PlaylistInfo(name: list.name, tracks: list.songs.map { Int32($0) })
    }
    return (index, lists)
  }

  /// A song's id: the database's 64-bit id (kept across libgpod's writes), as a positive number.
  static func id(of song: IpodSong) -> Int64 {
    let id = Int64(bitPattern: song.dbid & UInt64(Int64.max))
    return id == 0 ? 1 : id
  }

  public func cover(forTrackAt path: String, fitting box: (width: Int, height: Int)) -> Picture? {
    guard let (database, position) = lock.withLock({ opened.flatMap { db in byPath[path].map { (db, $0) } } }),
      let art = database.cover(ofSongAt: position)
    else { return nil }
    return PictureLoader.load(rgb: art.rgb, width: art.width, height: art.height, fitting: box)
  }

  public func close() {}
}
