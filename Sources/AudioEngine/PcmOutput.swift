import CAlsa
import CSupport
import Glibc

/// The one ALSA playback handle: S16_LE, interleaved stereo, 44.1 kHz, a ~6 ms buffer.
///
/// Owned by the output thread after `open`. alsa-lib is silenced first, so a missing
/// card (the normal case over SSH and in CI) never prints over the screen.
final class PcmOutput {
  private var pcm: OpaquePointer?
  let device: String
  let bufferFrames: Int
  let periodFrames: Int
  /// False for the file and null plugins, which swallow data instantly: the writer
  /// must then pace itself by the clock (see `Pacer`).
  let isClocked: Bool
  private(set) var underruns = 0
  private(set) var failed = false

  /// Opens and configures `device`; throws `.noDevice` with ALSA's reason otherwise.
  init(device: String) throws(AudioError) {
    ipod_alsa_silence()
    var handle: OpaquePointer?
    var err = snd_pcm_open(&handle, device, SND_PCM_STREAM_PLAYBACK, 0)
    guard err >= 0, let handle else { throw Self.failure(device, err) }
    err = snd_pcm_set_params(
      handle, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED, UInt32(AudioFormat.channels),
      UInt32(AudioFormat.sampleRate), 1, AudioFormat.requestedLatencyMicros)
    guard err >= 0 else {
      snd_pcm_close(handle)
      throw Self.failure(device, err)
    }
    var buffer: snd_pcm_uframes_t = 0, period: snd_pcm_uframes_t = 0
    snd_pcm_get_params(handle, &buffer, &period)
    Self.startOnFirstWrite(handle)
    let type = snd_pcm_type(handle)
    pcm = handle
    self.device = device
    bufferFrames = Int(buffer)
    periodFrames = max(16, Int(period))
    isClocked = type != SND_PCM_TYPE_FILE && type != SND_PCM_TYPE_NULL
  }

  deinit { close() }

  /// snd_pcm_set_params starts the stream only once the buffer is full; a 53-frame tick
  /// would then never sound. Starting on the first frame lets a lone click play at once.
  private static func startOnFirstWrite(_ handle: OpaquePointer) {
    var sw: OpaquePointer?
    guard snd_pcm_sw_params_malloc(&sw) >= 0, let sw else { return }
    defer { snd_pcm_sw_params_free(sw) }
    if snd_pcm_sw_params_current(handle, sw) >= 0,
      snd_pcm_sw_params_set_start_threshold(handle, sw, 1) >= 0
    {
      snd_pcm_sw_params(handle, sw)
    }
  }

  private static func failure(_ device: String, _ err: Int32) -> AudioError {
    .noDevice(device: device, reason: String(cString: snd_strerror(err)))
  }

  /// On a real card, blocks until a period fits (bounded by `timeoutMillis`).
  func waitForRoom(timeoutMillis: Int32) {
    guard isClocked, let pcm, !failed else { return }
    if snd_pcm_wait(pcm, timeoutMillis) < 0 { recover(-EPIPE) }
  }

  /// Writes interleaved frames, recovering from underruns (-EPIPE) and suspends (-ESTRPIPE).
  /// Returns false once the device is gone for good; the engine then keeps time silently.
  @discardableResult
  func write(_ samples: UnsafePointer<Int16>, frames: Int) -> Bool {
    guard let pcm, !failed else { return false }
    var done = 0, retries = 0
    while done < frames {
      let n = snd_pcm_writei(pcm, samples + done * 2, snd_pcm_uframes_t(frames - done))
      if n >= 0 {
        done += Int(n)
        continue
      }
      if n == -Int(EAGAIN) { continue }
      retries += 1
      guard retries < 4, recover(Int32(n)) else {
        failed = true
        return false
      }
    }
    return true
  }

  @discardableResult
  private func recover(_ err: Int32) -> Bool {
    guard let pcm else { return false }
    if err == -EPIPE { underruns += 1 }
    return snd_pcm_recover(pcm, err, 1) >= 0
  }

  /// Plays out what was written (the file plugin flushes its tail only here) and closes.
  func close() {
    guard let pcm else { return }
    if !failed { snd_pcm_drain(pcm) }
    snd_pcm_close(pcm)
    self.pcm = nil
  }
}
