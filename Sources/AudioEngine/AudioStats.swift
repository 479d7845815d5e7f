/// Counters the engine keeps for tests, the benchmark and a debug overlay.
public struct AudioStats: Sendable {
  /// ALSA device name as opened.
  public var device = ""
  /// Buffer and period as ALSA granted them, in frames at 44.1 kHz.
  public var bufferFrames = 0
  public var periodFrames = 0
  /// How far the writer of an unclocked (file) device runs ahead of the clock while music
  /// flows (it writes that much once the last write has played); 0 on a clocked device.
  public var unclockedMusicLeadFrames = 0
  /// False for the file/null test device, which the engine paces by the monotonic clock.
  public var isClocked = false
  /// The separate click stream's device and buffer; nil and 0 when one stream carries all.
  public var clickDevice: String?
  public var clickBufferFrames = 0
  public var clickPeriodFrames = 0
  /// The sound server behind the music device ("PipeWire", "PulseAudio"; nil for none).
  public var soundServer: String?
  /// Times a stream was released after resting (see `OutputLoop.releaseAfterNanos`): a
  /// released stream keeps no sound server running.
  public var releases = 0
  /// False while the music device is gone (a sound server restarting); retried every second.
  public var isConnected = false
  /// Times the music device was reopened after a failure.
  public var reconnects = 0
  /// Music frames the device had played (written minus its delay) since it was opened, and
  /// when that was measured (monotonic nanoseconds): the listener's clock.
  public var musicFramesPlayed = 0
  public var musicFramesPlayedAt: UInt64 = 0
  /// The longest wait between two music writes while music flowed, in milliseconds: a stall
  /// longer than the buffer is an underrun.
  public var longestWriteGapMillis = 0.0
  /// Frames handed to snd_pcm_writei since open.
  public var framesWritten = 0
  /// Times the music stream's output thread blocked (to pace itself, for room on the device,
  /// or idle), each ending in a wake-up, and the music frames it wrote, since open: wake-ups
  /// per second of music is most of what playing costs in CPU.
  public var musicWakeUps = 0
  public var musicFramesWritten = 0
  /// Underruns of the music stream while music was flowing (the end of a track, a pause on
  /// a device that cannot pause, and the click stream's silences are not counted).
  public var underruns = 0
  /// True while the output thread sleeps because nothing sounds.
  public var isIdle = false
  /// How many times the output thread went to sleep.
  public var idleEntries = 0
  /// Music frames the peak limiter had to turn down (0 while EQ and Sound Check keep
  /// music under full scale by themselves).
  public var limitedFrames = 0
  /// The kernel ids of the engine's threads, so a test can read the CPU of this engine's
  /// threads alone while other engines run in the same process.
  public var threadIDs: [Int32] = []
  public var clicksRequested = 0
  public var clicksStarted = 0
  /// Microseconds from `playClick` to the write of the period holding the click's first
  /// sample (the most recent 512 clicks).
  public var clickLatenciesMicros: [Int] = []

  public init() {}

  public var bufferMillis: Double { Double(bufferFrames) * 1_000 / Double(AudioFormat.sampleRate) }
  public var periodMillis: Double { Double(periodFrames) * 1_000 / Double(AudioFormat.sampleRate) }

  /// Microseconds from `playClick` to the moment the device had played the click's first frame
  /// (by the device's own clock: its delay), for clicks on a running stream and for the first
  /// click that restarted a released one (see `releases`); the most recent 512 of each.
  public var clickHeardMicros: [Int] = []
  public var clickAfterRestHeardMicros: [Int] = []

  mutating func recordHeardClick(_ micros: Int, afterRest: Bool) {
    if afterRest {
      if clickAfterRestHeardMicros.count == 512 { clickAfterRestHeardMicros.removeFirst() }
      clickAfterRestHeardMicros.append(micros)
    } else {
      if clickHeardMicros.count == 512 { clickHeardMicros.removeFirst() }
      clickHeardMicros.append(micros)
    }
  }

  mutating func recordClickLatency(_ micros: Int) {
    if clickLatenciesMicros.count == 512 { clickLatenciesMicros.removeFirst() }
    clickLatenciesMicros.append(micros)
  }
}
