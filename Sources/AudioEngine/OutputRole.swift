/// Which sounds one output stream carries.
///
/// A sound server cannot give one stream both a buffer deep enough that music never
/// underruns on a busy machine and a latency short enough that a click follows the finger.
/// So music (and the looping alarm) gets a roomy stream and the wheel's clicks (and sound
/// previews) a small one; the server, or dmix on a bare card, mixes the two. Where a second
/// stream cannot be opened, one stream carries everything.
enum OutputRole: Hashable, Sendable {
  /// Everything on one stream (the fallback, and the file device tests write to).
  case all
  /// Music and alarms.
  case music
  /// Clicks and previews.
  case clicks

  var carriesMusic: Bool { self != .clicks }
  var carriesClicks: Bool { self != .music }

  /// The buffer asked of ALSA. Music on a clocked device: ~300 ms in three periods of ~100 ms
  /// (see `periods`): at least ~200 ms stays buffered when the writer wakes, which rides out
  /// scheduling stalls of a loaded two-core machine, and a volume change is heard within
  /// 0.2-0.3 s. Clicks: ~20 ms.
  /// One stream on a clocked device: ~30 ms, a compromise. The file device keeps ~6 ms:
  /// it is paced by the clock, and the lead decides how far the writer runs ahead.
  ///
  /// On PipeWire no stream of ours may ask for a period under `SoundServer.pipeWirePeriodFrames`
  /// (ALSA's period is the node's latency there, and the smallest one paces the whole graph):
  /// clicks and the single stream get four such periods (93 ms of room, though a click is heard
  /// one period after it is written, since the stream is kept nearly empty); music's 50 ms
  /// period is over it already.
  func latencyMicros(clocked: Bool, server: SoundServer = .none) -> UInt32 {
    if server == .pipeWire, self != .music {
      return UInt32(4 * SoundServer.pipeWirePeriodFrames * 1_000_000 / AudioFormat.sampleRate + 1)
    }
    return switch self {
    case .music: clocked ? 300_000 : 200_000
    case .clicks: 20_000
    case .all: clocked ? 30_000 : 5_805
    }
  }

  /// How many periods the buffer is cut into. A period is one wake-up of our writer and, through
  /// a sound server's plugin, one request from the server (its `minreq`) and one write to it:
  /// music's 200 ms in ALSA's usual four periods woke the writer and libpulse's thread ~70
  /// times a second between them, 1.7% of a core on Now Playing; three periods of ~100 ms wake
  /// them ~20 times (0.9%). Everything else keeps four: clicks need short periods.
  func periods(clocked: Bool) -> Int { self == .music && clocked ? 3 : 4 }

  /// How far ahead of the clock the writer of an unclocked device (the file device) may run
  /// while music flows: the one clocked stream's ~30 ms, so a click over music is heard no
  /// later than on that stream, and the writer wakes ~34 times a second instead of ~172
  /// (one 256-frame buffer per wake-up cost 1-2 % of a core). Clicks alone keep the small buffer;
  /// a stream's own larger buffer (music on its own file PCM) stands.
  static func unclockedMusicLeadFrames(bufferFrames: Int) -> Int {
    max(bufferFrames, Int(OutputRole.all.latencyMicros(clocked: true)) * AudioFormat.sampleRate / 1_000_000)
  }
}
