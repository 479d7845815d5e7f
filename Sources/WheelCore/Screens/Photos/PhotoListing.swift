/// The photos found in the pictures folder, and the albums made of them: every folder that
/// holds photos itself is an album, named by its path below the pictures folder ("2023/Rome"),
/// as the iPod's albums came from the folders synced to it. "Photo Library" is all of them.
public struct PhotoListing: Equatable, Sendable {
  /// The pictures folder the walk started from.
  public var folder: String
  /// Full paths, in the walk's order (name order, each folder's photos before its subfolders').
  public var paths: [String]
  public private(set) var albums: [PhotoAlbum]

  public init(folder: String, paths: [String]) {
    self.folder = folder
    self.paths = paths
    albums = Self.albums(of: paths, below: folder)
  }

  /// The photos of album `index`: 0 is the Photo Library, 1... the folders.
  public func photos(ofAlbum index: Int) -> [Int] {
    index == 0 ? Array(paths.indices) : albums[safe: index - 1]?.photos ?? []
  }

  /// How many photos album `index` has.
  public func count(ofAlbum index: Int) -> Int {
    index == 0 ? paths.count : albums[safe: index - 1]?.photos.count ?? 0
  }

  /// The path of album `index`'s photo at `position`, without copying the album's list.
  public func path(album index: Int, position: Int) -> String? {
    let i = index == 0 ? position : albums[safe: index - 1]?.photos[safe: position]
    return i.flatMap { paths[safe: $0] }
  }

  public func albumName(_ index: Int) -> String {
    index == 0 ? "Photo Library" : albums[safe: index - 1]?.name ?? "Photos"
  }

  /// Folders in order of first appearance; photos directly in the pictures folder belong to
  /// the Photo Library only.
  static func albums(of paths: [String], below folder: String) -> [PhotoAlbum] {
    let root = folder.hasSuffix("/") ? folder : folder + "/"
    var albums: [PhotoAlbum] = []
    var position: [String: Int] = [:]
    for (i, path) in paths.enumerated() where path.hasPrefix(root) {
      let below = path.dropFirst(root.count)
      guard let slash = below.lastIndex(of: "/") else { continue }  // in the pictures folder itself
      let relative = String(below[..<slash])
      if let at = position[relative] {
        albums[at].photos.append(i)
      } else {
        position[relative] = albums.count
        albums.append(PhotoAlbum(name: TextWidth.sanitized(relative), photos: [i]))
      }
    }
    return albums
  }
}

/// One folder of photos: its name for the menu and its photos (indices into the listing).
public struct PhotoAlbum: Equatable, Sendable {
  public var name: String
  public var photos: [Int]
}
