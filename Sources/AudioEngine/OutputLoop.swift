import Platform

/// One output thread: gather commands, mix, write what fits, report what was heard; repeat.
///
/// Each stream (see `OutputRole`) has its own loop. Commands are gathered right before
/// mixing, so a click waits at most for the room its stream has. Reports about music wait
/// in `HeardEvents` until the device has played their frame, so elapsed time follows what
/// the listener hears, not what was written. When the device fails (a sound server
/// restarts, a USB card is pulled) the loop closes it and reopens it at most once a second,
/// asleep in between; music stays where it was and goes on when the device is back.
final class OutputLoop: @unchecked Sendable {
  private struct Gathered {
    let gain: Int32
    let musicOn: Bool
    /// The device should hold what it has buffered (music paused, no alarm sounding).
    let paused: Bool
    let hasSound: Bool
  }

  private let shared: EngineShared
  let role: OutputRole
  private var output: PcmOutput?
  private let device: String
  private let onEvent: @Sendable (AudioEvent) -> Void
  private var mixer = Mixer()
  private var pacer: Pacer
  private var needsAnchor = true
  private var publishedPath: String?
  private var heard = HeardEvents()
  /// Which track position each written music frame holds: with the played count, the heard clock.
  private var timeline = MusicTimeline()
  private var heardClock: HeardClock?
  /// Frames written since the device was opened: with its delay, what has been heard.
  private var streamFrames = 0
  private var seenSerial = -1
  private var discardBuffered = false
  private var retryAt: UInt64 = 0
  /// When the device was last opened: a failure found long after (an idle click stream
  /// finds the server gone only at the next click) retries at once, never more than once a second.
  private var openedAt = MonotonicClock.nanoseconds()
  /// Counters since the last publish to `shared.stats`.
  private var written = 0
  /// Waits the thread made (each ends in a wake-up), and the device's own count at the last publish.
  private var waits = 0
  private var deviceWaitsSeen = 0
  private var musicWritten = 0
  private var latencies: [Int] = []
  private var started: [UInt64] = []
  /// Clicks written but not yet heard: the stream frame each starts at, when it was asked for,
  /// and whether its write restarted a released stream. Heard (the device has played that
  /// frame), each becomes a latency in `AudioStats`.
  private var clicksInFlight: [(frame: Int, requestedAt: UInt64, afterRest: Bool)] = []
  private var heardLatencies: [(micros: Int, afterRest: Bool)] = []
  private var closedUnderruns = 0
  private var playedClock: (frames: Int, nanos: UInt64)?
  /// The previous write while sound kept flowing (nil after a sleep), and the longest wait
  /// between two such writes: how close a stall came to the buffer's length.
  private var lastWrite: UInt64?
  /// What the last gather found, reused when the lock is busy and music is on hand.
  private var lastGathered: Gathered?
  private var longestGapNanos: UInt64 = 0
  private var reconnects = 0
  /// When the stream last went quiet (nil while it sounds).
  private var silentSince: UInt64?

  /// Music frames the mixer keeps on hand (the rest waits in `shared.chunks`).
  static let localMusicFrames = 8_192
  /// The longest wait for room on a clocked music stream (its period is ~100 ms): only a
  /// stalled device times out; commands wake the wait at once.
  static let musicWaitMillis: Int32 = 250
  /// How long a failed device rests before the next attempt to reopen it.
  static let retryNanos: UInt64 = 1_000_000_000
  /// How long a stream stays open and running after its last sound (see `sleep`): long enough
  /// that steady clicking never restarts it, short enough that a resting iPod frees the server.
  static let releaseAfterNanos: UInt64 = 2_000_000_000
  /// How long a written click is watched for its first frame to be played (see `noteHeardClicks`).
  static let heardWithinNanos: UInt64 = 500_000_000

  init(shared: EngineShared, role: OutputRole, output: PcmOutput, onEvent: @escaping @Sendable (AudioEvent) -> Void) {
    self.shared = shared
    self.role = role
    self.output = output
    device = output.device
    self.onEvent = onEvent
    pacer = Pacer(leadFrames: output.bufferFrames)
  }

  func run() {
    var out: [Int16] = []
    var events: [AudioEvent] = []
    while let output = connected() {
      guard let room = room(output) else {
        fail(output)
        continue
      }
      guard let gathered = gather(room: room) else { break }
      applyDeviceChanges(output, gathered)
      deliverHeard(output)
      guard gathered.hasSound else {
        sleep(output, holding: gathered.paused)
        continue
      }
      guard room > 0 else { continue }
      let limit = role == .clicks ? output.periodFrames : room
      let frames = mixer.render(
        frames: min(limit, room), musicGain: gathered.gain, musicOn: gathered.musicOn, into: &out, events: &events)
      let padded =
        role == .clicks && output.isClocked && frames > 0 ? padToPeriod(&out, frames: frames, output) : frames
      if gathered.musicOn {
        for run in mixer.music.segments {
          timeline.add(frame: streamFrames + run.offset, count: run.count, path: run.path, seconds: run.seconds)
        }
      }
      // Reports wait for their frames before the write, so a failing write still hands them
      // on (a track's end must reach the app even when the server died under it).
      heard.add(events, atFrame: padded > 0 ? streamFrames + 1 : streamFrames)
      events.removeAll(keepingCapacity: true)
      let now = MonotonicClock.nanoseconds()
      if padded > 0 { for requested in started { latencies.append(Int((now &- requested) / 1_000)) } }
      guard padded > 0 else {
        started.removeAll(keepingCapacity: true)
        continue
      }
      let restarting = output.isReleased
      for requested in started { clicksInFlight.append((streamFrames + 1, requested, restarting)) }
      started.removeAll(keepingCapacity: true)
      guard writeAll(out, frames: padded, to: output) else {
        fail(output)
        continue
      }
      streamFrames += padded
      silentSince = nil
      pacer.didWrite(padded, now: MonotonicClock.nanoseconds())
      written += padded
      if gathered.musicOn { musicWritten += padded }
      noteWrite(at: now)
      // Reports are sent at the top of the next round, after its wait for room.
    }
    output?.close(drain: !(output?.isClocked ?? true))
    shared.monitor.locked {
      publishStats()
      shared.idleOutputs.insert(role)
      shared.outputs.remove(role)
      shared.monitor.broadcast()
    }
  }

  // MARK: The device

  /// The open device, or after a failure the reopened one; nil when the engine closes.
  private func connected() -> PcmOutput? {
    if let output { return output }
    while true {
      let now = MonotonicClock.nanoseconds()
      if now >= retryAt {
        openedAt = now
        if let fresh = try? PcmOutput(device: device, role: role) {
          output = fresh
          pacer = Pacer(leadFrames: fresh.bufferFrames)
          needsAnchor = true
          streamFrames = 0
          deviceWaitsSeen = 0
          timeline.removeAll()
          mixer.music.reportNextPosition()
          reconnects += 1
          let restored: Bool = shared.monitor.locked {
            shared.failedOutputs.remove(role)
            return shared.failedOutputs.isEmpty
          }
          if restored { onEvent(.deviceRestored) }
          return fresh
        }
        retryAt = now + Self.retryNanos
      }
      let closing: Bool = shared.monitor.locked {
        publishStats()
        dropClicksWhileDisconnected()
        return shared.monitor.wait(until: { shared.closing }, deadline: retryAt)
      }
      if closing { return nil }
    }
  }

  /// Gives up on a failed device: what it held is lost, the music cursor stays put.
  private func fail(_ failed: PcmOutput) {
    closedUnderruns += failed.underruns
    failed.close(drain: false)
    output = nil
    retryAt = openedAt + Self.retryNanos
    for event in heard.takeAllButPositions() { onEvent(event) }
    clicksInFlight.removeAll()
    let first: Bool = shared.monitor.locked {
      defer { shared.failedOutputs.insert(role) }
      return shared.failedOutputs.isEmpty
    }
    if first { onEvent(.deviceLost) }
  }

  /// Frames that may be written now: what a clocked device has room for (waiting briefly
  /// for it), or on the test device what the clock allows: one period while only clicks
  /// sound; while music plays, the whole music lead (`OutputRole.unclockedMusicLeadFrames`)
  /// once the last write has played, so the writer wakes rarely. nil: it failed.
  private func room(_ output: PcmOutput) -> Int? {
    if output.isClocked {
      if output.isPaused { return 0 }
      // The music stream waits for a whole period of room (a command wakes it through
      // `musicWake`), so it wakes once a period; clicks alone keep a short timeout.
      guard role.carriesMusic else { return output.waitForRoom(timeoutMillis: 50) }
      return output.waitForRoom(timeoutMillis: Self.musicWaitMillis, wake: shared.musicWake)
    }
    let chunk = unclockedChunk(output)
    pace(chunk)
    if needsAnchor {  // woke from idle: restart the timeline only if the device drained
      pacer.resume(at: MonotonicClock.nanoseconds())
      needsAnchor = false
      pace(chunk)
    }
    return chunk.frames
  }

  /// What one write to the test device holds, and how far ahead of the clock it may go (see `room`).
  private func unclockedChunk(_ output: PcmOutput) -> (frames: Int, lead: Int) {
    let musicFlowing = lastGathered?.musicOn == true && mixer.music.hasChunks
    guard musicFlowing else { return (output.periodFrames, output.bufferFrames) }
    let lead = OutputRole.unclockedMusicLeadFrames(bufferFrames: output.bufferFrames)
    return (lead, lead)
  }

  /// Waits until the clock allows one more chunk on an unclocked device.
  private func pace(_ chunk: (frames: Int, lead: Int)) {
    let ready = pacer.readyTime(forWriting: chunk.frames, lead: chunk.lead)
    shared.monitor.locked {
      guard !shared.closing, MonotonicClock.nanoseconds() < ready else { return }
      waits += 1
      shared.monitor.wait(until: { shared.closing }, deadline: ready)
    }
  }

  private func writeAll(_ out: [Int16], frames: Int, to output: PcmOutput) -> Bool {
    var done = 0
    for _ in 0..<8 where done < frames {
      let taken = out.withUnsafeBufferPointer { output.write($0.baseAddress! + done * 2, frames: frames - done) }
      guard let taken else { return false }
      done += taken
      if done < frames, output.waitForRoom(timeoutMillis: 50) == nil { return false }
    }
    return true
  }

  /// A sound server starts a stream only once a period is buffered: a 2 ms click alone
  /// would wait for the next one. Silence after it makes it start at once.
  private func padToPeriod(_ out: inout [Int16], frames: Int, _ output: PcmOutput) -> Int {
    let period = output.periodFrames
    guard frames < period else { return frames }
    if out.count < period * 2 { out += [Int16](repeating: 0, count: period * 2 - out.count) }
    for i in (frames * 2)..<(period * 2) { out[i] = 0 }
    return period
  }

  /// Pause holds the device where it can (a server corks the stream instantly); a new
  /// track, a seek or a stop throws away what the device still holds of the old one.
  private func applyDeviceChanges(_ output: PcmOutput, _ gathered: Gathered) {
    if discardBuffered {
      discardBuffered = false
      if role == .music { output.discard() }
      heard.removeAll()
      timeline.removeAll()
      heardClock = nil
    }
    guard role == .music else { return }
    if gathered.paused != output.isPaused { output.setPaused(gathered.paused) }
  }

  private func noteWrite(at now: UInt64) {
    if let lastWrite { longestGapNanos = max(longestGapNanos, now &- lastWrite) }
    lastWrite = now
  }

  /// Sends the reports whose frames the device has played, and notes the music stream's
  /// played count against the clock (what the benchmark times clicks by).
  private func deliverHeard(_ output: PcmOutput) {
    // `written` was reset by the gather before this; a timeline with music in it still needs its
    // clock measured every round (a video's frames follow it).
    guard !heard.isEmpty || !clicksInFlight.isEmpty || (role.carriesMusic && (written > 0 || !timeline.isEmpty))
    else { return }
    let delay = output.isClocked ? output.delayFrames() : pacer.unplayedFrames(at: MonotonicClock.nanoseconds())
    let played = streamFrames - delay
    if role.carriesMusic {
      let now = MonotonicClock.nanoseconds()
      playedClock = (played, now)
      heardClock = timeline.position(played: played).map {
        HeardClock(path: $0.path, seconds: $0.seconds, measuredAt: now, paused: false)
      }
    }
    for event in heard.take(played: played) { onEvent(event) }
    if !clicksInFlight.isEmpty { noteHeardClicks(played: played) }
  }

  /// Clicks whose first frame the device has now played: request to heard, by the device's
  /// clock. A device that stops counting (PulseAudio's delay can stand still on a stream that
  /// ran dry) would keep a click in flight for ever: after `heardWithinNanos` it is let go.
  private func noteHeardClicks(played: Int) {
    let now = MonotonicClock.nanoseconds()
    while let click = clicksInFlight.first, click.frame <= played || now &- click.requestedAt > Self.heardWithinNanos {
      if click.frame <= played { heardLatencies.append((Int((now &- click.requestedAt) / 1_000), click.afterRest)) }
      clicksInFlight.removeFirst()
    }
  }

  // MARK: Commands

  /// Takes pending commands and music under the lock. nil when the engine closes.
  ///
  /// On a loaded machine the thread holding the lock (the decoder, between two chunks) can be
  /// preempted while it holds it, and waiting for it has stalled music for 300 ms. So while
  /// the mixer still holds music for the next write, a busy lock is not waited for: the
  /// previous commands stand for one more period.
  private func gather(room: Int) -> Gathered? {
    if let last = lastGathered, last.musicOn, mixer.music.bufferedFrames >= room {
      return shared.monitor.lockedIfFree(gatherLocked) ?? last
    }
    return shared.monitor.locked(gatherLocked)
  }

  private func gatherLocked() -> Gathered? {
    let gathered: Gathered? = {
      publishStats()
      if shared.closing { return nil }
      seenSerial = shared.serial
      absorbCommands()
      let musicOn = role.carriesMusic && !shared.paused
      if musicOn { pullMusic() }
      let hasSound = mixer.hasVoices || (musicOn && mixer.music.hasChunks)
      if hasSound { shared.idleOutputs.remove(role) }
      // A sounding alarm keeps the device running while music is paused.
      let holdDevice = role.carriesMusic && shared.paused && mixer.alarm == nil
      return Gathered(gain: shared.musicGain, musicOn: musicOn, paused: holdDevice, hasSound: hasSound)
    }()
    lastGathered = gathered
    return gathered
  }

  /// Sleeps until a request or a decoded chunk arrives. While reports still wait for the
  /// device to play their frames it wakes every 10 ms to send them; only then is it idle.
  /// A stream silent for `releaseAfterNanos` is released (see `PcmOutput.release`), unless it
  /// holds paused music, so a resting iPod keeps no sound server busy.
  private func sleep(_ output: PcmOutput, holding: Bool) {
    let release: Bool = shared.monitor.locked {
      guard !shared.closing, shared.serial == seenSerial else { return false }
      publishStats()  // what the last round measured (a click heard) is seen before the rest
      let waiting = (!heard.isEmpty || !clicksInFlight.isEmpty) && !output.isPaused
      if !waiting, !shared.idleOutputs.contains(role) {
        shared.idleOutputs.insert(role)
        shared.stats.idleEntries += 1
        shared.monitor.broadcast()
      }
      let now = MonotonicClock.nanoseconds()
      if silentSince == nil { silentSince = now }
      let releasable = !waiting && !holding && output.isClocked && !output.isReleased && !output.isPaused
      let releaseAt = (silentSince ?? now) + Self.releaseAfterNanos
      waits += 1
      let woken = shared.monitor.wait(
        until: { shared.closing || shared.serial != seenSerial || musicAwaits },
        deadline: waiting ? now + 10_000_000 : releasable ? releaseAt : nil)
      needsAnchor = true
      lastWrite = nil
      return releasable && !woken
    }
    if release {
      output.release()
      shared.monitor.locked { shared.stats.releases += 1 }
    }
  }

  /// Decoded music waits for this stream to play it (read under the lock).
  private var musicAwaits: Bool { role.carriesMusic && !shared.paused && !shared.chunks.isEmpty }

  private func absorbCommands() {
    if role.carriesMusic {
      if mixer.music.generation != shared.generation {
        mixer.music.reset(generation: shared.generation)
        if shared.audiblePath == nil { mixer.music.forgetTrack() }
        discardBuffered = true
      }
      if let path = mixer.music.currentPath, path != publishedPath {
        publishedPath = path
        shared.audiblePath = path
      }
      switch shared.alarmCommand {
      case .play(let sound)?: mixer.alarm = Voice(sound, loops: true)
      case .stop?: mixer.alarm = nil
      case nil: break
      }
      shared.alarmCommand = nil
    }
    guard role.carriesClicks else { return }
    for click in shared.pendingClicks {
      mixer.startClick(click.sound)
      started.append(click.requestedAt)
    }
    shared.stats.clicksStarted += shared.pendingClicks.count
    shared.pendingClicks.removeAll(keepingCapacity: true)
    switch shared.previewCommand {
    case .play(let sound)?: mixer.preview = Voice(sound)
    case .stop?: mixer.preview = nil
    case nil: break
    }
    shared.previewCommand = nil
  }

  /// Without a device, clicks are dropped rather than heard late when it returns.
  private func dropClicksWhileDisconnected() {
    guard role.carriesClicks else { return }
    shared.pendingClicks.removeAll()
    shared.previewCommand = nil
    mixer.preview = nil
  }

  private func pullMusic() {
    var pulled = false
    while mixer.music.bufferedFrames < Self.localMusicFrames, !shared.chunks.isEmpty {
      let chunk = shared.chunks.removeFirst()
      shared.queuedFrames -= chunk.frameCount
      mixer.music.append(chunk)
      pulled = true
    }
    // The decoder refills only below its mark: a wake-up for every chunk taken would be wasted.
    if pulled, shared.queuedFrames <= MusicFeed.refillFrames { shared.monitor.broadcast() }
  }

  private func publishStats() {
    shared.stats.framesWritten += written
    if role.carriesMusic {
      let deviceWaits = output?.waits ?? deviceWaitsSeen
      shared.stats.musicWakeUps += waits + max(0, deviceWaits - deviceWaitsSeen)
      shared.stats.musicFramesWritten += musicWritten
      deviceWaitsSeen = deviceWaits
      waits = 0
      musicWritten = 0
      shared.stats.underruns = closedUnderruns + (output?.underruns ?? 0)
      shared.stats.reconnects = reconnects
      shared.stats.isConnected = output != nil
      shared.stats.longestWriteGapMillis = Double(longestGapNanos) / 1e6
      if let playedClock {
        shared.stats.musicFramesPlayed = playedClock.frames
        shared.stats.musicFramesPlayedAt = playedClock.nanos
      }
      // A play, seek or stop not yet taken in makes the last measurement stale.
      shared.heardClock = mixer.music.generation == shared.generation ? heardClock : nil
    }
    for micros in latencies { shared.stats.recordClickLatency(micros) }
    for heard in heardLatencies { shared.stats.recordHeardClick(heard.micros, afterRest: heard.afterRest) }
    heardLatencies.removeAll(keepingCapacity: true)
    written = 0
    latencies.removeAll(keepingCapacity: true)
  }
}
