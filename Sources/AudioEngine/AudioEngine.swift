import CSupport
import Foundation
import Platform

/// ipodtui's audio output: music on a roomy ALSA stream, clicks and previews on a small one
/// (one stream where a second cannot be opened; see `OutputRole`), each written by its own
/// thread, and a decode thread feeding the music.
///
/// Every method is safe from any thread and returns at once: it records a request under
/// a short lock and wakes the audio threads. Failures never throw from playback calls;
/// they come back as `AudioEvent.trackFailed`.
///
/// Volume applies to music only: `gain = round(volume * 32768)`, then each sample
/// `y = (x * gain) >> 15` (arithmetic shift, i.e. rounded toward minus infinity). At 1.0
/// the gain is 32,768 and the samples are bit-exact what the decoder (FFmpeg) produces.
public final class AudioEngine: @unchecked Sendable {
  let shared = EngineShared()

  /// Opens `device` (ALSA name, default "default") for music and a second stream for clicks
  /// (see `OutputPlan`), and starts the output and decode threads.
  /// Throws `.noDevice` without printing anything when there is no sound card; use
  /// `try? AudioEngine()` where a missing device just means silence.
  /// `onEvent` runs on the audio thread: keep it short (post to the app's inbox).
  public init(
    device: String = "default", clickDevice: String? = nil,
    onEvent: @escaping @Sendable (AudioEvent) -> Void = { _ in }
  ) throws(AudioError) {
    // A sound server's client library starts its own thread when the device opens; opened
    // from a raised thread, it inherits the raise, so the output thread never waits on a
    // starved library thread holding the library's lock.
    let raised = ipod_raise_this_thread() != IPOD_SCHED_NORMAL
    defer { if raised { ipod_lower_this_thread() } }
    let plan = try OutputPlan.open(device: device, clickDevice: clickDevice)
    var loops = [OutputLoop(shared: shared, role: plan.musicRole, output: plan.music, onEvent: onEvent)]
    shared.stats.device = device
    shared.stats.bufferFrames = plan.music.bufferFrames
    shared.stats.periodFrames = plan.music.periodFrames
    shared.stats.isClocked = plan.music.isClocked
    shared.stats.soundServer = plan.music.server.name
    if !plan.music.isClocked {
      shared.stats.unclockedMusicLeadFrames = OutputRole.unclockedMusicLeadFrames(bufferFrames: plan.music.bufferFrames)
    }
    shared.stats.isConnected = true
    if let clicks = plan.clicks {
      shared.stats.clickDevice = clicks.device
      shared.stats.clickBufferFrames = clicks.bufferFrames
      shared.stats.clickPeriodFrames = clicks.periodFrames
      loops.append(OutputLoop(shared: shared, role: .clicks, output: clicks, onEvent: onEvent))
    }
    let feed = MusicFeed(shared: shared)
    shared.monitor.locked {
      shared.outputs = [plan.musicRole]
      if plan.clicks != nil { shared.outputs.insert(.clicks) }
      shared.decoderExited = false
    }
    let state = shared
    let noteThread: @Sendable () -> Void = {
      let id = Int32(ipod_this_thread_id())
      state.monitor.locked { state.stats.threadIDs.append(id) }
    }
    for loop in loops {
      Self.spawn(loop.role == .clicks ? "ipodtui-clicks" : "ipodtui-music", raised: true) {
        noteThread()
        loop.run()
      }
    }
    Self.spawn("ipodtui-decode", raised: false) {
      // The decoder feeds real-time output threads from ~0.4 s of queue: ordinary work must not
      // starve it that long (a suite of tests beside two compilers once emptied it, a 77 ms gap
      // heard on PipeWire). A raised nice, where allowed, not real time: it decodes in bursts.
      ipod_favor_this_thread()
      noteThread()
      feed.run()
    }
  }

  /// The `open(device:)` spelling: nil when the device is unavailable, with the reason in `error`.
  public static func open(
    device: String = "default", onEvent: @escaping @Sendable (AudioEvent) -> Void = { _ in }
  ) -> (engine: AudioEngine?, error: AudioError?) {
    do { return (try AudioEngine(device: device, onEvent: onEvent), nil) } catch { return (nil, error) }
  }

  deinit { close() }

  /// Starts a named thread. The name (at most 15 bytes, the kernel's limit) is set from
  /// inside the thread, so `top -H` and /proc show which stream uses the CPU. Output threads
  /// ask for the scheduling a sound server's threads get, where the system allows it: on a
  /// loaded machine an ordinary thread waited 300-900 ms for the CPU, longer than any buffer.
  /// (The video player starts its threads here too.)
  public static func spawn(_ name: String, raised: Bool, _ body: @escaping @Sendable () -> Void) {
    let thread = Thread {
      ipod_name_this_thread(name)
      // Threads inherit the opener's raise (see init); the decoder has a second of slack.
      if raised { _ = ipod_raise_this_thread() } else { ipod_lower_this_thread() }
      body()
    }
    thread.name = name
    thread.start()
  }

  func post(_ body: (EngineShared) -> Void) {
    shared.monitor.locked {
      body(shared)
      shared.serial &+= 1
      shared.monitor.broadcast()
    }
    shared.musicWake.signal()
  }

  // MARK: UI sounds

  /// Plays a wheel click `count` times (one per row moved, or once for a button press). The
  /// mixer spaces clicks so they never overlap (see `Mixer.startClick`); at most
  /// `Mixer.maxClicks` wait at once, so a fast spin never builds a backlog.
  public func playClick(_ sound: Sound, count: Int = 1) {
    guard count > 0 else { return }
    let now = MonotonicClock.nanoseconds()
    post {
      $0.stats.clicksRequested += count
      for _ in 0..<min(count, Mixer.maxClicks) { $0.pendingClicks.append(.init(sound: sound, requestedAt: now)) }
      if $0.pendingClicks.count > Mixer.maxClicks {
        $0.pendingClicks.removeFirst($0.pendingClicks.count - Mixer.maxClicks)
      }
    }
  }

  /// Plays `sound` once for a picker, replacing any preview still sounding.
  public func preview(_ sound: Sound) { post { $0.previewCommand = .play(sound) } }
  public func stopPreview() { post { $0.previewCommand = .stop } }

  /// Loops `sound` until `stopAlarm()`.
  public func startAlarm(_ sound: Sound) { post { $0.alarmCommand = .play(sound) } }
  public func stopAlarm() { post { $0.alarmCommand = .stop } }
}
