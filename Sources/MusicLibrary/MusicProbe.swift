import Platform

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
      let entries =
        DirectoryListing.withVisibleEntries(of: folder.bytes, limit: entryLimit - seen) { entries, _ in entries } ?? []
      seen += entries.count
      for entry in entries {
        let child = folder.appending(entry.name)
        if AudioFormat.kind(ofExtension: child.lowercasedExtension) == .playable { return true }
        if entry.type == .directory || entry.type == .unknown, queue.count < 10_000 { queue.append(child) }
      }
    }
    return false
  }
}
