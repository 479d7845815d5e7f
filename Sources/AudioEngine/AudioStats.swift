/// Counters the engine keeps for tests, the benchmark and a debug overlay.
public struct AudioStats: Sendable {
  /// ALSA device name as opened.
  public var device = ""
  /// Buffer and period as ALSA granted them, in frames at 44.1 kHz.
  public var bufferFrames = 0
  public var periodFrames = 0
  /// False for the file/null test device, which the engine paces by the monotonic clock.
  public var isClocked = false
  /// Frames handed to snd_pcm_writei since open.
  public var framesWritten = 0
  /// Underruns recovered (-EPIPE); expected after every idle stretch on a real card.
  public var underruns = 0
  /// True while the output thread sleeps because nothing sounds.
  public var isIdle = false
  /// How many times the output thread went to sleep.
  public var idleEntries = 0
  public var clicksRequested = 0
  public var clicksStarted = 0
  /// Microseconds from `playClick` to the write of the period holding the click's first
  /// sample (the most recent 512 clicks).
  public var clickLatenciesMicros: [Int] = []

  public init() {}

  public var bufferMillis: Double { Double(bufferFrames) * 1_000 / Double(AudioFormat.sampleRate) }
  public var periodMillis: Double { Double(periodFrames) * 1_000 / Double(AudioFormat.sampleRate) }

  mutating func recordClickLatency(_ micros: Int) {
    if clickLatenciesMicros.count == 512 { clickLatenciesMicros.removeFirst() }
    clickLatenciesMicros.append(micros)
  }
}
