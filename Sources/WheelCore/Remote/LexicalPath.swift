/// An absolute path with `.`, `..` and repeated slashes resolved by its text alone, as the
/// file system would resolve them without links: the core reads no files, and the library's
/// paths are the scan's, written the plain way. `..` above the root stays at the root.
enum LexicalPath {
  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..": _ = parts.popLast()
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }
}
