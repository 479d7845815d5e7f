import CGpod
import CGpodLoader
import Foundation
import Platform
import WheelCore

/// An iPod's database, parsed by libgpod (`itdb_parse`) and held open for the run: its songs
/// and playlists read once into Swift values, its covers decoded on request (libgpod reads the
/// ArtworkDB and the `.ithmb` files), and the plays and ratings made here written back
/// (`IpodDatabase+Write`). Every libgpod call is made under one lock: libgpod is not
/// thread-safe, and covers are asked for off the UI thread while a write may be under way.
public final class IpodDatabase: @unchecked Sendable {
  /// The folder holding `iPod_Control` (the mount point).
  public let mountPoint: String
  /// The database's version (the `mhbd` header's), as libgpod read it.
  public let version: UInt32
  /// The iPod's name (its master playlist's).
  public let name: String
  public let songs: [IpodSong]
  public let playlists: [IpodPlaylist]

  private let db: UnsafeMutablePointer<Itdb_iTunesDB>
  /// libgpod's tracks, in the order of `songs`.
  private let tracks: [UnsafeMutablePointer<Itdb_Track>]
  let lock = NSLock()

  /// Where libgpod looks for the database under a mount point.
  public static func databasePath(in mountPoint: String) -> String {
    mountPoint + "/iPod_Control/iTunes/iTunesDB"
  }

  /// Nil once libgpod is loaded (at the first call, not at start-up: see CGpodLoader); else
  /// why it cannot be, as a notice.
  public static var libgpodMissing: IpodError? {
    ipod_gpod_load() != 0 ? nil : .noLibgpod(String(cString: ipod_gpod_error()))
  }

  /// Parses the iPod at `mountPoint`. A missing folder or database, one libgpod cannot parse,
  /// and libgpod not installed are errors with a message; nothing is written.
  public init(mountPoint: String) throws(IpodError) {
    let folder = mountPoint.count > 1 && mountPoint.hasSuffix("/") ? String(mountPoint.dropLast()) : mountPoint
    guard RegularFile.isRegular(Self.databasePath(in: folder)) else { throw .noDatabase(folder) }
    if let missing = Self.libgpodMissing { throw missing }
    try Self.trialParse(folder)
    // The trial read it cleanly: the same bytes take the same path here. libgpod's GError is
    // not asked for (on the paths the trial refuses, it can point at freed memory).
    guard let db = Self.parseLock.withLock({ itdb_parse(folder, nil) }) else {
      throw .unreadable(folder, "the database changed while it was read")
    }
    self.db = db
    self.mountPoint = folder
    version = db.pointee.version
    var tracks: [UnsafeMutablePointer<Itdb_Track>] = []
    var songs: [IpodSong] = []
    var position: [UnsafeMutableRawPointer: Int] = [:]
    Self.forEach(db.pointee.tracks, as: Itdb_Track.self) { track in
      let song = Self.song(track, mountPoint: folder)
      guard song.kind != .video else { return }  // the music library plays audio only
      position[UnsafeMutableRawPointer(track)] = songs.count
      tracks.append(track)
      songs.append(song)
    }
    var playlists: [IpodPlaylist] = []
    var name = ""
    Self.forEach(db.pointee.playlists, as: Itdb_Playlist.self) { list in
      let title = Self.text(list.pointee.name)
      if itdb_playlist_is_mpl(list) != 0 {
        name = title
        return
      }
      guard itdb_playlist_is_podcasts(list) == 0, itdb_playlist_is_audiobooks(list) == 0 else { return }
      var members: [Int] = []
      Self.forEach(list.pointee.members, as: Itdb_Track.self) { track in
        if let p = position[UnsafeMutableRawPointer(track)] { members.append(p) }
      }
      let kind: IpodPlaylist.Kind =
        list.pointee.is_spl != 0 ? .smart : Self.isOnTheGo(title) ? .onTheGo : .standard
      playlists.append(IpodPlaylist(name: title, kind: kind, songs: members))
    }
    self.tracks = tracks
    self.songs = songs
    self.playlists = playlists
    self.name = name.isEmpty ? "iPod" : name
  }

  deinit { itdb_free(db) }

  /// Held around every parse: the trial's fork must not copy a libgpod call half-way.
  static let parseLock = NSLock()

  /// Parses in a child process first (`cgpod_trial_parse`): libgpod 0.8.3 corrupts its own
  /// heap on some damaged databases, which must cost a message, not this process.
  package static func trialParse(_ folder: String) throws(IpodError) {
    var message = [CChar](repeating: 0, count: 1024)
    let outcome = parseLock.withLock {
      Int(cgpod_trial_parse(folder, &message, message.count, 60_000))
    }
    let said = TextWidth.sanitized(String(cString: message))
    switch outcome {
    case CGPOD_TRIAL_READ: return
    case CGPOD_TRIAL_REFUSED: throw .unreadable(folder, said.isEmpty ? "not an iPod database" : said)
    case CGPOD_TRIAL_DAMAGED: throw .unreadable(folder, "the database is damaged")
    case CGPOD_TRIAL_CRASHED: throw .unreadable(folder, "the database is damaged (libgpod failed on it)")
    case CGPOD_TRIAL_UNAVAILABLE: throw .noLibgpod(String(cString: ipod_gpod_error()))
    default: throw .unreadable(folder, "no process to read it in")
    }
  }

  /// The song's cover as libgpod decodes it from the ArtworkDB (the largest size stored), as
  /// 8-bit RGB rows; nil when it has none or it cannot be read.
  public func cover(ofSongAt index: Int) -> (width: Int, height: Int, rgb: [UInt8])? {
    guard tracks.indices.contains(index) else { return nil }
    return lock.withLock {
      let track = tracks[index]
      guard itdb_track_has_thumbnails(track) != 0, let raw = itdb_track_get_thumbnail(track, -1, -1) else {
        return nil
      }
      let pixbuf = OpaquePointer(raw)
      defer { g_object_unref(raw) }
      return Self.rgb(of: pixbuf)
    }
  }

  /// The pixbuf's pixels as packed RGB (its rows may be padded and carry alpha).
  private static func rgb(of pixbuf: OpaquePointer) -> (width: Int, height: Int, rgb: [UInt8])? {
    let width = Int(gdk_pixbuf_get_width(pixbuf))
    let height = Int(gdk_pixbuf_get_height(pixbuf))
    let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
    let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
    guard width > 0, height > 0, channels >= 3, gdk_pixbuf_get_bits_per_sample(pixbuf) == 8,
      let pixels = gdk_pixbuf_read_pixels(pixbuf)
    else { return nil }
    var rgb = [UInt8](repeating: 0, count: width * height * 3)
    for y in 0..<height {
      let row = pixels + y * stride
      for x in 0..<width {
        let o = (y * width + x) * 3
        rgb[o] = row[x * channels]
        rgb[o + 1] = row[x * channels + 1]
        rgb[o + 2] = row[x * channels + 2]
      }
    }
    return (width, height, rgb)
  }

  /// libgpod's track as a song.
  static func song(_ t: UnsafeMutablePointer<Itdb_Track>, mountPoint: String) -> IpodSong {
    let track = t.pointee
    var song = IpodSong()
    song.title = text(track.title)
    song.artist = text(track.artist)
    song.album = text(track.album)
    song.albumArtist = text(track.albumartist)
    song.genre = text(track.genre)
    song.composer = text(track.composer)
    song.trackNumber = max(0, Int(track.track_nr))
    song.discNumber = max(0, Int(track.cd_nr))
    song.year = max(0, Int(track.year))
    song.seconds = Double(max(0, track.tracklen)) / 1000
    song.stars = IpodSong.stars(fromRating: track.rating)
    song.plays = Int(track.playcount)
    song.skips = Int(track.skipcount)
    song.lastPlayed = track.time_played > 0 ? Double(track.time_played) : nil
    song.added = track.time_added > 0 ? Double(track.time_added) : nil
    song.isCompilation = track.compilation != 0
    song.kind = kind(mediaType: track.mediatype)
    song.ipodPath = track.ipod_path.map { String(cString: $0) } ?? ""
    song.path = filePath(t, ipodPath: song.ipodPath, mountPoint: mountPoint)
    song.dbid = UInt64(track.dbid)
    song.hasArtwork = itdb_track_has_thumbnails(t) != 0
    if song.title.isEmpty { song.title = (song.path as NSString).lastPathComponent }
    return song
  }

  /// Where the file is: the database's `:`-separated path under the mount point, as libgpod
  /// wrote it; when that is not there (a file system that changed the case of its names),
  /// libgpod's own search, which lists each folder on the way (slow, so only then).
  static func filePath(_ track: UnsafeMutablePointer<Itdb_Track>, ipodPath: String, mountPoint: String) -> String {
    guard !ipodPath.isEmpty else { return "" }
    let direct = mountPoint + ipodPath.replacingOccurrences(of: ":", with: "/")
    if RegularFile.isRegular(direct) { return direct }
    guard let found = itdb_filename_on_ipod(track) else { return direct }
    defer { g_free(found) }
    return String(cString: found)
  }

  /// The media type's bits as the iPod files them: audiobooks and podcasts apart from music,
  /// videos (movies, music videos, TV shows, video podcasts) out of the music library. 0 is
  /// what old databases hold for plain audio.
  static func kind(mediaType: UInt32) -> IpodSong.Kind {
    let video = UInt32(
      ITDB_MEDIATYPE_MOVIE.rawValue | ITDB_MEDIATYPE_MUSICVIDEO.rawValue | ITDB_MEDIATYPE_TVSHOW.rawValue)
    if mediaType & UInt32(ITDB_MEDIATYPE_AUDIOBOOK.rawValue) != 0 { return .audiobook }
    if mediaType & video != 0 { return .video }
    if mediaType & UInt32(ITDB_MEDIATYPE_PODCAST.rawValue) != 0 { return .podcast }
    return .music
  }

  /// libgpod names the On-The-Go lists it reads from `OTGPlaylistInfo` "OTG Playlist N"
  /// (translated in the user's language when libgpod's catalogue has it).
  static func isOnTheGo(_ name: String) -> Bool {
    onTheGoPrefixes.contains { name.hasPrefix($0) }
  }

  private static let onTheGoPrefixes: [String] = {
    let english = "OTG Playlist"
    let translated = String(cString: g_dgettext("libgpod", english))
    return translated == english ? [english] : [english, translated]
  }()

  /// Database text for the terminal (tags are untrusted).
  static func text(_ chars: UnsafeMutablePointer<gchar>?) -> String {
    chars.map { TextWidth.sanitized(String(cString: $0)) } ?? ""
  }

  /// Calls `body` with each element of a GList.
  static func forEach<T>(_ list: UnsafeMutablePointer<GList>?, as: T.Type, _ body: (UnsafeMutablePointer<T>) -> Void) {
    var node = list
    while let n = node {
      if let data = n.pointee.data { body(data.assumingMemoryBound(to: T.self)) }
      node = n.pointee.next
    }
  }

  /// libgpod's tracks, for the write back (under `lock`).
  var libgpodTracks: [UnsafeMutablePointer<Itdb_Track>] { tracks }
  var libgpodDatabase: UnsafeMutablePointer<Itdb_iTunesDB> { db }
}
