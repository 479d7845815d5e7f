import AudioEngine
import CFFmpeg
import Platform
import WheelCore

#if canImport(Glibc)
  import Glibc
#endif

/// The Videos menu's source: the video files in the user's videos folder (`XDG_VIDEOS_DIR`,
/// else ~/Videos) and its subfolders, each read with FFmpeg for its tags and filed by
/// `VideoNaming` as a movie, music video or TV episode.
public enum VideoFolder {
  /// More than any wheel would scroll; stops a walk over a huge archive early.
  public static let maxVideos = 5_000
  public static let maxDepth = 5
  /// Names FFmpeg opens as video: MP4/M4V/MOV (iTunes' own), Matroska/WebM, AVI, MPEG.
  static let extensions: Set<String> = [
    "mp4", "m4v", "mov", "mkv", "webm", "avi", "mpg", "mpeg", "ts", "ogv", "wmv", "flv", "3gp",
  ]

  /// The videos folder: `XDG_VIDEOS_DIR` from user-dirs.dirs, else ~/Videos ("" without a home).
  public static func folder(xdg: XDGDirectories) -> String {
    UserDirs.folder("XDG_VIDEOS_DIR", xdg: xdg) ?? xdg.home.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + "Videos" } ?? ""
  }

  /// Names of the playlist files Videos > Video Playlists lists.
  static let playlistExtensions: Set<String> = ["m3u", "m3u8"]

  /// Every playable video under `folder`, filed; files FFmpeg cannot open, or without a moving
  /// picture, are left out. Reads the disk: call off the UI thread.
  public static func list(folder: String, limit: Int = maxVideos) -> [VideoItem] {
    listing(folder: folder, limit: limit).videos
  }

  /// The videos under `folder` (as `list`) and the paths of its playlist files, in one walk.
  public static func listing(folder: String, limit: Int = maxVideos) -> (videos: [VideoItem], playlists: [String]) {
    var files: [String] = []
    var playlists: [String] = []
    walk(folder, depth: 0, limit: limit, into: &files, playlists: &playlists)
    let root = folder.hasSuffix("/") ? folder : folder + "/"
    let videos = files.compactMap { path -> VideoItem? in
      guard let tags = readTags(path) else { return nil }
      return VideoNaming.item(path: path, relativePath: String(path.dropFirst(root.count)), tags: tags)
    }
    return (videos, playlists)
  }

  private static func walk(
    _ folder: String, depth: Int, limit: Int, into found: inout [String], playlists: inout [String]
  ) {
    var subfolders: [String] = []
    for entry in DirectoryListing.visibleEntries(of: folder) {
      guard found.count < limit else { return }
      let path = folder + "/" + entry.text
      var info = stat()
      guard stat(path, &info) == 0 else { continue }
      if (info.st_mode & S_IFMT) == S_IFDIR {
        if entry.type != .symlink { subfolders.append(path) }  // a loop of links must not run forever
      } else if (info.st_mode & S_IFMT) == S_IFREG, let dot = entry.text.lastIndex(of: ".") {
        let suffix = entry.text[entry.text.index(after: dot)...].lowercased()
        if extensions.contains(suffix) { found.append(path) }
        if playlistExtensions.contains(suffix), playlists.count < limit { playlists.append(path) }
      }
    }
    guard depth < maxDepth else { return }
    for sub in subfolders.sorted() where found.count < limit {
      walk(sub, depth: depth + 1, limit: limit, into: &found, playlists: &playlists)
    }
  }

  /// The container's tags and length; nil when FFmpeg cannot open it or it has no moving picture.
  static func readTags(_ path: String) -> VideoTags? {
    guard let opened = try? FFmpegInput.open(path, probe: false) else { return nil }
    var format: UnsafeMutablePointer<AVFormatContext>? = opened
    defer { FFmpegInput.close(&format) }
    // MP4 and Matroska know their streams and length from the header; others need a look.
    if opened.pointee.nb_streams == 0 || opened.pointee.duration <= 0 { _ = avformat_find_stream_info(opened, nil) }
    let attached = ipod_av_disposition_attached_pic()
    let moving = (0..<Int(opened.pointee.nb_streams)).contains { i in
      guard let stream = opened.pointee.streams[i] else { return false }
      return stream.pointee.codecpar.pointee.codec_type == AVMEDIA_TYPE_VIDEO
        && stream.pointee.disposition & attached == 0
    }
    guard moving else { return nil }
    let tag = { (key: String) -> String in
      av_dict_get(opened.pointee.metadata, key, nil, 0).map { String(cString: $0.pointee.value) } ?? ""
    }
    let number = { (key: String) -> Int? in Int(tag(key).prefix { $0.isNumber }) }
    return VideoTags(
      title: tag("title"), artist: tag("artist"), show: tag("show"), season: number("season_number"),
      episode: number("episode_sort"), mediaType: number("media_type"),
      duration: opened.pointee.duration > 0 ? Double(opened.pointee.duration) / Double(AV_TIME_BASE) : 0)
  }
}
