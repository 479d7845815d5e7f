#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One folder's visible entries, read with opendir/readdir so that names are the exact bytes
/// on disk (UTF-8 or not): the library walk, the music probe, cover and photo finding and the
/// sounds folder all list folders this way.
public enum DirectoryListing {
  /// What readdir said an entry is; `.unknown` on file systems that do not say (then stat it).
  public enum EntryType: Sendable { case file, directory, symlink, unknown, other }

  public struct Entry: Sendable {
    /// The name's bytes, without a terminating NUL.
    public let name: [UInt8]
    public let type: EntryType

    /// The name for display and for paths that must be Strings (invalid UTF-8 as U+FFFD).
    public var text: String { String(decoding: name, as: UTF8.self) }
  }

  /// The entries of `path` except ".", ".." and hidden names (a leading "."), in the order the
  /// file system gives, at most `limit` of them; `body` gets them with the open folder's
  /// descriptor (for `fstatat`). Nil when the folder cannot be opened.
  public static func withVisibleEntries<T>(
    of path: [UInt8], limit: Int = .max, _ body: (_ entries: [Entry], _ folder: Int32) -> T
  ) -> T? {
    guard
      let dir = (path + [0]).withUnsafeBufferPointer({
        $0.withMemoryRebound(to: CChar.self) { opendir($0.baseAddress!) }
      })
    else { return nil }
    defer { closedir(dir) }
    var entries: [Entry] = []
    while entries.count < limit, let entry = readdir(dir) {
      let name: [UInt8] = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
        Array(raw.prefix(strnlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count)))
      }
      if name.first == 0x2E { continue }
      entries.append(Entry(name: name, type: type(of: entry.pointee.d_type)))
    }
    return body(entries, dirfd(dir))
  }

  /// The visible entries of `path`; empty when it cannot be opened.
  public static func visibleEntries(of path: String) -> [Entry] {
    withVisibleEntries(of: Array(path.utf8)) { entries, _ in entries } ?? []
  }

  private static func type(of code: UInt8) -> EntryType {
    switch Int32(code) {
    case Int32(DT_REG): .file
    case Int32(DT_DIR): .directory
    case Int32(DT_LNK): .symlink
    case Int32(DT_UNKNOWN): .unknown
    default: .other
    }
  }
}
