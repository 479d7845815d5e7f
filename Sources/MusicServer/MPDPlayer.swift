import CMPDClient
import Foundation
import MusicSource
import Platform
import WheelCore

/// MPD as the player: the core's effects become commands on a connection of their own, run in
/// order on the player's queue, so the UI thread never waits for the network.
///
/// The core keeps the queue and the order (its Shuffle and Repeat, as on the iPod); MPD's
/// queue holds what ipodtui played so far, the song playing and the one after it, which MPD
/// then plays without a gap. MPD's own random, repeat and single modes are turned off when
/// ipodtui starts a song, since they would reorder what the core decided.
public final class MPDPlayer: PlayerSource, @unchecked Sendable {
  private let link: MPDLink
  private let post: @Sendable (Event) -> Void
  private let queue = DispatchQueue(label: "ipodtui.mpd.player", qos: .userInitiated)
  private let lock = NSLock()
  private var pending = 0
  /// Called when the last queued command has run: the watcher then reports MPD's state afresh
  /// (reports are held back while commands are on their way, so a stale one never wins).
  var settled: (@Sendable () -> Void)?
  /// Songs kept before the current one, so ⏮ in another client still finds them.
  static let history = 100

  init(address: MPDAddress, post: @escaping @Sendable (Event) -> Void) {
    link = MPDLink(address: address, timeout: 5)
    self.post = post
  }

  public var takesSavedVolume: Bool { false }

  /// True while commands wait or run.
  var isBusy: Bool { lock.withLock { pending > 0 } }

  public func play(_ track: Track, at seconds: Double) {
    let post = self.post
    send("play \(track.title)") { c throws(MPDFailure) in
      do throws(MPDFailure) {
        try Self.play(track.path, at: seconds, c)
      } catch {
        // The core waits for this song; a refusal (gone from the database) skips it.
        guard case .refused(_, let why) = error else { throw error }
        post(.trackFailed(path: track.path, reason: why, time: MonotonicClock.now()))
      }
    }
  }

  public func queueNext(_ track: Track?) {
    send("queue the next song") { c throws(MPDFailure) in try Self.queueNext(track?.path, c) }
  }

  public func pause() { send("pause") { c throws(MPDFailure) in try c.check(mpd_run_pause(c.raw, true)) } }

  public func resume() {
    send("resume") { c throws(MPDFailure) in
      let status = try MPDStatus.read(c)
      try c.check(status.state == .stopped ? mpd_run_play(c.raw) : mpd_run_pause(c.raw, false))
    }
  }

  public func stop() { send("stop") { c throws(MPDFailure) in try c.check(mpd_run_stop(c.raw)) } }

  public func seek(to seconds: Double) {
    send("seek") { c throws(MPDFailure) in try c.check(mpd_run_seek_current(c.raw, Float(max(0, seconds)), false)) }
  }

  public func setVolume(_ gain: Double) {
    let percent = UInt32((min(1, max(0, gain)) * 100).rounded())
    send(nil) { c throws(MPDFailure) in try c.check(mpd_run_set_volume(c.raw, percent)) }
  }

  /// The longest the quit waits for commands already sent (a last pause reaching the server).
  static let closeWait = 0.3

  /// Lets queued commands reach a server that answers, within `closeWait`; then abandons the
  /// rest, so a server that stalls never holds the quit.
  public func close() {
    let drained = DispatchSemaphore(value: 0)
    queue.async { drained.signal() }
    _ = drained.wait(timeout: .now() + Self.closeWait)
    link.close()
  }

  /// Runs a command on the player's queue; a refusal is shown (unless `what` is nil: a server
  /// without a mixer refuses every volume change, and that is no news).
  private func send(_ what: String?, _ job: @escaping @Sendable (MPDConnection) throws(MPDFailure) -> Void) {
    lock.withLock { pending += 1 }
    queue.async { [self] in
      do throws(MPDFailure) {
        try link.run(job)
      } catch {
        // A lost server is the watcher's to report (in the title bar); the rest is news.
        if let what, !error.connectionLost { post(.notice("MPD can't \(what): \(error)")) }
      }
      let idle = lock.withLock {
        pending -= 1
        return pending == 0
      }
      if idle { settled?() }
    }
  }

  static func play(_ uri: String, at seconds: Double, _ c: MPDConnection) throws(MPDFailure) {
    let status = try MPDStatus.read(c)
    if status.random { try c.check(mpd_run_random(c.raw, false)) }
    if status.repeats { try c.check(mpd_run_repeat(c.raw, false)) }
    if status.single { try c.check(mpd_run_single(c.raw, false)) }
    // The song playing or the one queued after it (⏭, or a restart) keeps MPD's queue and
    // its history; anything else starts a fresh queue.
    var id: UInt32?
    if let current = status.songPosition {
      for position in [current, current + 1] where position < status.queueLength {
        guard try MPDStatus.uri(at: position, c) == uri, let song = mpd_run_get_queue_song_pos(c.raw, UInt32(position))
        else {
          continue
        }
        id = mpd_song_get_id(song)
        mpd_song_free(song)
        break
      }
    }
    if id == nil {
      try c.check(mpd_run_clear(c.raw))
      let added = mpd_run_add_id(c.raw, uri)
      guard added >= 0 else { throw c.failure() }
      id = UInt32(added)
    }
    guard let id else { return }
    if seconds >= 0.5 {
      try c.check(mpd_run_seek_id_float(c.raw, id, Float(seconds)))
      if try MPDStatus.read(c).state != .playing { try c.check(mpd_run_pause(c.raw, false)) }
    } else {
      try c.check(mpd_run_play_id(c.raw, id))
    }
  }

  /// Makes the song after the current one `uri` (or nothing), keeping some history before it.
  static func queueNext(_ uri: String?, _ c: MPDConnection) throws(MPDFailure) {
    let status = try MPDStatus.read(c)
    guard let current = status.songPosition else { return }
    let after = status.queueLength - current - 1
    if let uri, after == 1, try MPDStatus.uri(at: current + 1, c) == uri {
      // Already in place.
    } else {
      if after > 0 { try c.check(mpd_run_delete_range(c.raw, UInt32(current + 1), UInt32(status.queueLength))) }
      if let uri { try c.check(mpd_run_add(c.raw, uri)) }
    }
    if current > history { try c.check(mpd_run_delete_range(c.raw, 0, UInt32(current - history))) }
  }
}
