/// Feeds the listen meter from what playback did: a play that counts goes to the play counts
/// (and to the listen log when Settings > Scrobble log is on); one the user left before it
/// counted is a skip. Runs after each event, on the event and the effects it caused, so the
/// playback code itself does not change for it.
extension AppState {
  mutating func countListen(after event: Event, effects: [Effect]) -> [Effect] {
    var counted = false
    var rolledOver = false
    switch event {
    case .playbackProgressed(let path, let seconds): counted = listening.reached(seconds, path: path)
    case .trackStarted(let path, let duration), .trackMeasured(let path, let duration):
      listening.measured(duration: duration, path: path)
    case .trackFinished(let path):
      rolledOver = listening.track?.path == path
      counted = listening.finished(path: path)
    default: break
    }
    var logged: [Effect] = []
    if counted, let track = listening.track {
      if settings.scrobbleLog { logged.append(.logListen(track, startedSecondsAgo: now - listening.startedAt)) }
      logged += recordPlay(of: track)
    }
    if rolledOver {
      // Gapless: the next song began without a `.play`.
      if player.status == .playing, let next = currentTrack {
        listening.begin(next, at: 0, time: now)
      } else {
        listening.end()
      }
    }
    for effect in effects {
      switch effect {
      case .play(let track, let seconds):
        if event.leavesSongs, listening.leftEarly, listening.track?.path != track.path {
          logged += recordSkip(of: listening.track!)
        }
        listening.begin(track, at: seconds, time: now)
      case .seek(let seconds): listening.jumped(to: seconds)
      case .stopPlayback:
        if event.leavesSongs, listening.leftEarly { logged += recordSkip(of: listening.track!) }
        listening.end()
      default: break
      }
    }
    return logged + ratingTagsDue()
  }
}

extension Event {
  /// Input by which the user can move on from a song (a button, a key, a list, the desktop):
  /// leaving a song this way before its play counted is a skip. A song that failed, ended or
  /// vanished with a rescan was not skipped.
  var leavesSongs: Bool {
    switch self {
    case .pointerDown, .pointerUp, .scrolled, .keyPressed, .remote: true
    default: false
    }
  }
}
