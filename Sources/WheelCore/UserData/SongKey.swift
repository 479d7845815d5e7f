/// How the user's data finds a song again: by its path, and by its tags when the path changed
/// (a file moved or renamed keeps its title, artist and album). Library ids are not used: they
/// belong to the rebuildable cache and change when it is rebuilt.
///
/// There is one per song ever seen (100,000 in a big library), so a key made from a track holds
/// that track's own storage: its title and file name (its place in the library's buffer, see
/// `TitleAndName`) and its shared `TrackTags` (the folder, artist and album), 32 bytes and
/// nothing of its own on the heap.
public struct SongKey: Hashable, Sendable {
  /// The title then the path's last part.
  private var text: TitleAndName
  /// Only the folder, artist and album count; the other fields come along when shared.
  private var shared: TrackTags
  private var titleBytes: Int32

  public init(path: String, title: String, artist: String, album: String) {
    let (folder, name) = Track.split(path)
    (text, titleBytes) = TitleAndName.join(title: title, name: name)
    shared = TrackTags(TrackTags.Fields(folder: folder, artist: artist, album: album))
  }

  public init(_ track: Track) {
    text = track.text
    titleBytes = track.titleBytes
    shared = track.tags
  }

  public var title: String {
    get { text.title(titleBytes: titleBytes) }
    set { (text, titleBytes) = TitleAndName.join(title: newValue, name: fileName) }
  }

  private var fileName: String { text.name(titleBytes: titleBytes) }

  public var path: String {
    get { shared.folder + fileName }
    set {
      let (folder, name) = Track.split(newValue)
      (text, titleBytes) = TitleAndName.join(title: title, name: name)
      shared = shared.with { $0.folder = folder }
    }
  }
  public var artist: String {
    get { shared.artist }
    set { shared = shared.with { $0.artist = newValue } }
  }
  public var album: String {
    get { shared.album }
    set { shared = shared.with { $0.album = newValue } }
  }

  /// Whether this is the key of a song at `track`'s path, without building either path.
  func hasPath(of track: Track) -> Bool {
    text.nameUTF8(titleBytes: titleBytes).elementsEqual(track.text.nameUTF8(titleBytes: track.titleBytes))
      && shared.folder == track.tags.folder
  }

  public static func == (a: SongKey, b: SongKey) -> Bool {
    a.titleBytes == b.titleBytes && a.text == b.text
      && (a.shared === b.shared
        || (a.shared.folder == b.shared.folder && a.shared.artist == b.shared.artist
          && a.shared.album == b.shared.album))
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(shared.folder)
    hasher.combine(text)
    hasher.combine(titleBytes)
    hasher.combine(shared.artist)
    hasher.combine(shared.album)
  }

  /// This key holding its title and name in a buffer of its own: a key kept for a song that
  /// left the library would otherwise keep the whole library's buffer alive.
  func detached() -> SongKey {
    guard text.holdsMoreThanItself else { return self }
    var copy = self
    copy.text = text.detached()
    return copy
  }

  /// Whether this key holds a buffer longer than its own text (a library's).
  var holdsLibraryText: Bool { text.holdsMoreThanItself }

  /// The tags alone; nil when the song has no title, since "untitled" would match anything.
  var tags: Tags? {
    titleBytes == 0 ? nil : Tags(title: title, artist: artist, album: album)
  }

  struct Tags: Hashable {
    var title: String
    var artist: String
    var album: String
  }
}
