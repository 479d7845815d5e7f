/// What the desktop sees of the player: the adapters outside the core (MPRIS, the remote
/// socket) read this value, published after each batch of events, and never the state itself.
/// Built by a pure function of the state, so what `playerctl` shows is what the screen shows.
public struct PlayerSnapshot: Equatable, Sendable {
  public var status = PlayerState.Status.stopped
  public var track: Track?
  /// Seconds into the current song, and its length (0 when unknown).
  public var position = 0.0
  public var length = 0.0
  /// The volume as a fraction of full, in the wheel's steps (not the gain the engine gets).
  public var volume = 0.0
  public var shuffle = ShuffleMode.off
  public var repeatMode = RepeatMode.off
  public var canGoNext = false
  public var canGoPrevious = false
  public var canPlay = false
  public var canSeek = false
  /// How many remote commands the core has handled, and the outcome of the latest: an
  /// adapter that numbered its command waits for this to reach its number before replying.
  public var remoteCommandsHandled = 0
  public var lastRemoteError: String?

  public init() {}

  public init(_ state: AppState) {
    let player = state.player
    status = player.status
    track = state.currentTrack
    position = player.elapsed
    length = player.duration > 0 ? player.duration : (track?.duration ?? 0)
    volume = Double(state.settings.volume) / Double(Settings.volumeSteps)
    shuffle = state.settings.shuffle
    repeatMode = state.settings.repeatMode
    if let queue = player.queue, track != nil {
      canPlay = true
      canSeek = true
      canGoNext = queue.position + 1 < queue.tracks.count || state.settings.repeatMode != .off
      canGoPrevious = true  // ⏮ always restarts the song at least
    }
    remoteCommandsHandled = state.remote.handled
    lastRemoteError = state.remote.lastError
  }

  /// The volume in percent, as `ipodtui remote status` shows it.
  public var volumePercent: Int { Int((volume * 100).rounded()) }
}
