/// Sums every voice into one stereo stream: clicks, preview, alarm and music.
///
/// UI sounds play at their recorded level; only music is scaled by the volume. The sum
/// is clipped to Int16. At most `maxClicks` clicks overlap: a new click replaces the
/// oldest, so a fast spin never builds a backlog of clicks queued behind each other.
struct Mixer {
  static let maxClicks = 2
  private(set) var clicks: [Voice] = []
  var preview: Voice?
  var alarm: Voice?
  var music = MusicCursor()
  private var acc: [Int32] = []

  mutating func startClick(_ sound: Sound) {
    guard sound.frameCount > 0 else { return }
    if clicks.count == Self.maxClicks { clicks.removeFirst() }
    clicks.append(Voice(sound))
  }

  /// True while any in-memory sound still has frames to play.
  var hasVoices: Bool { !clicks.isEmpty || preview != nil || alarm != nil }

  /// Mixes up to `frames` frames into `out` (interleaved, resized to fit); returns the frames
  /// produced, which is fewer when every voice ends early (so the device gets no padding).
  mutating func render(
    frames: Int, musicGain: Int32, musicOn: Bool, into out: inout [Int16], events: inout [AudioEvent]
  ) -> Int {
    if acc.count < frames * 2 { acc = [Int32](repeating: 0, count: frames * 2) }
    if out.count < frames * 2 { out = [Int16](repeating: 0, count: frames * 2) }
    var produced = 0
    acc.withUnsafeMutableBufferPointer { buffer in
      let acc = buffer.baseAddress!
      for i in 0..<(frames * 2) { acc[i] = 0 }
      for i in clicks.indices { produced = max(produced, clicks[i].mix(into: acc, frames: frames)) }
      clicks.removeAll { $0.isFinished }
      if preview != nil { produced = max(produced, preview!.mix(into: acc, frames: frames)) }
      if preview?.isFinished == true { preview = nil }
      if alarm != nil { produced = max(produced, alarm!.mix(into: acc, frames: frames)) }
      if musicOn {
        produced = max(produced, music.mix(into: acc, frames: frames, gain: musicGain, events: &events))
      }
    }
    for i in 0..<(produced * 2) {
      out[i] = Int16(clamping: acc[i])
    }
    return produced
  }
}
