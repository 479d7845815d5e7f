import CAlsa

/// The sound server behind an ALSA PCM, if any, read from the name its I/O plugin gives itself.
///
/// Each server's model differs enough to shape the streams: PipeWire runs its whole graph at
/// the smallest quantum any active node asks for (through ALSA that is the stream's
/// `avail_min`), so a 5 ms click stream made every program's audio crackle; PulseAudio mixes
/// streams of any latency and rewinds for a short one. Neither is asked for by name: the
/// desktop routes ALSA's `default` to whichever runs.
enum SoundServer: Equatable, Sendable {
  case pipeWire
  case pulseAudio
  /// A card (hw, dmix), the test's file device, or a plugin we do not know.
  case none

  /// How people call it; nil for none.
  var name: String? {
    switch self {
    case .pipeWire: "PipeWire"
    case .pulseAudio: "PulseAudio"
    case .none: nil
    }
  }

  /// The smallest period a stream may ask of PipeWire: 1,024 frames at 44.1 kHz (23 ms), which
  /// is over the 1,024 frames at 48 kHz (21.3 ms) of its default quantum, so our streams never
  /// make the graph run faster than it would without us. (PipeWire 0.3.65 rounds a request down
  /// to a power of two: 1,024 at 44.1 kHz is 1,114 at 48 kHz, which it runs at 1,024.)
  static let pipeWirePeriodFrames = 1_024

  /// Reads the plugin's self-description (`snd_pcm_dump`'s first line, e.g.
  /// "ALSA <-> PipeWire PCM I/O Plugin") of an open handle.
  static func behind(_ pcm: OpaquePointer) -> SoundServer {
    var output: OpaquePointer?
    guard snd_output_buffer_open(&output) >= 0, let output else { return .none }
    defer { snd_output_close(output) }
    guard snd_pcm_dump(pcm, output) >= 0 else { return .none }
    var text: UnsafeMutablePointer<CChar>?
    let length = snd_output_buffer_string(output, &text)
    guard length > 0, let text else { return .none }
    let bytes = UnsafeRawBufferPointer(start: text, count: min(Int(length), 4_096))
    return named(in: String(decoding: bytes, as: UTF8.self))
  }

  /// The server a PCM dump names (its plugin line), or `.none`.
  static func named(in dump: String) -> SoundServer {
    if dump.contains("PipeWire PCM I/O Plugin") { return .pipeWire }
    if dump.contains("PulseAudio PCM I/O Plugin") { return .pulseAudio }
    return .none
  }
}
