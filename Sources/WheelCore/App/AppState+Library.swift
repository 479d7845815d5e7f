/// A new library index arrives (first load, or after a scan): keep the queue and the resume
/// point by song id, since indices change between loads.
extension AppState {
  /// The queue to save on quit (nil when nothing is loaded).
  public var resumeState: ResumeState? {
    guard let queue = player.queue, !queue.tracks.isEmpty else { return nil }
    let tracks = library.index.tracks
    let ids = queue.tracks.compactMap { tracks.indices.contains(Int($0)) ? tracks[Int($0)].id : nil }
    guard ids.count == queue.tracks.count else { return nil }
    return ResumeState(trackIDs: ids, position: queue.position, elapsed: player.elapsed)
  }

  /// Asks for the saved queue to be restored, paused, once the library is loaded.
  public mutating func restore(_ resume: ResumeState) {
    pendingResume = resume
  }

  mutating func libraryLoaded(_ index: LibraryIndex, playlists: [PlaylistInfo], path: String) -> [Effect] {
    let oldIDs = resumeState
    let previousID = currentTrack?.id
    library.index = index
    library.playlists = playlists
    library.path = path
    clampCursor()
    guard let wanted = pendingResume ?? oldIDs else { return [] }
    pendingResume = nil
    var positionByID: [Int64: Int32] = [:]
    positionByID.reserveCapacity(index.tracks.count)
    for (i, t) in index.tracks.enumerated() { positionByID[t.id] = Int32(i) }
    var tracks: [Int32] = []
    var position = 0
    for (i, id) in wanted.trackIDs.enumerated() {
      guard let found = positionByID[id] else { continue }
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
    player.elapsed = wanted.elapsed
    player.duration = currentTrack?.duration ?? 0
    return [.stopPlayback]
  }
}
