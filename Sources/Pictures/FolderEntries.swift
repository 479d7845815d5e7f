import Platform

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One folder's files and subfolders for cover finding and the photo walk, which run over
/// hundreds of folders: the names from `DirectoryListing`, the kinds from stat (following
/// file symlinks only).
struct FolderEntries {
  enum Kind { case file, directory }

  struct Entry {
    let name: String
    let kind: Kind
  }

  let entries: [Entry]

  /// Lists `folder` without hidden names ("._cover.jpg" from macOS, ".thumbnails") and
  /// anything neither a regular file nor a real directory. Unreadable folder: no entries.
  init(_ folder: String) {
    entries = DirectoryListing.visibleEntries(of: folder).compactMap { entry in
      let name = entry.text
      return Self.kind(of: folder + "/" + name).map { Entry(name: name, kind: $0) }
    }
  }

  /// Symlinked files count (a shared cover.jpg); symlinked directories do not, so a loop of
  /// links cannot make the photo walk run forever.
  private static func kind(of path: String) -> Kind? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    if (info.st_mode & S_IFMT) == S_IFDIR { return .directory }
    if (info.st_mode & S_IFMT) == S_IFLNK {
      guard stat(path, &info) == 0 else { return nil }
    }
    return (info.st_mode & S_IFMT) == S_IFREG ? .file : nil
  }

  /// The lowercased extension of `name` ("Cover.JPG" -> "jpg"), empty when there is none.
  static func lowercasedExtension(of name: String) -> String {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return name[name.index(after: dot)...].lowercased()
  }

  /// Whether `name` ends in an image extension we decode.
  static func isImageName(_ name: String) -> Bool {
    ["jpg", "jpeg", "png"].contains(lowercasedExtension(of: name))
  }
}
