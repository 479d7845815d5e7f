import Platform

/// Everything the UI, decode and output threads share; every field is guarded by `monitor`.
///
/// UI calls only set a field or append to a two-element list and broadcast, so they never
/// wait for audio work. One lock and one condition keep the protocol easy to reason about;
/// each thread re-checks its own predicate after a broadcast.
final class EngineShared: @unchecked Sendable {
  struct PendingClick {
    let sound: Sound
    let requestedAt: UInt64
  }
  enum VoiceCommand {
    case play(Sound)
    case stop
  }
  struct MusicRequest {
    let path: String
    let startAt: Double
    /// False for a seek: the track did not start again.
    let announce: Bool
  }

  let monitor = Monitor()
  /// Wakes the music thread while it waits on its clocked device (see `OutputLoop.room`):
  /// it waits there for a period of room, not for the monitor.
  let musicWake = WakePipe()
  var closing = false
  /// Bumped by every request from the app: an output thread sleeps until it changes (or,
  /// for music, until decoded chunks wait; see `OutputLoop.sleep`).
  var serial = 0

  // UI -> output thread.
  var pendingClicks: [PendingClick] = []
  var previewCommand: VoiceCommand?
  var alarmCommand: VoiceCommand?
  var paused = false
  /// Q15 music gain: 32,768 is unity.
  var musicGain: Int32 = 32_768
  /// EQ, Sound Check and speed (UI -> decode thread).
  var shaping = MusicShaping()
  /// Bumped by play, seek and stop; older chunks are dropped.
  var generation = 0

  // UI -> decode thread.
  var request: MusicRequest?
  var upcoming = UpcomingTracks()

  // Decode thread -> output thread.
  var chunks: [MusicChunk] = []
  var queuedFrames = 0
  var decoderActive = false
  /// The file the decoder reads (may be the queued next one while the previous still sounds).
  var decoderPath: String?

  // Output thread -> UI.
  /// The track the listener hears (or is about to), for `seek`.
  var audiblePath: String?
  /// The output threads running (one per stream) and those asleep with nothing to play.
  var outputs: Set<OutputRole> = []
  /// Streams whose device failed and is not open again (see `.deviceLost`).
  var failedOutputs: Set<OutputRole> = []
  var idleOutputs: Set<OutputRole> = []
  /// True until the decode thread starts: a failed init still runs deinit -> close().
  var decoderExited = true
  var stats = AudioStats()
  /// The music heard, as last measured by the music output thread (nil: none yet, or discarded).
  var heardClock: HeardClock?

  /// Nothing sounds and nothing is about to: the output thread sleeps or will at once.
  var outputIdle: Bool { idleOutputs == outputs }

  var isSilent: Bool {
    outputIdle && pendingClicks.isEmpty && previewCommand == nil && alarmCommand == nil
      && (paused || (request == nil && !decoderActive && chunks.isEmpty))
  }

  /// Drops decoded music not yet played (play, seek, stop).
  func flushMusic() {
    generation += 1
    heardClock = nil
    chunks.removeAll()
    queuedFrames = 0
  }
}
