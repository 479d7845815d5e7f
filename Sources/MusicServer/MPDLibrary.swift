import CMPDClient
import Foundation
import MusicSource
import Pictures
import Platform
import WheelCore

/// An MPD server's database as the library. It loads in the background in windows of
/// `window` songs (`find "(base '')" window A:B`): the first window is published as soon as it
/// arrives, then each time the count doubles, so the menus fill in at once even for a 100,000-song
/// server while the title bar shows how far it got; a scroll through the loaded lists costs
/// nothing on the network. Covers come through `albumart` (a file in the album's folder) or
/// `readpicture` (embedded), on their own connection.
public final class MPDLibrary: LibrarySource, @unchecked Sendable {
  public let name: String
  /// Songs per `find` window: about 1 MB of protocol text, a few tens of milliseconds.
  public static let window = 5_000
  private let link: MPDLink
  private let coverLink: MPDLink
  private let post: @Sendable (Event) -> Void
  private let queue = DispatchQueue(label: "ipodtui.mpd.library", qos: .utility)
  private let lock = NSLock()
  private var reloadQueued = false
  private var closed = false
  /// Encoded covers by the album's folder (an empty array: the server has none).
  private let covers = LRUCache<String, [UInt8]>(capacity: 64)
  /// Called after each publish, so the player's state is reported against the new index.
  var published: (@Sendable () -> Void)?

  init(address: MPDAddress, post: @escaping @Sendable (Event) -> Void) {
    name = "mpd://" + address.description
    link = MPDLink(address: address, timeout: 30)
    coverLink = MPDLink(address: address, timeout: 10)
    self.post = post
  }

  /// Starts the server's watcher, whose first connection loads the database.
  var starting: (@Sendable () -> Void)?

  public func start() { starting?() }

  /// Loads the whole database again (at start, and after MPD's database changed). Requests
  /// that arrive while one waits are merged into it.
  func reload() {
    let queued = lock.withLock {
      defer { reloadQueued = true }
      return reloadQueued || closed
    }
    guard !queued else { return }
    queue.async { [self] in
      lock.withLock { reloadQueued = false }
      load()
    }
  }

  public func close() {
    lock.withLock { closed = true }
    link.close()
    coverLink.close()
  }

  private var isClosed: Bool { lock.withLock { closed } }

  private func load() {
    do {
      let total = try link.run { c throws(MPDFailure) in try Self.songCount(c) }
      post(.scanProgressed(.scanning(done: 0, total: total)))
      var tracks: [Track] = []
      tracks.reserveCapacity(total)
      var publishAt = Self.window
      var lastProgress = 0.0
      while !isClosed {
        let start = tracks.count
        try link.run { c throws(MPDFailure) in try Self.fetch(c, from: start, count: Self.window, into: &tracks) }
        guard tracks.count - start == Self.window else { break }
        if tracks.count >= publishAt {
          publish(tracks, playlists: [])
          publishAt *= 2
        }
        let now = MonotonicClock.now()
        if now - lastProgress > 0.1 {
          lastProgress = now
          post(.scanProgressed(.scanning(done: tracks.count, total: max(total, tracks.count))))
        }
      }
      let lists = (try? link.run { c throws(MPDFailure) in try Self.playlists(c) }) ?? []
      publish(tracks, playlists: lists)
      post(.scanProgressed(.finished(songs: tracks.count, skipped: 0)))
    } catch {
      // The watcher reports outages in the title bar and reloads on reconnecting.
      if !error.connectionLost { post(.notice("MPD library: \(error)")) }
      post(.scanProgressed(.idle))
    }
  }

  private func publish(_ tracks: [Track], playlists: [(String, [String])]) {
    let index = LibraryIndex(tracks: tracks)
    var byPath: [String: Int32] = [:]
    if !playlists.isEmpty {
      byPath.reserveCapacity(tracks.count)
      for (i, t) in tracks.enumerated() { byPath[t.path] = Int32(i) }
    }
    let lists = playlists.map { PlaylistInfo(name: TextWidth.sanitized($0.0), tracks: $0.1.compactMap { byPath[$0] }) }
    post(.libraryLoaded(index, playlists: lists, path: name))
    published?()
  }

  static func songCount(_ c: MPDConnection) throws(MPDFailure) -> Int {
    guard let stats = mpd_run_stats(c.raw) else { throw c.failure() }
    defer { mpd_stats_free(stats) }
    return Int(mpd_stats_get_number_of_songs(stats))
  }

  /// One window of the database, in the server's own order (stable while it does not change).
  static func fetch(_ c: MPDConnection, from start: Int, count: Int, into tracks: inout [Track]) throws(MPDFailure) {
    try c.check(mpd_search_db_songs(c.raw, true))
    try c.check(mpd_search_add_expression(c.raw, "(base '')"))
    try c.check(mpd_search_add_window(c.raw, UInt32(start), UInt32(start + count)))
    try c.check(mpd_search_commit(c.raw))
    try MPDSong.receiveAll(c, into: &tracks)
  }

  /// The stored playlists, each as its songs' URIs.
  static func playlists(_ c: MPDConnection) throws(MPDFailure) -> [(String, [String])] {
    try c.check(mpd_send_list_playlists(c.raw))
    var names: [String] = []
    while let list = mpd_recv_playlist(c.raw) {
      names.append(String(cString: mpd_playlist_get_path(list)))
      mpd_playlist_free(list)
    }
    try c.finish()
    var result: [(String, [String])] = []
    for name in names.sorted(by: { $0.localizedStandardCompare($1) == .orderedAscending }) {
      try c.check(mpd_send_list_playlist(c.raw, name))
      var uris: [String] = []
      while let pair = mpd_recv_pair_named(c.raw, "file") {
        uris.append(String(cString: pair.pointee.value))
        mpd_return_pair(c.raw, pair)
      }
      try c.finish()
      result.append((name, uris))
    }
    return result
  }

  public func cover(forTrackAt path: String, fitting box: (width: Int, height: Int)) -> Picture? {
    let folder = path.split(separator: "/").dropLast().joined(separator: "/")
    let bytes: [UInt8]
    if let cached = covers.value(for: folder) {
      bytes = cached
    } else {
      do {
        bytes = try coverLink.run { c throws(MPDFailure) in try Self.picture(of: path, c) } ?? []
      } catch {
        return nil  // the server is away: ask again next time
      }
      covers.insert(bytes, for: folder)
    }
    guard !bytes.isEmpty else { return nil }
    return try? PictureLoader.load(data: bytes, fitting: box).get()
  }

  /// The album's cover file (`albumart`), else the picture in the song's tags (`readpicture`).
  static func picture(of uri: String, _ c: MPDConnection) throws(MPDFailure) -> [UInt8]? {
    _ = mpd_run_binarylimit(c.raw, UInt32(chunk))
    if mpd_connection_get_error(c.raw) != MPD_ERROR_SUCCESS { _ = c.failure() }  // old servers: 8 KiB chunks
    if let art = try binary(c, { mpd_run_albumart(c.raw, uri, $0, $1, chunk) }), !art.isEmpty { return art }
    return try binary(c, { mpd_run_readpicture(c.raw, uri, $0, $1, chunk) })
  }

  private static let chunk = 256 << 10
  /// Covers larger than this are not pulled across the network.
  private static let maxPicture = 16 << 20

  /// Reads a binary response chunk by chunk; nil when the server has none for this song.
  private static func binary(
    _ c: MPDConnection, _ read: (UInt32, UnsafeMutableRawPointer) -> Int32
  ) throws(MPDFailure) -> [UInt8]? {
    var bytes: [UInt8] = []
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: chunk, alignment: 1)
    defer { buffer.deallocate() }
    while bytes.count < maxPicture {
      let n = read(UInt32(bytes.count), buffer)
      if n < 0 {
        let failure = c.failure()
        if case .refused = failure { return nil }  // no such file, no picture
        throw failure
      }
      if n == 0 { break }
      bytes.append(contentsOf: UnsafeRawBufferPointer(start: buffer, count: Int(n)))
    }
    return bytes.isEmpty ? nil : bytes
  }
}
