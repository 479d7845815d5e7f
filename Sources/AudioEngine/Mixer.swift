/// Sums every voice into one stereo stream: clicks, preview, alarm and music.
///
/// UI sounds play at their recorded level; only music is scaled by the volume. The sum
/// is clipped to Int16.
///
/// Clicks never overlap: several rows moved by one report must be heard as several clicks, and
/// two clicks summed would be one louder click. Each click starts no earlier than the previous
/// one's start plus `max(3 ms, its length)`, counted in frames of the stream, so the spacing
/// holds however late the output thread gathers them. At most `maxClicks` are sounding or
/// waiting; further ones are dropped, so a fast spin never builds a backlog.
package struct Mixer {
  static let maxClicks = 8
  /// 3 ms, rounded up to whole frames.
  static let clickSpacingFrames = (AudioFormat.sampleRate * 3 + 999) / 1000
  private(set) var clicks: [Voice] = []
  /// Frames of output until the next click may start.
  private var nextClickIn = 0
  var preview: Voice?
  var alarm: Voice?
  package var music = MusicCursor()
  private var acc: [Int32] = []

  package init() {}

  package mutating func startClick(_ sound: Sound) {
    guard sound.frameCount > 0, clicks.count < Self.maxClicks else { return }
    // With no click sounding, the last one has ended: the new one starts at once.
    if clicks.isEmpty { nextClickIn = 0 }
    clicks.append(Voice(sound, delay: nextClickIn))
    nextClickIn += max(Self.clickSpacingFrames, sound.frameCount)
  }

  /// True while any in-memory sound still has frames to play.
  var hasVoices: Bool { !clicks.isEmpty || preview != nil || alarm != nil }

  /// Mixes up to `frames` frames into `out` (interleaved, resized to fit); returns the frames
  /// produced, which is fewer when every voice ends early (so the device gets no padding).
  package mutating func render(
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
    nextClickIn = max(0, nextClickIn - produced)
    for i in 0..<(produced * 2) {
      out[i] = Int16(clamping: acc[i])
    }
    return produced
  }
}
