import CAlsa
import CSupport
import Glibc
import Platform

/// One ALSA playback handle: S16_LE, interleaved stereo, 44.1 kHz, opened non-blocking.
///
/// Non-blocking on purpose: through a sound server's plugin (PulseAudio, PipeWire) a
/// blocking `snd_pcm_writei` can sit polling inside the plugin for seconds. Here the writer
/// waits with `snd_pcm_wait` and a timeout, asks how much fits, and writes only that, so
/// the output thread always comes back to check for commands, failures and shutdown.
///
/// Owned by one output thread. alsa-lib is silenced first, so a missing card (the normal
/// case over SSH and in CI) never prints over the screen.
final class PcmOutput {
  private var pcm: OpaquePointer?
  let device: String
  /// What the stream carries; with the server, it decides the buffer (see `OutputRole`).
  let role: OutputRole
  /// The sound server behind the device (PipeWire, PulseAudio, or none).
  let server: SoundServer
  /// The buffer asked for.
  let latencyMicros: UInt32
  let bufferFrames: Int
  let periodFrames: Int
  /// False for the file and null plugins, which swallow data instantly: the writer
  /// must then pace itself by the clock (see `Pacer`).
  let isClocked: Bool
  /// The device can hold its position (PulseAudio corks, hardware pauses); dmix cannot.
  let canPause: Bool
  /// Underruns met while data was expected to flow (see `expectUnderrun`).
  private(set) var underruns = 0
  /// An underrun is the normal end of a stretch of sound (after a click, a track's end or a
  /// pause on a device that cannot pause): it is recovered but not counted.
  var expectUnderrun = true
  private(set) var failed = false
  private(set) var isPaused = false
  /// Stopped while idle (see `release`) and not written since.
  private(set) var isReleased = false
  /// Released by a pause (PulseAudio corks then), undone by the next write.
  private var restingPaused = false
  /// Blocking waits for room so far (see `AudioStats.musicWakeUps`).
  private(set) var waits = 0
  /// The device's poll descriptors and a wake-up's, kept between waits (see `wait`).
  private var pollFds: [pollfd] = []

  /// Opens and configures `device` for `role`, its buffer chosen for the sound server behind
  /// it; throws `.noDevice` with ALSA's reason otherwise.
  init(device: String, role: OutputRole) throws(AudioError) {
    ipod_alsa_silence()
    var handle: OpaquePointer?
    var err = snd_pcm_open(&handle, device, SND_PCM_STREAM_PLAYBACK, Int32(SND_PCM_NONBLOCK))
    guard err >= 0, let handle else { throw Self.failure(device, err) }
    let type = snd_pcm_type(handle)
    let clocked = type != SND_PCM_TYPE_FILE && type != SND_PCM_TYPE_NULL
    let server = SoundServer.behind(handle)
    let latencyMicros = role.latencyMicros(clocked: clocked, server: server)
    let periods = role.periods(clocked: clocked)
    err =
      periods == 4
      ? snd_pcm_set_params(
        handle, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED, UInt32(AudioFormat.channels),
        UInt32(AudioFormat.sampleRate), 1, latencyMicros)
      : Self.setParams(handle, bufferMicros: latencyMicros, periods: periods)
    guard err >= 0 else {
      snd_pcm_close(handle)
      throw Self.failure(device, err)
    }
    var buffer: snd_pcm_uframes_t = 0
    var period: snd_pcm_uframes_t = 0
    snd_pcm_get_params(handle, &buffer, &period)
    Self.startOnFirstWrite(handle)
    pcm = handle
    self.device = device
    self.role = role
    self.server = server
    self.latencyMicros = latencyMicros
    bufferFrames = Int(buffer)
    periodFrames = max(16, Int(period))
    isClocked = clocked
    canPause = isClocked && Self.supportsPause(handle)
    if server == .pipeWire { settleInactive(handle) }
  }

  /// PipeWire's ALSA plugin connects its stream active, yet believes it inactive until the
  /// first start, so a stream opened and never written would keep the graph running for ever
  /// (and a drop would not stop it). One start and drop brings the two into line: the node
  /// rests until the first write starts it.
  private func settleInactive(_ handle: OpaquePointer) {
    guard snd_pcm_start(handle) >= 0 else { return }
    snd_pcm_drop(handle)
    if snd_pcm_prepare(handle) < 0 { failed = true }
    isReleased = true
  }

  deinit { close(drain: false) }

  /// What `snd_pcm_set_params` does (S16_LE interleaved stereo at 44.1 kHz, resampled by ALSA
  /// where the device cannot, a buffer near `bufferMicros`), but cut into `periods` periods
  /// instead of its fixed four, and the writer woken once a period (`avail_min`).
  private static func setParams(_ handle: OpaquePointer, bufferMicros: UInt32, periods: Int) -> Int32 {
    var hw: OpaquePointer?
    guard snd_pcm_hw_params_malloc(&hw) >= 0, let hw else { return -ENOMEM }
    defer { snd_pcm_hw_params_free(hw) }
    var rate = UInt32(AudioFormat.sampleRate)
    var buffer = bufferMicros
    var period = bufferMicros / UInt32(periods)
    var direction: Int32 = 0
    let steps: [() -> Int32] = [
      { snd_pcm_hw_params_any(handle, hw) },
      { snd_pcm_hw_params_set_rate_resample(handle, hw, 1) },
      { snd_pcm_hw_params_set_access(handle, hw, SND_PCM_ACCESS_RW_INTERLEAVED) },
      { snd_pcm_hw_params_set_format(handle, hw, SND_PCM_FORMAT_S16_LE) },
      { snd_pcm_hw_params_set_channels(handle, hw, UInt32(AudioFormat.channels)) },
      { snd_pcm_hw_params_set_rate_near(handle, hw, &rate, &direction) },
      { snd_pcm_hw_params_set_buffer_time_near(handle, hw, &buffer, &direction) },
      { snd_pcm_hw_params_set_period_time_near(handle, hw, &period, &direction) },
      { snd_pcm_hw_params(handle, hw) },
    ]
    for step in steps {
      let err = step()
      if err < 0 { return err }
    }
    var bufferFrames: snd_pcm_uframes_t = 0
    var periodFrames: snd_pcm_uframes_t = 0
    guard snd_pcm_get_params(handle, &bufferFrames, &periodFrames) >= 0 else { return -EINVAL }
    var sw: OpaquePointer?
    guard snd_pcm_sw_params_malloc(&sw) >= 0, let sw else { return -ENOMEM }
    defer { snd_pcm_sw_params_free(sw) }
    let err = snd_pcm_sw_params_current(handle, sw)
    guard err >= 0 else { return err }
    _ = snd_pcm_sw_params_set_avail_min(handle, sw, periodFrames)
    return snd_pcm_sw_params(handle, sw)
  }

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

  private static func supportsPause(_ handle: OpaquePointer) -> Bool {
    var hw: OpaquePointer?
    guard snd_pcm_hw_params_malloc(&hw) >= 0, let hw else { return false }
    defer { snd_pcm_hw_params_free(hw) }
    return snd_pcm_hw_params_current(handle, hw) >= 0 && snd_pcm_hw_params_can_pause(hw) == 1
  }

  private static func failure(_ device: String, _ err: Int32) -> AudioError {
    .noDevice(device: device, reason: String(cString: snd_strerror(err)))
  }

  /// Waits up to `timeoutMillis` for room (at least one period on a clocked device) and
  /// returns the frames that fit now; 0 on a timeout or when `wake` was signalled, nil once
  /// the device has failed.
  func waitForRoom(timeoutMillis: Int32, wake: WakePipe? = nil) -> Int? {
    guard let pcm, !failed else { return nil }
    guard isClocked else { return periodFrames }
    for _ in 0..<4 {
      let avail = snd_pcm_avail(pcm)
      if avail >= periodFrames || (avail >= 0 && snd_pcm_state(pcm) == SND_PCM_STATE_PREPARED) {
        return Int(avail)
      }
      if avail < 0 {
        guard recover(Int32(avail)) else { return nil }
        continue
      }
      let woke = wait(pcm, timeoutMillis: timeoutMillis, wake: wake)
      if woke == 0 { return 0 }
      if woke < 0, !recover(woke) { return nil }
    }
    return 0
  }

  /// `snd_pcm_wait` that also returns 0 when `wake` becomes readable: 1 when there is room,
  /// 0 on a timeout or a wake-up, a negative error as `snd_pcm_wait` gives it.
  private func wait(_ pcm: OpaquePointer, timeoutMillis: Int32, wake: WakePipe?) -> Int32 {
    waits += 1
    guard let wake, wake.readEnd >= 0 else { return snd_pcm_wait(pcm, timeoutMillis) }
    let count = Int(snd_pcm_poll_descriptors_count(pcm))
    guard count > 0 else { return snd_pcm_wait(pcm, timeoutMillis) }
    if pollFds.count != count + 1 { pollFds = [pollfd](repeating: pollfd(), count: count + 1) }
    let filled = Int(snd_pcm_poll_descriptors(pcm, &pollFds, UInt32(count)))
    guard filled > 0 else { return snd_pcm_wait(pcm, timeoutMillis) }
    pollFds[filled] = pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0)
    guard poll(&pollFds, nfds_t(filled + 1), timeoutMillis) > 0 else { return 0 }  // timeout or EINTR
    if pollFds[filled].revents != 0 {
      wake.drain()
      return 0
    }
    var revents: UInt16 = 0
    guard snd_pcm_poll_descriptors_revents(pcm, &pollFds, UInt32(filled), &revents) >= 0 else { return -EIO }
    if revents & UInt16(POLLERR | POLLNVAL | POLLHUP) != 0 {
      switch snd_pcm_state(pcm) {
      case SND_PCM_STATE_XRUN: return -EPIPE
      case SND_PCM_STATE_SUSPENDED: return -ESTRPIPE
      case SND_PCM_STATE_DISCONNECTED: return -ENODEV
      default: return -EIO
      }
    }
    return revents & UInt16(POLLOUT) != 0 ? 1 : 0
  }

  /// Writes up to `frames` interleaved frames without blocking; returns how many the device
  /// took (fewer when it is full), or nil once it has failed for good.
  func write(_ samples: UnsafePointer<Int16>, frames: Int) -> Int? {
    guard let pcm, !failed else { return nil }
    if restingPaused {
      restingPaused = false
      if snd_pcm_pause(pcm, 0) < 0 {
        snd_pcm_drop(pcm)
        snd_pcm_prepare(pcm)
      }
    }
    var done = 0
    var retries = 0
    while done < frames {
      let n = snd_pcm_writei(pcm, samples + done * 2, snd_pcm_uframes_t(frames - done))
      if n >= 0 {
        done += Int(n)
        if n == 0 { break }
        continue
      }
      if n == -Int(EAGAIN) { break }
      retries += 1
      guard retries < 4, recover(Int32(n)) else { return nil }
    }
    if done > 0 {
      expectUnderrun = false
      isReleased = false
    }
    return done
  }

  /// Frames written but not yet heard (0 when unknown or after an underrun).
  func delayFrames() -> Int {
    guard let pcm, !failed, isClocked else { return 0 }
    // A stream that is not running has played all it was given. After an underrun PipeWire's
    // plugin keeps reporting its graph's delay, so the last song of a queue was never heard
    // to its end (its report waited for frames that had long been played).
    switch snd_pcm_state(pcm) {
    case SND_PCM_STATE_RUNNING, SND_PCM_STATE_PAUSED, SND_PCM_STATE_DRAINING: break
    default: return 0
    }
    var delay: snd_pcm_sframes_t = 0
    guard snd_pcm_delay(pcm, &delay) >= 0 else { return 0 }
    return max(0, Int(delay))
  }

  /// Holds (true) or releases (false) what is buffered, where the device can; false otherwise.
  @discardableResult
  func setPaused(_ paused: Bool) -> Bool {
    guard let pcm, !failed, canPause, paused != isPaused else { return paused == isPaused }
    if paused, snd_pcm_state(pcm) != SND_PCM_STATE_RUNNING { return false }
    guard snd_pcm_pause(pcm, paused ? 1 : 0) >= 0 else { return false }
    isPaused = paused
    return true
  }

  /// Throws away what is buffered (play, seek and stop must not be heard late).
  func discard() {
    guard let pcm, !failed, isClocked else { return }
    snd_pcm_drop(pcm)
    isPaused = false
    restingPaused = false
    expectUnderrun = true
    if snd_pcm_prepare(pcm) < 0 { failed = true }
  }

  /// Stops the stream where it stands, so the server stops running it for us: PipeWire
  /// deactivates the node (the graph no longer runs at its pace, and can suspend), PulseAudio
  /// corks the stream (its sink can suspend). The next write starts it again. Only for a stream
  /// that has played out, since what it still holds is dropped.
  func release() {
    guard let pcm, !failed, isClocked, !isReleased else { return }
    // PulseAudio's plugin corks only on pause (a drop leaves the stream running, silent): a
    // running stream is paused, and the next write lets it go.
    if server == .pulseAudio, canPause, snd_pcm_state(pcm) == SND_PCM_STATE_RUNNING, snd_pcm_pause(pcm, 1) >= 0 {
      restingPaused = true
      isReleased = true
      return
    }
    snd_pcm_drop(pcm)
    isPaused = false
    expectUnderrun = true
    isReleased = true
    if snd_pcm_prepare(pcm) < 0 { failed = true }
  }

  @discardableResult
  private func recover(_ err: Int32) -> Bool {
    guard let pcm else { return false }
    if err == -EPIPE, !expectUnderrun { underruns += 1 }
    if err == -EPIPE || err == -ESTRPIPE { expectUnderrun = true }
    guard snd_pcm_recover(pcm, err, 1) >= 0 else {
      failed = true
      return false
    }
    isPaused = false
    return true
  }

  /// Closes the handle; `drain` plays out what was written first (the file plugin flushes
  /// its tail only then). A failed device is closed without draining.
  func close(drain: Bool) {
    guard let pcm else { return }
    if drain, !failed {
      if isPaused { snd_pcm_pause(pcm, 0) }
      // The handle is non-blocking: drain must block here or it returns -EAGAIN at once.
      snd_pcm_nonblock(pcm, 0)
      snd_pcm_drain(pcm)
    }
    snd_pcm_close(pcm)
    self.pcm = nil
  }
}
