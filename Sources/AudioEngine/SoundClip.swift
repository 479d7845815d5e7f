/// A few seconds of a song as a `Sound`, for the engine's preview voice (Music Quiz): decoded
/// through the same FFmpeg stream the music uses, scaled to the music's volume, with short
/// fades so the clip neither starts nor stops with a click.
extension Sound {
  public static func clip(path: String, from seconds: Double, length: Double, gain: Double) throws(AudioError) -> Sound
  {
    let stream = try TrackStream(path: path, startAt: seconds)
    let frames = Int(max(0, length) * Double(AudioFormat.sampleRate))
    var out: [Int16] = []
    out.reserveCapacity(frames * 2)
    while out.count < frames * 2, stream.decode(frames: 8_192, into: &out) {}
    if out.count > frames * 2 { out.removeLast(out.count - frames * 2) }
    let g = AudioEngine.gain(forVolume: Float(min(1, max(0, gain))))
    let fade = min(out.count / 4, AudioFormat.sampleRate / 50)  // 20 ms
    let count = out.count / 2
    for frame in 0..<count {
      var level = Int32(g)
      if frame < fade { level = level * Int32(frame) / Int32(fade) }
      if frame >= count - fade { level = level * Int32(count - 1 - frame) / Int32(fade) }
      out[2 * frame] = AudioEngine.scale(out[2 * frame], gain: level)
      out[2 * frame + 1] = AudioEngine.scale(out[2 * frame + 1], gain: level)
    }
    return Sound(name: "clip", samples: out)
  }
}
