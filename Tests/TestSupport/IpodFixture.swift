import AudioEngine
import CGpod
import Foundation

/// Makes iPods with libgpod itself, as gtkpod would: `itdb_init_ipod` lays out the folders,
/// SysInfo and an empty database for a model (default MA002, the 5th-generation iPod video,
/// which needs no checksum), songs are real encoded files copied in with
/// `itdb_cp_track_to_ipod` (or, for a benchmark's 10,000 songs, database entries naming files
/// that are not there), then playlists, and `itdb_write`.
public enum IpodFixture {
  public struct Song: Sendable {
    public var title: String
    public var artist = "Artist"
    public var album = "Album"
    public var genre = ""
    public var trackNumber = 0
    public var stars = 0
    public var plays = 0
    public var skips = 0
    /// libgpod's media type (`ITDB_MEDIATYPE_AUDIO`, `_AUDIOBOOK`, `_PODCAST`…).
    public var mediaType = UInt32(ITDB_MEDIATYPE_AUDIO.rawValue)
    public var seconds = 1.0
    public var encoder = CommandLineEncoder.mp3CBR
    /// A solid cover of this colour (r, g, b), stored in the ArtworkDB.
    public var cover: (UInt8, UInt8, UInt8)?

    public init(
      title: String, artist: String = "Artist", album: String = "Album", genre: String = "", trackNumber: Int = 0,
      stars: Int = 0, plays: Int = 0, skips: Int = 0, mediaType: UInt32 = UInt32(ITDB_MEDIATYPE_AUDIO.rawValue),
      seconds: Double = 1, encoder: CommandLineEncoder = .mp3CBR, cover: (UInt8, UInt8, UInt8)? = nil
    ) {
      self.title = title
      self.artist = artist
      self.album = album
      self.genre = genre
      self.trackNumber = trackNumber
      self.stars = stars
      self.plays = plays
      self.skips = skips
      self.mediaType = mediaType
      self.seconds = seconds
      self.encoder = encoder
      self.cover = cover
    }
  }

  public struct List: Sendable {
    public var name: String
    public var songs: [Int]
    /// A smart playlist of the songs rated at least this many stars (its `songs` are ignored).
    public var smartMinimumStars: Int?

    public init(name: String, songs: [Int] = [], smartMinimumStars: Int? = nil) {
      self.name = name
      self.songs = songs
      self.smartMinimumStars = smartMinimumStars
    }
  }

  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// Makes an iPod at `mountPoint` (created if missing). With `files` false no audio is made:
  /// the database names files that do not exist (for timing the reader on 10,000 songs).
  public static func make(
    at mountPoint: String, name: String = "Test iPod", model: String = "MA002", songs: [Song], lists: [List] = [],
    files: Bool = true
  ) throws(Failure) {
    try? FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
    var error: UnsafeMutablePointer<GError>?
    guard itdb_init_ipod(mountPoint, model, name, &error) != 0 else { throw failure("itdb_init_ipod", error) }
    guard let db = itdb_parse(mountPoint, &error) else { throw failure("itdb_parse", error) }
    defer { itdb_free(db) }
    let sources = files ? try encodedSources(songs, in: mountPoint + "/.fixture-sources") : [:]
    var made: [UnsafeMutablePointer<Itdb_Track>] = []
    for (i, song) in songs.enumerated() {
      let track = itdb_track_new()!
      fill(track, with: song)
      itdb_track_add(db, track, -1)
      itdb_playlist_add_track(itdb_playlist_mpl(db), track, -1)
      if song.mediaType & UInt32(ITDB_MEDIATYPE_PODCAST.rawValue) != 0 {
        itdb_playlist_add_track(podcasts(db), track, -1)
      }
      if let source = sources[key(song)] {
        guard itdb_cp_track_to_ipod(track, source, &error) != 0 else { throw failure("itdb_cp_track_to_ipod", error) }
      } else {
        track.pointee.ipod_path = g_strdup(":iPod_Control:Music:F\(String(format: "%02d", i % 20)):T\(i).mp3")
        track.pointee.transferred = 1
      }
      if let (r, g, b) = song.cover { setCover(track, r, g, b) }
      made.append(track)
    }
    for list in lists {
      let playlist = itdb_playlist_new(list.name, list.smartMinimumStars == nil ? 0 : 1)!
      itdb_playlist_add(db, playlist, -1)
      if let stars = list.smartMinimumStars {
        // itdb_playlist_new gave it one rule to start with: that one becomes "rating above".
        let rule = playlist.pointee.splrules.rules.pointee.data.assumingMemoryBound(to: Itdb_SPLRule.self)
        rule.pointee.field = UInt32(ITDB_SPLFIELD_RATING.rawValue)
        rule.pointee.action = UInt32(ITDB_SPLACTION_IS_GREATER_THAN.rawValue)
        rule.pointee.fromvalue = guint64(max(0, stars * 20 - 1))
        rule.pointee.tovalue = rule.pointee.fromvalue
        itdb_spl_update(playlist)
      } else {
        for i in list.songs where made.indices.contains(i) { itdb_playlist_add_track(playlist, made[i], -1) }
      }
    }
    guard itdb_write(db, &error) != 0 else { throw failure("itdb_write", error) }
    try? FileManager.default.removeItem(atPath: mountPoint + "/.fixture-sources")
  }

  /// Writes an On-The-Go file as the iPod's firmware does (`OTGPlaylistInfo`: an `mhpo` header
  /// and the songs' positions in the database).
  public static func writeOnTheGo(at mountPoint: String, positions: [UInt32]) throws {
    var bytes: [UInt8] = Array("mhpo".utf8)
    func put(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { bytes.append(contentsOf: $0) } }
    put(20)
    put(4)
    put(UInt32(positions.count))
    put(0)
    for p in positions { put(p) }
    try Data(bytes).write(to: URL(fileURLWithPath: mountPoint + "/iPod_Control/iTunes/OTGPlaylistInfo"))
  }

  /// Reads an iPod back with libgpod: each track's title, rating (0–100), play and skip counts.
  public static func readBack(_ mountPoint: String) throws(Failure) -> [(
    title: String, rating: UInt32, plays: UInt32, skips: UInt32, path: String?
  )] {
    var error: UnsafeMutablePointer<GError>?
    guard let db = itdb_parse(mountPoint, &error) else { throw failure("itdb_parse", error) }
    defer { itdb_free(db) }
    var result: [(String, UInt32, UInt32, UInt32, String?)] = []
    var node = db.pointee.tracks
    while let n = node {
      let track = n.pointee.data.assumingMemoryBound(to: Itdb_Track.self)
      let path = itdb_filename_on_ipod(track)
      result.append(
        (
          String(cString: track.pointee.title), track.pointee.rating, track.pointee.playcount,
          track.pointee.skipcount, path.map { String(cString: $0) }
        ))
      g_free(path)
      node = n.pointee.next
    }
    return result
  }

  private static func fill(_ track: UnsafeMutablePointer<Itdb_Track>, with song: Song) {
    track.pointee.title = g_strdup(song.title)
    track.pointee.artist = g_strdup(song.artist)
    track.pointee.album = g_strdup(song.album)
    track.pointee.genre = g_strdup(song.genre)
    track.pointee.filetype = g_strdup("MPEG audio file")
    track.pointee.track_nr = Int32(song.trackNumber)
    track.pointee.tracklen = Int32(song.seconds * 1000)
    track.pointee.rating = UInt32(song.stars * 20)
    track.pointee.playcount = UInt32(song.plays)
    track.pointee.skipcount = UInt32(song.skips)
    track.pointee.mediatype = song.mediaType
    track.pointee.time_added = 1_700_000_000
  }

  private static func podcasts(_ db: UnsafeMutablePointer<Itdb_iTunesDB>) -> UnsafeMutablePointer<Itdb_Playlist> {
    if let existing = itdb_playlist_podcasts(db) { return existing }
    let list = itdb_playlist_new("Podcasts", 0)!
    itdb_playlist_set_podcasts(list)
    itdb_playlist_add(db, list, -1)
    return list
  }

  private static func setCover(_ track: UnsafeMutablePointer<Itdb_Track>, _ r: UInt8, _ g: UInt8, _ b: UInt8) {
    guard let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 200, 200) else { return }
    gdk_pixbuf_fill(pixbuf, UInt32(r) << 24 | UInt32(g) << 16 | UInt32(b) << 8 | 0xFF)
    _ = itdb_track_set_thumbnails_from_pixbuf(track, UnsafeMutableRawPointer(pixbuf))
    g_object_unref(UnsafeMutableRawPointer(pixbuf))
  }

  private static func key(_ song: Song) -> String { "\(song.encoder)-\(song.seconds)" }

  /// One encoded file per encoder and length, shared by the songs that have them.
  private static func encodedSources(_ songs: [Song], in folder: String) throws(Failure) -> [String: String] {
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    var made: [String: String] = [:]
    for song in songs where made[key(song)] == nil {
      let n = made.count
      let wav = folder + "/\(n).wav"
      let out = folder + "/\(n).\(song.encoder.fileExtension)"
      do {
        try ToneFile.write(path: wav, seconds: song.seconds, seed: UInt64(n + 1))
        try song.encoder.encode(wav, to: out)
      } catch {
        throw Failure(description: "encoding: \(error)")
      }
      made[key(song)] = out
    }
    return made
  }

  private static func failure(_ step: String, _ error: UnsafeMutablePointer<GError>?) -> Failure {
    defer { if let error { g_error_free(error) } }
    return Failure(description: "\(step): " + (error.map { String(cString: $0.pointee.message) } ?? "failed"))
  }
}
