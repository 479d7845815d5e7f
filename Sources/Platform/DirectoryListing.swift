import Glibc

/// One directory's visible entries, read with opendir/readdir: cover finding and photo listing
/// run over hundreds of folders, and the kinds come from stat (following file symlinks only).
struct FolderListing {
  enum Kind { case file, directory }

  struct Entry {
    let name: String
    let kind: Kind
  }

  let entries: [Entry]

  /// Lists `folder`, skipping hidden names (".", "..", "._cover.jpg" from macOS, ".thumbnails")
  /// and anything neither a regular file nor a real directory. Unreadable folder: no entries.
  init(_ folder: String) {
    guard let dir = opendir(folder) else {
      entries = []
      return
    }
    defer { closedir(dir) }
    var found: [Entry] = []
    while let item = readdir(dir) {
      let name = withUnsafeBytes(of: item.pointee.d_name) { raw in
        String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
      }
      if name.hasPrefix(".") { continue }
      if let kind = Self.kind(of: folder + "/" + name) { found.append(Entry(name: name, kind: kind)) }
    }
    entries = found
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
