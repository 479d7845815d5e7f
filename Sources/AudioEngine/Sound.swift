/// A short sound held in memory (a click or an alarm), ready to mix.
public struct Sound: Sendable, Equatable {
  /// Display name, e.g. "Classic" for click-classic.wav.
  public let name: String
  /// Interleaved stereo Int16 at 44.1 kHz.
  public let samples: [Int16]

  public init(name: String, samples: [Int16]) {
    self.name = name
    self.samples = samples
  }

  /// Length in stereo frames.
  public var frameCount: Int { samples.count / 2 }

  /// Loads a WAV (or anything FFmpeg decodes), converted to the output format. The bundled
  /// sounds' own format is read directly, so that start-up does not load FFmpeg.
  public static func load(path: String, name: String) throws(AudioError) -> Sound {
    if let samples = WaveFile.samples(path: path) { return Sound(name: name, samples: samples) }
    return Sound(name: name, samples: try Decoder.decode(path: path))
  }
}
