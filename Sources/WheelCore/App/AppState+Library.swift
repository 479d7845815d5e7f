/// A new library index arrives (first load, or after a scan): keep the queue and the resume
/// point by song id, since indices change between loads.
extension AppState {
  /// The queue to save (nil when nothing is loaded). Before the library has loaded it is the
  /// saved point still waiting to be restored, so an early save never forgets it.
  public var resumeState: ResumeState? {
    guard let queue = player.queue, !queue.tracks.isEmpty else { return pendingResume }
    let tracks = library.index.tracks
    let ids = queue.tracks.compactMap { tracks.indices.contains(Int($0)) ? tracks[Int($0)].id : nil }
    guard ids.count == queue.tracks.count else { return nil }
    return ResumeState(trackIDs: ids, position: queue.position, elapsed: player.elapsed)
  }

  mutating func libraryLoaded(_ index: LibraryIndex, playlists: [PlaylistInfo], path: String) -> [Effect] {
    let oldIDs = player.queue == nil ? nil : resumeState
    let previousID = currentTrack?.id
    // The loader builds with the Sort By it was started with; a change since is applied here.
    library.index = index.sorted(by: settings.sortBy)
    library.playlists = playlists
    library.path = path
    // Screens that hold positions in the old index: the search's hits and Cover Flow's album.
    search.refresh(in: library.index)
    coverFlow.clamp(count: library.index.albums.count)
    // Last, once the queue is settled too: it decides whether the menu lists Now Playing.
    defer { clampCursor() }
    guard let wanted = pendingResume ?? oldIDs else { return [] }
    pendingResume = nil
    var tracks: [Int32] = []
    var position = 0
    for (i, id) in wanted.trackIDs.enumerated() {
      guard let found = index.position(ofID: id) else { continue }
      if i <= wanted.position { position = tracks.count }
      tracks.append(found)
    }
    guard !tracks.isEmpty else {
      player = PlayerState()
      return [.stopPlayback]
    }
    player.queue = PlayQueue(tracks: tracks, position: position)
    if oldIDs != nil, previousID == currentTrack?.id { return [.queueNext(upcomingTrack)] }
    player.status = .paused
    player.loaded = false
    player.duration = PlayerState.sane(currentTrack?.duration ?? 0)
    player.elapsed = PlayerState.position(wanted.elapsed, inSongOf: player.duration)
    return [.stopPlayback]
  }
}
