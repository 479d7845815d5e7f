/// When the resume point goes to disk: whenever playback moves (a song starts, pauses, seeks,
/// rolls over or stops) and every few seconds while it plays, so that a kill -9 or a power cut
/// costs at most a few seconds of position, never the queue.
extension AppState {
  /// The most a crash may lose of the position while a song plays.
  public static let resumeSaveInterval = 5.0

  /// The save the effects of one event call for, if any.
  mutating func resumeSave(after effects: [Effect]) -> [Effect] {
    let due = player.status == .playing && now >= lastResumeSave + Self.resumeSaveInterval
    guard due || effects.contains(where: \.movesPlayback) else { return [] }
    lastResumeSave = now
    return [.saveResume(resumeState)]
  }

  /// When the next periodic save is due (nil while nothing plays).
  var resumeSaveDeadline: Double? {
    player.status == .playing ? lastResumeSave + Self.resumeSaveInterval : nil
  }
}

extension Effect {
  /// Effects after which the saved position or queue would be out of date.
  var movesPlayback: Bool {
    switch self {
    case .play, .queueNext, .pausePlayback, .resumePlayback, .stopPlayback, .seek: true
    default: false
    }
  }
}
