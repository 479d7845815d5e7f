#if canImport(Glibc)
  import Glibc
#endif

extension LibraryScanner {
  /// Resolves every playlist against the tracks now in the database; entries that name no
  /// track are reported and left out.
  func resolvePlaylists(_ files: [RawPath], report: inout ScanReport) throws {
    if files.isEmpty {
      // The common case: no playlists now; touch the database only if some were there before.
      if try database.playlistCount() > 0 { try database.replacePlaylists([]) }
      return
    }
    let ids = try database.trackIDsByPath()
    var playlists: [Playlist] = []
    for file in files.sorted() {
      var name = file.lastComponent.display
      if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
      name = TagText.clean(name)
      let entries: [(path: RawPath, line: String)]
      switch PlaylistParser.entries(of: file) {
      case .success(let found): entries = found
      case .failure(let reason):
        report.skipped.append(SkippedFile(path: file, reason: reason))
        continue
      }
      var trackIDs: [Int64] = []
      for entry in entries {
        if let id = ids[entry.path] {
          trackIDs.append(id)
        } else {
          report.missingPlaylistEntries.append(MissingPlaylistEntry(playlist: name, entry: entry.line))
        }
      }
      playlists.append(Playlist(name: name, path: file, trackIDs: trackIDs))
    }
    try database.replacePlaylists(playlists)
    report.playlists = try database.loadPlaylists()
  }

  /// Worker threads for reading tags: the online processors.
  package static func sysconfWorkers() -> Int {
    max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  }
}
