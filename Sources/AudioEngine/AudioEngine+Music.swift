/// The music voice: one track at a time, an optional queued next track for gapless play.
extension AudioEngine {
  /// Starts `path` at `seconds`, replacing whatever played and dropping the queued next.
  /// Sends `.trackStarted` when its first samples are written, or `.trackFailed`.
  public func playMusic(path: String, startAt seconds: Double = 0) {
    post {
      $0.flushMusic()
      $0.request = .init(path: path, startAt: max(0, seconds), announce: true)
      $0.upcoming.clear()
      $0.audiblePath = path
      $0.paused = false
    }
  }

  /// Sets the track that follows the current one without a gap (nil clears it). Called
  /// after the current track has ended, it starts at once; with nothing played it waits
  /// for the next `playMusic`, which clears it. The decoder runs up to ~0.4 s ahead: once it
  /// has moved into the queued track, a new `queueNext` names the track after that one
  /// (the app sees which track really started in `.trackStarted`).
  public func queueNext(path: String?) { post { $0.upcoming.name(path, generation: $0.generation) } }

  /// Stops writing music within one period; decoded audio waits, nothing is lost.
  public func pause() { post { $0.paused = true } }
  public func resume() { post { $0.paused = false } }

  /// Stops music and forgets the queued next track. Clicks and alarms go on.
  public func stopMusic() {
    post {
      $0.flushMusic()
      $0.request = nil
      $0.upcoming.clear()
      $0.audiblePath = nil
    }
  }

  /// Moves the audible track to `seconds` (no `.trackStarted`; positions follow).
  public func seek(to seconds: Double) {
    post {
      guard let path = $0.audiblePath else { return }
      $0.upcoming.restartCurrent(rolledInto: $0.decoderPath.flatMap { $0 == path ? nil : $0 })
      $0.flushMusic()
      $0.request = .init(path: path, startAt: max(0, seconds), announce: false)
    }
  }

  /// Music volume, 0...1 (clamped); see the type's documentation for the exact formula.
  public func setVolume(_ volume: Float) {
    let gain = Self.gain(forVolume: volume)
    post { $0.musicGain = gain }
  }

  /// The Q15 gain `setVolume(volume)` applies: `round(clamp(volume, 0, 1) * 32768)`.
  public static func gain(forVolume volume: Float) -> Int32 {
    Int32((Double(min(1, max(0, volume))) * 32_768).rounded())
  }

  /// One music sample scaled as the mixer scales it.
  public static func scale(_ sample: Int16, gain: Int32) -> Int16 {
    Int16(clamping: (Int32(sample) * gain) >> 15)
  }
}

extension AudioEngine {
  /// What the listener hears now: the track and the position in it, from the frames the device
  /// has played (not from the wall clock), so a video's pictures can follow the sound. Nil
  /// before the first music is heard after a play, seek or stop.
  public func heardClock() -> HeardClock? {
    shared.monitor.locked {
      guard let clock = shared.heardClock else { return nil }
      return HeardClock(path: clock.path, seconds: clock.seconds, measuredAt: clock.measuredAt, paused: shared.paused)
    }
  }
}
