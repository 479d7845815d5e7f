/// The one output format: the engine converts everything to this before mixing.
public enum AudioFormat {
  /// Output sample rate in Hz.
  public static let sampleRate = 44_100
  /// Output channels (interleaved left, right).
  public static let channels = 2
  /// Requested ALSA latency: 5,805 us gives a 256-frame buffer with 64-frame periods.
  public static let requestedLatencyMicros: UInt32 = 5_805
}
