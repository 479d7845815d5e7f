#if canImport(Glibc)
  import Glibc
#endif

/// "Is there any music in this folder?", answered quickly: a breadth-first look that stops at
/// the first playable file and gives up after a bounded number of entries, so choosing a
/// library never costs a full scan of a large home folder.
enum MusicProbe {
  static func containsMusic(_ path: String, entryLimit: Int = 20_000) -> Bool {
    var queue = [RawPath(path)]
    var seen = 0
    var index = 0
    while index < queue.count && seen < entryLimit {
      let folder = queue[index]
      index += 1
      guard let dir = folder.withCString({ opendir($0) }) else { continue }
      defer { closedir(dir) }
      while let entry = readdir(dir), seen < entryLimit {
        seen += 1
        let name: [UInt8] = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
          Array(raw.prefix(strnlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count)))
        }
        if name.first == 0x2E { continue }
        let child = folder.appending(name)
        if AudioFormat.kind(ofExtension: child.lowercasedExtension) == .playable {
          return true
        }
        if entry.pointee.d_type == UInt8(DT_DIR) || entry.pointee.d_type == UInt8(DT_UNKNOWN) {
          if queue.count < 10_000 { queue.append(child) }
        }
      }
    }
    return false
  }
}
