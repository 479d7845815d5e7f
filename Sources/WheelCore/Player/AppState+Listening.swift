/// Feeds the listen meter from what playback did and asks for a log entry when a play counts.
/// Runs after each event, on the event and the effects it caused, so the playback code itself
/// does not change for it.
extension AppState {
  mutating func countListen(after event: Event, effects: [Effect]) -> [Effect] {
    var counted = false
    var rolledOver = false
    switch event {
    case .playbackProgressed(let path, let seconds): counted = listening.reached(seconds, path: path)
    case .trackStarted(let path, let duration): listening.measured(duration: duration, path: path)
    case .trackFinished(let path):
      rolledOver = listening.track?.path == path
      counted = listening.finished(path: path)
    default: break
    }
    var logged: [Effect] = []
    if counted, settings.scrobbleLog, let track = listening.track {
      logged.append(.logListen(track, startedSecondsAgo: now - listening.startedAt))
    }
    if rolledOver {
      // Gapless: the next song began without a `.play`.
      if player.status == .playing, let next = currentTrack { listening.begin(next, at: 0, time: now) } else { listening.end() }
    }
    for effect in effects {
      switch effect {
      case .play(let track, let seconds): listening.begin(track, at: seconds, time: now)
      case .seek(let seconds): listening.jumped(to: seconds)
      case .stopPlayback: listening.end()
      default: break
      }
    }
    return logged
  }
}
