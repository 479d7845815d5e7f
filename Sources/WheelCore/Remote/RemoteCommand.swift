/// What a program outside the terminal asks the player to do: a media key or `playerctl`
/// through MPRIS, or a script through `ipodtui remote`. Both arrive as the same commands, so a
/// key on the keyboard, a media key and a script always agree.
public enum RemoteCommand: Equatable, Sendable {
  case play
  case pause
  case playPause
  case stop
  case next
  case previous
  /// Moves within the current song by this many seconds (negative: back).
  case seek(by: Double)
  /// Jumps to this many seconds into the current song.
  case seekTo(Double)
  /// Sets the volume as a fraction of full (0...1), in the wheel's steps.
  case setVolume(Double)
  /// Changes the volume by a fraction of full (±); always at least one step when not zero.
  case changeVolume(by: Double)
  case setShuffle(Bool)
  case setRepeat(RepeatMode)
  /// Plays a song of the library (its album from it), or every song under a folder.
  case open(path: String)
  case quit
}
