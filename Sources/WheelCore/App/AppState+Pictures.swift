/// Asking the adapter for the pictures on screen: the covers Cover Flow shows, the photo shown.
extension AppState {
  /// The area below the title bar, where Cover Flow and Photos draw.
  var displayBody: Rect {
    let s = layout.screen
    return Rect(x: s.x, y: s.y + 1, width: s.width, height: max(0, s.height - 1))
  }

  mutating func requestCovers() -> [Effect] {
    let albums = library.index.albums
    let center = CoverFlowGeometry.centerSize(in: displayBody)
    var effects: [Effect] = []
    for slot in CoverFlowGeometry.slots(in: displayBody, count: albums.count, position: Double(coverFlow.selected)) {
      let album = albums[slot.album]
      let key = CoverArtCache.key(for: album)
      guard covers.needsLoading(key), let first = album.tracks.first else { continue }
      covers.markPending(key)
      effects.append(.loadCover(key: key, trackPath: library.index[first].path, width: center.width, height: center.height * 2))
    }
    return effects
  }

  /// Now Playing's art is kept under its own key: the song's album and album artist.
  static func nowPlayingCoverKey(_ track: Track) -> String {
    "now\u{1F}" + track.album + "\u{1F}" + (track.albumArtist.isEmpty ? track.artist : track.albumArtist)
  }

  mutating func requestNowPlayingCover() -> [Effect] {
    guard let track = currentTrack, let rect = NowPlayingPainter.coverRect(in: displayBody) else { return [] }
    let key = Self.nowPlayingCoverKey(track)
    guard covers.needsLoading(key) else { return [] }
    covers.markPending(key)
    return [.loadCover(key: key, trackPath: track.path, width: rect.width, height: rect.height * 2)]
  }

  mutating func requestPhoto() -> [Effect] {
    guard let path = photos.currentPath, photos.shown?.path != path, photos.requested != path else { return [] }
    photos.requested = path
    let body = displayBody
    return [.loadPhoto(path: path, width: body.width, height: max(1, body.height - 1) * 2)]
  }
}
