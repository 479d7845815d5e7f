/// Turns a file's tags and its place under the videos folder into a `VideoItem`: tags win;
/// what they leave out comes from the folders ("TV Shows/Show/Season 2/…") and the file name
/// ("S02E03", "2x03"), the way a person filing videos by hand would name them.
public enum VideoNaming {
  /// `relativePath` is the file's path below the videos folder ("TV Shows/Show/S01E02.mp4").
  public static func item(path: String, relativePath: String, tags: VideoTags) -> VideoItem {
    var parts = relativePath.split(separator: "/").map(String.init)
    let fileName = parts.popLast() ?? relativePath
    let stem = stemOf(fileName)
    let kind = VideoKind.classify(mediaType: tags.mediaType, show: tags.show, folders: parts)
    var item = VideoItem(
      path: path, title: clean(tags.title).isEmpty ? stem : clean(tags.title), kind: kind, artist: clean(tags.artist),
      duration: tags.duration.isFinite ? max(0, tags.duration) : 0)
    if kind == .podcast {
      // The podcast's name: its show tag, else the folder it sits in, else who made it.
      let folder = parts.last.flatMap { VideoKind(folderName: $0) == nil ? $0 : nil }
      item.show = [clean(tags.show), folder ?? "", item.artist].first { !$0.isEmpty } ?? "Unknown Podcast"
      item.episode = tags.episode ?? 0
      return item
    }
    guard kind == .tvShow else { return item }
    let numbers = episodeNumbers(in: stem)
    item.show = clean(tags.show).isEmpty ? showFromFolders(parts) : clean(tags.show)
    item.season = tags.season ?? numbers?.season ?? seasonFromFolders(parts) ?? 0
    item.episode = tags.episode ?? numbers?.episode ?? 0
    return item
  }

  /// The file name without its extension.
  static func stemOf(_ name: String) -> String {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }

  /// The folder below a "TV Shows" folder, or the nearest folder that is not a season's.
  static func showFromFolders(_ folders: [String]) -> String {
    if let tv = folders.lastIndex(where: { VideoKind(folderName: $0) == .tvShow }), tv + 1 < folders.count,
      seasonNumber(folders[tv + 1]) == nil
    {
      return folders[tv + 1]
    }
    let named = folders.filter { seasonNumber($0) == nil && VideoKind(folderName: $0) == nil }
    return named.last ?? "Unknown Show"
  }

  static func seasonFromFolders(_ folders: [String]) -> Int? {
    folders.lazy.reversed().compactMap(seasonNumber).first
  }

  /// "Season 2", "season02", "S2" → 2.
  static func seasonNumber(_ folder: String) -> Int? {
    let lower = folder.lowercased()
    for prefix in ["season", "s"] where lower.hasPrefix(prefix) {
      let rest = lower.dropFirst(prefix.count).drop { $0 == " " || $0 == "_" || $0 == "-" }
      if !rest.isEmpty, rest.allSatisfy(\.isASCIIDigit) { return Int(rest) }
    }
    return nil
  }

  /// "S02E03" (any case) or "2x03" in a name → (2, 3).
  static func episodeNumbers(in name: String) -> (season: Int, episode: Int)? {
    let chars = Array(name.lowercased())
    var i = 0
    while i < chars.count {
      if chars[i] == "s", i == 0 || !chars[i - 1].isLetter,
        let (season, afterSeason) = digits(chars, from: i + 1), afterSeason < chars.count, chars[afterSeason] == "e",
        let (episode, _) = digits(chars, from: afterSeason + 1)
      {
        return (season, episode)
      }
      if chars[i].isASCIIDigit, i == 0 || !chars[i - 1].isASCIIDigit, let (season, after) = digits(chars, from: i),
        after < chars.count, chars[after] == "x", let (episode, _) = digits(chars, from: after + 1), season < 100
      {
        return (season, episode)
      }
      i += 1
    }
    return nil
  }

  private static func digits(_ chars: [Character], from start: Int) -> (Int, Int)? {
    var end = start
    while end < chars.count, end - start < 4, chars[end].isASCIIDigit { end += 1 }
    guard end > start, let value = Int(String(chars[start..<end])) else { return nil }
    return (value, end)
  }

  private static func clean(_ text: String) -> String {
    TextWidth.sanitized(text).trimmingSpaces
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
