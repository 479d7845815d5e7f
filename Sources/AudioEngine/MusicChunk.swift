/// A slice of decoded music on its way from the decode thread to the mixer.
///
/// Events ride along with the samples, so the app hears about a track starting or
/// ending when the listener does, not when the decoder (up to ~370 ms ahead) does.
package struct MusicChunk {
  /// Chunks of an older generation (before play/seek/stop) are dropped unplayed.
  let generation: Int
  let path: String
  /// Track position of the first frame, in seconds.
  let firstSecond: Double
  /// Interleaved stereo Int16 at 44.1 kHz; empty for a pure event marker.
  let samples: [Int16]
  /// Sent when the mixer reaches this chunk.
  let events: [AudioEvent]
  /// Song seconds per played second (1 unless time-stretched), for positions inside it.
  var speed = 1.0

  var frameCount: Int { samples.count / 2 }

  package init(
    generation: Int, path: String, firstSecond: Double, samples: [Int16], events: [AudioEvent], speed: Double = 1.0
  ) {
    self.generation = generation
    self.path = path
    self.firstSecond = firstSecond
    self.samples = samples
    self.events = events
    self.speed = speed
  }
}
