/// Names for files whose tags are missing, taken from where the file lies:
/// `Artist/Album/01 - Title.ogg`. Folder names are used only below the library root, so a
/// loose file in ~/Music does not become an album called "Music".
enum FallbackTags {
  static func apply(to tags: inout FileTags, path: RawPath, root: RawPath) {
    if tags.title.isEmpty {
      let (number, title) = titleFromFileName(path.lastComponent.display)
      tags.title = title
      if tags.trackNumber == 0 { tags.trackNumber = number }
    }
    guard tags.artist.isEmpty && tags.album.isEmpty && tags.albumArtist.isEmpty else { return }
    let rootDepth = root.normalized.bytes.split(separator: 0x2F).count
    let folders = path.parent.normalized.bytes.split(separator: 0x2F).dropFirst(rootDepth)
    if let album = folders.last {
      tags.album = TagText.clean(String(decoding: album, as: UTF8.self))
    }
    if folders.count >= 2 {
      tags.artist = TagText.clean(String(decoding: folders[folders.endIndex - 2], as: UTF8.self))
    }
  }

  /// "01 - Song.mp3" -> (1, "Song"); "Song.mp3" -> (0, "Song"). A name that is only a number
  /// keeps it as its title.
  static func titleFromFileName(_ name: String) -> (Int, String) {
    var stem = Substring(name)
    if let dot = stem.lastIndex(of: "."), dot != stem.startIndex { stem = stem[..<dot] }
    let digits = stem.prefix(while: { $0.isASCII && $0.isNumber })
    guard !digits.isEmpty, digits.count <= 3 else { return (0, TagText.clean(String(stem))) }
    let rest = stem[digits.endIndex...].drop(while: { " .-_".contains($0) })
    let separated = rest.startIndex != digits.endIndex || rest.isEmpty
    guard !rest.isEmpty, separated else { return (0, TagText.clean(String(stem))) }
    return (Int(digits) ?? 0, TagText.clean(String(rest)))
  }
}
