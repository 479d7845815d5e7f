import Foundation
import Platform
import WheelCore

/// What a fill finds already on the iPod, so that no song is copied twice: a song with the same
/// title, artist and album (case and spacing aside) and a length within two seconds, or one
/// copied from the same source file by an earlier fill (its tags may have changed since). The
/// files copied are remembered in `iPod_Control/iTunes/ipodtui-sources` (JSON: source file to
/// the iPod's `:`-path), written after the database; without it the tags still match.
struct IpodFillMatcher {
  /// Songs (indices into `IpodDatabase.songs`) by their tags' key, with their lengths.
  private var byTags: [String: [(song: Int, seconds: Double)]] = [:]
  /// Songs by the source file they were copied from.
  private var bySource: [String: Int] = [:]
  /// The record as read, and what this fill adds to it.
  private(set) var sources: [String: String]

  static let tolerance = 2.0

  init(songs: [IpodSong], sources: [String: String]) {
    self.sources = sources
    var byIpodPath: [String: Int] = [:]
    for (i, song) in songs.enumerated() {
      byTags[Self.key(song.title, song.artist, song.album), default: []].append((i, song.seconds))
      if !song.ipodPath.isEmpty { byIpodPath[song.ipodPath] = i }
    }
    for (source, ipodPath) in sources {
      if let song = byIpodPath[ipodPath] { bySource[source] = song }
    }
  }

  /// The song on the iPod that `item` already is, if any.
  func match(_ item: IpodFillItem) -> Int? {
    if let song = bySource[item.path] { return song }
    let candidates = byTags[Self.key(item.title, item.artist, item.album)] ?? []
    return candidates.first { abs($0.seconds - item.seconds) <= Self.tolerance }?.song
  }

  /// A song copied by this fill, to go in the record.
  mutating func copied(_ item: IpodFillItem, to ipodPath: String) {
    guard !ipodPath.isEmpty else { return }
    sources[item.path] = ipodPath
  }

  private static func key(_ title: String, _ artist: String, _ album: String) -> String {
    [title, artist, album].map {
      TextWidth.sanitized($0).lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }.joined(separator: "\u{1F}")
  }

  static func recordPath(in mountPoint: String) -> String {
    mountPoint + "/iPod_Control/iTunes/ipodtui-sources"
  }

  /// The record, or an empty one when it is missing or unreadable (it only saves copies: the
  /// tags still match without it).
  static func readRecord(in mountPoint: String) -> [String: String] {
    guard let bytes = try? AtomicFile.read(recordPath(in: mountPoint), limit: 64 << 20),
      let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: String]
    else { return [:] }
    return object
  }

  /// Writes the record atomically (a temporary file renamed over it).
  func writeRecord(in mountPoint: String) throws {
    let data = try JSONSerialization.data(withJSONObject: sources, options: [.sortedKeys])
    try AtomicFile.write([UInt8](data), to: Self.recordPath(in: mountPoint))
  }
}
