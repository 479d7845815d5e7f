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
  /// Encoded covers by the album's folder (an empty array: the server has none), within 8 MiB:
  /// some sixty covers at a typical 130 KB.
  private let covers = LRUCache<String, [UInt8]>(budget: 8 << 20)
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
    // The songs, the interner and the reserve slack are freed when `fetchAll` returns, before
    // the finished report: the heap is trimmed when the app sees it (HeapTrimmer), and what a
    // million songs' loader held would otherwise stay resident.
    if fetchAll() { post(.scanProgressed(.finished(songs: lastCount, skipped: 0))) }
  }

  /// Songs in the last publish (the finished report's count).
  private var lastCount = 0

  /// Loads and publishes the whole database; false when it failed (already reported).
  private func fetchAll() -> Bool {
    var tracks: [Track] = []
    var interner = TrackInterner()
    do {
      let total = try link.run { c throws(MPDFailure) in try Self.songCount(c) }
      post(.scanProgressed(.scanning(done: 0, total: total)))
      tracks.reserveCapacity(min(total, Self.window * 4))
      var publishAt = Self.window
      var lastProgress = 0.0
      while !isClosed {
        let start = tracks.count
        try link.run { c throws(MPDFailure) in
          try Self.fetch(c, from: start, count: Self.window, into: &tracks, interner: &interner)
        }
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
      lastCount = tracks.count
      return true
    } catch {
      // The watcher reports outages in the title bar and reloads on reconnecting. An oversized
      // reply is no outage: it is said, and the songs before it are kept.
      if error.isOversized, !tracks.isEmpty { publish(tracks, playlists: []) }
      if error.isOversized || !error.connectionLost { post(.notice("MPD library: \(error)")) }
      post(.scanProgressed(.idle))
      return false
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
  static func fetch(
    _ c: MPDConnection, from start: Int, count: Int, into tracks: inout [Track], interner: inout TrackInterner
  ) throws(MPDFailure) {
    try c.check(mpd_search_db_songs(c.raw, true))
    try c.check(mpd_search_add_expression(c.raw, "(base '')"))
    try c.check(mpd_search_add_window(c.raw, UInt32(start), UInt32(start + count)))
    try c.check(mpd_search_commit(c.raw))
    try MPDSong.receiveAll(c, into: &tracks, interner: &interner)
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
        // The server is away: ask again next time. An oversized cover is said once, not asked again.
        guard error.isOversized else { return nil }
        post(.notice("MPD cover for \(folder): \(error)"))
        bytes = []
      }
      covers.insert(bytes, for: folder, cost: bytes.count)
    }
    guard !bytes.isEmpty else { return nil }
    return try? PictureLoader.load(data: bytes, fitting: box).get()
  }

  /// The album's cover file (`albumart`), else the picture in the song's tags (`readpicture`).
  static func picture(of uri: String, _ c: MPDConnection) throws(MPDFailure) -> [UInt8]? {
    _ = mpd_run_binarylimit(c.raw, UInt32(chunk))
    if mpd_connection_get_error(c.raw) != MPD_ERROR_SUCCESS { _ = c.failure() }  // old servers: 8 KiB chunks
    if let art = try binary(c, uri, mpd_send_albumart), !art.isEmpty { return art }
    return try binary(c, uri, mpd_send_readpicture)
  }

  private static let chunk = 256 << 10
  /// Covers larger than this (16 MiB) are refused before a byte of them is read: a server's
  /// `size` is a claim, and a 4 GB one must neither fill the memory nor hold the quit.
  static let maxPicture = 16 << 20

  /// Reads a binary response chunk by chunk; nil when the server has none for this song. The
  /// server's `size` and each chunk's `binary` length are checked before the bytes are read.
  private static func binary(
    _ c: MPDConnection, _ uri: String, _ send: (OpaquePointer, UnsafePointer<CChar>, UInt32) -> Bool
  ) throws(MPDFailure) -> [UInt8]? {
    var bytes: [UInt8] = []
    var size = 0
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: chunk, alignment: 1)
    defer { buffer.deallocate() }
    repeat {
      try c.check(uri.withCString { send(c.raw, $0, UInt32(bytes.count)) })
      guard let claimed = try number("size", c) else { return nil }  // no picture
      guard claimed <= UInt64(maxPicture) else {
        throw .oversized("a cover of \(claimed) bytes (the bound is \(maxPicture >> 20) MiB)")
      }
      size = Int(claimed)
      guard let length = try number("binary", c) else { throw .protocolError("no binary chunk") }
      guard length <= UInt64(min(chunk, size - bytes.count)) else {
        throw .oversized(
          "a cover chunk of \(length) bytes (asked for \(chunk >> 10) KiB of a \(size)-byte cover; the bound is \(maxPicture >> 20) MiB)"
        )
      }
      if length > 0 {
        try c.check(mpd_recv_binary(c.raw, buffer, Int(length)))
        bytes.append(contentsOf: UnsafeRawBufferPointer(start: buffer, count: Int(length)))
      }
      try c.finish()
      if length == 0 { break }
    } while bytes.count < size
    return bytes.isEmpty ? nil : bytes
  }

  /// The next pair named `name` as a number; nil when the response ended without one (or the
  /// server refused: no such file).
  private static func number(_ name: String, _ c: MPDConnection) throws(MPDFailure) -> UInt64? {
    guard let pair = mpd_recv_pair_named(c.raw, name) else {
      let failure = c.failure()
      if case .refused = failure { return nil }
      throw failure
    }
    defer { mpd_return_pair(c.raw, pair) }
    guard let value = UInt64(String(cString: pair.pointee.value)) else {
      throw .protocolError("\(name) is not a number")
    }
    return value
  }
}
