import CFFmpegLoader
import CGpod
import Foundation
import Pictures
import Platform

/// Filling the iPod: songs copied in through libgpod (`itdb_cp_track_to_ipod`, or converted by
/// FFmpeg straight into the file libgpod names, `itdb_cp_get_dest_filename` then
/// `itdb_cp_finalize`), with their tags and cover, into a playlist; the space checked first.
/// A song joins the database only once its file is whole, and the database is written once, at
/// the end (or at a cancel, with the songs finished so far): it never names a missing file.
/// A song already on the iPod (`IpodFillMatcher`) is not copied again: the list gets the
/// iPod's own.
extension IpodDatabase {
  /// Bytes a song should take on the iPod: its file, or its length at the converter's rate.
  static func estimatedBytes(_ item: IpodFillItem) -> Int64 {
    let size = Int64((try? FileManager.default.attributesOfItem(atPath: item.path)[.size] as? Int) ?? 0)
    switch item.route {
    case .copy, nil: return size
    case .alac: return size + size / 4  // ALAC is a little larger than FLAC, half a WAV
    case .aac: return Int64(max(item.seconds, 1) * Double(aacBitrate) / 8) + 64 << 10
    }
  }

  static let aacBitrate = 256_000

  /// Free bytes on the file system holding the iPod.
  func availableBytes() -> Int64? {
    var info = statvfs()
    guard statvfs(mountPoint, &info) == 0 else { return nil }
    return Int64(info.f_bavail) * Int64(info.f_frsize)
  }

  /// Copies `items` onto the iPod, in a playlist named `playlist` (made when missing; nil:
  /// none), reporting progress after each song and during conversions; `cancel` stops it.
  /// Songs already there join the playlist (when not in it yet) and are not copied; a fill that
  /// changes nothing writes nothing.
  public func fill(
    _ items: [IpodFillItem], playlist: String?, cancel: IpodFillCancel = IpodFillCancel(),
    reserve: Int64 = 16 << 20, progress: @escaping (IpodFillProgress) -> Void = { _ in }
  ) throws(IpodError) -> IpodFillReport {
    guard isWritable else { throw .tooNew(version: version) }
    var matcher = IpodFillMatcher(songs: songs, sources: IpodFillMatcher.readRecord(in: mountPoint))
    let already = items.map { matcher.match($0) }
    let needed =
      zip(items, already).reduce(Int64(0)) { $0 + ($1.1 == nil ? Self.estimatedBytes($1.0) : 0) } + reserve
    if let available = availableBytes(), available < needed { throw .noSpace(needed: needed, available: available) }
    var report = IpodFillReport()
    var listChanged = false
    let started = MonotonicClock.now()
    let failure: IpodError? = lock.withLock {
      let db = libgpodDatabase
      let list = playlist.map { Self.playlist(named: $0, in: db) }
      var members = Set<UnsafeMutableRawPointer>()
      if let list {
        Self.forEach(list.pointee.members, as: Itdb_Track.self) { members.insert(UnsafeMutableRawPointer($0)) }
      }
      /// A song already on the iPod (or copied earlier in this fill) joins the list once.
      func join(_ track: UnsafeMutablePointer<Itdb_Track>) {
        guard let list, members.insert(UnsafeMutableRawPointer(track)).inserted else { return }
        itdb_playlist_add_track(list, track, -1)
        listChanged = true
      }
      var copiedHere: [String: UnsafeMutablePointer<Itdb_Track>] = [:]
      for (n, item) in items.enumerated() {
        if cancel.isCancelled {
          report.cancelled = true
          break
        }
        let report1 = { (fraction: Double) in
          let whole = (Double(n) + min(1, max(0, fraction))) / Double(max(1, items.count))
          let elapsed = MonotonicClock.now() - started
          progress(
            IpodFillProgress(
              done: n, total: items.count, present: report.present, title: item.title, fraction: whole,
              secondsLeft: whole > 0.02 ? elapsed / whole * (1 - whole) : nil))
        }
        if let track = already[n].map({ libgpodTracks[$0] }) ?? copiedHere[item.path] {
          report.present += 1
          join(track)
          continue
        }
        report1(0)
        guard let route = item.route else {
          report.skipped.append((item.path, "the iPod can't play it"))
          continue
        }
        let outcome = Self.copy(item, route: route, into: db, cancel: cancel, progress: report1)
        switch outcome {
        case .copied(let track):
          itdb_playlist_add_track(itdb_playlist_mpl(db), track, -1)
          join(track)
          copiedHere[item.path] = track
          matcher.copied(item, to: Self.text(track.pointee.ipod_path))
          report.copied += 1
          if route != .copy { report.converted += 1 }
        case .cancelled:
          report.cancelled = true
        case .skipped(let why):
          report.skipped.append((item.path, why))
        case .failed(let why):
          // The iPod went away or filled up: keep what was copied, say why.
          report.skipped.append((item.path, why))
          if !FileManager.default.fileExists(atPath: mountPoint + "/iPod_Control") {
            return .cannotWrite("the iPod is gone (\(why))")
          }
        }
        if report.cancelled { break }
      }
      // A file that went away after its copy (part of the iPod pulled, a folder removed) must
      // not be named by the database: its track leaves it before the write.
      for (path, track) in copiedHere where !Self.fileIsThere(track, mountPoint: mountPoint) {
        if let list { itdb_playlist_remove_track(list, track) }
        itdb_playlist_remove_track(itdb_playlist_mpl(db), track)
        itdb_track_remove(track)
        report.copied -= 1
        report.skipped.append((path, "its file on the iPod went away"))
      }
      progress(
        IpodFillProgress(
          done: report.copied, total: items.count, present: report.present, title: "", fraction: 1, secondsLeft: 0))
      return nil
    }
    if let failure { throw failure }
    if report.copied > 0 || listChanged { try write([]) }
    // After the database: a record naming a file the database lost would only save a copy.
    if report.copied > 0 { try? matcher.writeRecord(in: mountPoint) }
    return report
  }

  /// Whether the file a new track names is on the iPod (its `:`-path under the mount point).
  static func fileIsThere(_ track: UnsafeMutablePointer<Itdb_Track>, mountPoint: String) -> Bool {
    let path = text(track.pointee.ipod_path).replacingOccurrences(of: ":", with: "/")
    return !path.isEmpty && RegularFile.isRegular(mountPoint + path)
  }

  enum CopyOutcome {
    case copied(UnsafeMutablePointer<Itdb_Track>)
    case cancelled
    case skipped(String)
    case failed(String)
  }

  /// One song: a new track in the database, its file copied or converted into place. On any
  /// failure the track leaves the database and a partial file is removed.
  static func copy(
    _ item: IpodFillItem, route: IpodFillItem.Route, into db: UnsafeMutablePointer<Itdb_iTunesDB>,
    cancel: IpodFillCancel, progress: @escaping (Double) -> Void
  ) -> CopyOutcome {
    guard RegularFile.isRegular(item.path) else { return .skipped("no such file") }
    let track = itdb_track_new()!
    describe(track, item, route: route)
    itdb_track_add(db, track, -1)
    var error: UnsafeMutablePointer<GError>?
    func message() -> String {
      defer {
        if let error { g_error_free(error) }
        error = nil
      }
      return error.map { String(cString: $0.pointee.message) } ?? "libgpod could not copy it"
    }
    if route == .copy {
      guard itdb_cp_track_to_ipod(track, item.path, &error) != 0 else {
        let why = message()
        itdb_track_remove(track)
        return .failed(why)
      }
    } else {
      guard let dest = itdb_cp_get_dest_filename(track, nil, "song.m4a", &error) else {
        let why = message()
        itdb_track_remove(track)
        return .failed(why)
      }
      let destination = String(cString: dest)
      g_free(dest)
      let converted = convert(item.path, to: destination, route: route, cancel: cancel, progress: progress)
      switch converted {
      case .success(let seconds):
        track.pointee.tracklen = Int32(seconds * 1000)
      case .failure(let why):
        unlink(destination)
        itdb_track_remove(track)
        return why.isEmpty ? .cancelled : .skipped(why.message)
      }
      guard itdb_cp_finalize(track, nil, destination, &error) != nil else {
        let why = message()
        unlink(destination)
        itdb_track_remove(track)
        return .failed(why)
      }
    }
    if let art = CoverArt.encoded(forTrackAt: item.path) {
      _ = art.withUnsafeBufferPointer { itdb_track_set_thumbnails_from_data(track, $0.baseAddress, gsize($0.count)) }
    }
    return .copied(track)
  }

  /// Converts with FFmpeg; the seconds written, or why not ("" when cancelled).
  static func convert(
    _ source: String, to destination: String, route: IpodFillItem.Route, cancel: IpodFillCancel,
    progress: @escaping (Double) -> Void
  ) -> Result<Double, ConvertFailure> {
    final class Box {
      let report: (Double) -> Void
      init(_ report: @escaping (Double) -> Void) { self.report = report }
    }
    let box = Unmanaged.passRetained(Box(progress))
    defer { box.release() }
    var message = [CChar](repeating: 0, count: 512)
    var seconds = 0.0
    let status = ipod_transcode(
      source, destination, route == .alac ? Int32(IPOD_TRANSCODE_ALAC) : Int32(IPOD_TRANSCODE_AAC), Int32(aacBitrate),
      cancel.flag,
      { fraction, context in Unmanaged<Box>.fromOpaque(context!).takeUnretainedValue().report(fraction) },
      box.toOpaque(), &message, Int32(message.count), &seconds)
    switch status {
    case 0: return .success(seconds)
    case 1: return .failure(ConvertFailure(""))
    default: return .failure(ConvertFailure("can't convert it: " + String(cString: message)))
    }
  }

  struct ConvertFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
    var isEmpty: Bool { message.isEmpty }
  }

  /// The database's fields for a new song.
  static func describe(_ track: UnsafeMutablePointer<Itdb_Track>, _ item: IpodFillItem, route: IpodFillItem.Route) {
    track.pointee.title = g_strdup(item.title)
    track.pointee.artist = g_strdup(item.artist)
    track.pointee.album = g_strdup(item.album)
    track.pointee.albumartist = g_strdup(item.albumArtist)
    track.pointee.genre = g_strdup(item.genre)
    track.pointee.composer = g_strdup(item.composer)
    track.pointee.track_nr = Int32(clamping: item.trackNumber)
    track.pointee.cd_nr = Int32(clamping: item.discNumber)
    track.pointee.year = Int32(clamping: item.year)
    track.pointee.tracklen = Int32(clamping: Int(item.seconds * 1000))
    track.pointee.mediatype = UInt32(ITDB_MEDIATYPE_AUDIO.rawValue)
    track.pointee.time_added = time_t(WallClock.seconds())
    let kind: String
    switch route {
    case .alac: kind = "Apple Lossless audio file"
    case .aac: kind = "AAC audio file"
    case .copy: kind = item.path.lowercased().hasSuffix(".mp3") ? "MPEG audio file" : "AAC audio file"
    }
    track.pointee.filetype = g_strdup(kind)
  }

  static func playlist(named name: String, in db: UnsafeMutablePointer<Itdb_iTunesDB>) -> UnsafeMutablePointer<
    Itdb_Playlist
  > {
    var found: UnsafeMutablePointer<Itdb_Playlist>?
    forEach(db.pointee.playlists, as: Itdb_Playlist.self) { list in
      if found == nil, list.pointee.is_spl == 0, itdb_playlist_is_mpl(list) == 0, text(list.pointee.name) == name {
        found = list
      }
    }
    if let found { return found }
    let list = itdb_playlist_new(name, 0)!
    itdb_playlist_add(db, list, -1)
    return list
  }
}
