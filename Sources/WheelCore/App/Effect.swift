/// What the core asks the outside world to do. Effects are data, so tests read them.
public enum Effect: Sendable, Equatable {
  /// Play the named click sound `count` times, one per row moved or one for a button press.
  /// The engine spaces them at least 3 ms apart; the core never asks for more than
  /// `Effect.maxClicksPerReport` at once, so a fast spin cannot build a queue of clicks.
  case click(String, count: Int = 1)
  /// Play a click or alarm sound by name, replacing any earlier preview (sound pickers).
  case previewClick(String)
  case previewAlarm(String)
  case stopPreview
  /// The timer's alarm: loops until stopped.
  case startAlarm(String)
  case stopAlarm
  /// Start a song at a position (seconds), replacing whatever played.
  case play(Track, at: Double)
  /// The song to continue with, without a gap, when the current one ends (nil: none).
  case queueNext(Track?)
  case pausePlayback
  case resumePlayback
  case stopPlayback
  case seek(to: Double)
  /// Music gain, 0...1, with the volume limit applied.
  case setVolume(Double)
  /// Settings > EQ and Sound Check, for the audio engine (music only).
  case shapeSound(equalizer: EQPreset, soundCheck: SoundCheckMode)
  /// Decode a picture to fit `width` x `height` pixels and answer with `.coverLoaded`.
  case loadCover(key: String, trackPath: String, width: Int, height: Int)
  /// Decode a photo off the UI thread and answer with `.photoDecoded`.
  case decodePhoto(PhotoRequest)
  /// Write the settings to disk.
  case saveSettings(Settings)
  /// Write the resume point to disk (nil: nothing is queued, forget it). Emitted whenever
  /// playback moves and every few seconds while it plays, so a kill loses little.
  case saveResume(ResumeState?)
  /// A play counted (see `ListenMeter`) with Settings > Scrobble log on: append it to the
  /// listen logs. It began `startedSecondsAgo` seconds before this effect (the adapter owns
  /// the wall clock and turns that into a timestamp).
  case logListen(Track, startedSecondsAgo: Double)
  /// Read the song's lyrics (an .lrc beside it, else its tags) and answer `.lyricsLoaded`.
  case loadLyrics(Track)
  /// Read the chapters of a spoken-word file and answer `.chaptersLoaded`.
  case loadChapters(Track)
  /// Write the listening positions of books and episodes to the user's data.
  case saveBookmarks(Bookmarks)
  /// The rate music plays at (1 for music; Settings > Audiobooks for spoken word), pitch kept.
  case setPlaybackSpeed(Double)
  /// Play, pause, seek or stop the video on screen (its sound goes through the music output).
  case video(VideoCommand)
  /// Write the user's data to disk (after every change: a kill loses at most the last one).
  case saveUserData(UserData)
  /// Settings > Eject iPod: write the plays, skips and ratings made here into the iPod's
  /// database (the source's adapter knows which iPod and what it already holds).
  case ejectIpod(UserData)
  /// Settings > Fill iPod: copy these songs onto the iPod (converting what it cannot play),
  /// reporting with `.ipodFillProgressed`; `.cancelIpodFill` stops it.
  case fillIpod(IpodFillRequest)
  case cancelIpodFill
  /// Put a rating into the song's file (only with Settings > Rating Tags on Read & Write).
  case writeRatingTag(Track, stars: Int)
  /// Store the song's length as decoding measured it, where the library keeps lengths.
  case storeLength(songID: Int64, seconds: Double)
  /// Leave the program (restoring the terminal).
  case quit
  /// What the Extras ask of the adapters (time zones, notes, a quiz clip, high scores).
  case extras(ExtrasEffect)
}

extension Effect {
  /// The most clicks one input report asks for: an accelerated jump of 64 rows clicks 8 times.
  public static let maxClicksPerReport = 8
}
