#if canImport(Glibc)
  import Glibc
#endif

/// The few POSIX file operations the library needs, in one place.
enum FileSystem {
  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  static func exists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0
  }

  /// `mkdir -p`; errors are left to the caller's next open to report.
  static func makeDirectories(_ path: String) {
    var prefix = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/") {
      prefix += "/" + part
      if !exists(prefix) { mkdir(prefix, 0o755) }
    }
  }

  /// Writes `contents` to `path` through a temporary file and rename, so readers never see
  /// half a file.
  @discardableResult
  static func writeAtomically(_ contents: String, to path: String) -> Bool {
    let parent = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    if !parent.isEmpty { makeDirectories(parent) }
    let temporary = path + ".tmp.\(getpid())"
    guard let file = fopen(temporary, "w") else { return false }
    let bytes = Array(contents.utf8)
    let written = bytes.isEmpty ? 0 : fwrite(bytes, 1, bytes.count, file)
    fclose(file)
    guard written == bytes.count, rename(temporary, path) == 0 else {
      unlink(temporary)
      return false
    }
    return true
  }

  /// Reads a whole small file as bytes; nil when it cannot be opened or holds more than
  /// `limit` bytes (every file read is untrusted input, and a huge one must not stall us).
  static func readBytes(_ path: RawPath, limit: Int) -> [UInt8]? {
    guard let file = path.withCString({ fopen($0, "rb") }) else { return nil }
    defer { fclose(file) }
    var data: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while data.count <= limit {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      data.append(contentsOf: buffer[..<count])
    }
    if data.count > limit {
      errno = EFBIG
      return nil
    }
    return data
  }

  /// Seconds on the monotonic clock, for timing scans.
  static func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }
}
