import CMPDClient
import Foundation
import Platform
import WheelCore

/// The `idle` connection, on a thread of its own: it waits for MPD to say what changed
/// (player, mixer, options, queue, database, stored playlists) and reports the player's state
/// to the core, so a song changed by another client shows at once. It is also the one that
/// notices the server going away: the title bar then says "MPD: reconnecting…" and it retries
/// with a growing pause (0.25 s doubling to 8 s) until the server is back.
final class MPDWatcher: @unchecked Sendable {
  private let address: MPDAddress
  private let post: @Sendable (Event) -> Void
  /// Whether the player still has commands on their way (their end asks for a report).
  var isBusy: @Sendable () -> Bool = { false }
  /// The database (or a stored playlist) changed, or came back after an outage with changes.
  var databaseChanged: @Sendable () -> Void = {}
  private let wake: (read: Int32, write: Int32)
  private let lock = NSLock()
  private var stopping = false
  private var thread: Thread?
  private let ticker: DispatchSourceTimer
  /// What the last report said is playing, to advance the position between reports.
  private var playing: (path: String, elapsed: Double, at: Double)?
  private var lastPath: String?
  private var lastDatabase: UInt64?

  static let changes =
    MPD_IDLE_DATABASE.rawValue | MPD_IDLE_STORED_PLAYLIST.rawValue | MPD_IDLE_QUEUE.rawValue
    | MPD_IDLE_PLAYER.rawValue | MPD_IDLE_MIXER.rawValue | MPD_IDLE_OPTIONS.rawValue
  static let firstPause = 0.25, longestPause = 8.0

  init(address: MPDAddress, post: @escaping @Sendable (Event) -> Void) {
    self.address = address
    self.post = post
    var fds: [Int32] = [0, 0]
    pipe(&fds)
    for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
    wake = (fds[0], fds[1])
    ticker = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "ipodtui.mpd.ticker", qos: .utility))
  }

  deinit {
    close(wake.read)
    close(wake.write)
  }

  func start() {
    let thread = Thread { [self] in run() }
    thread.name = "ipodtui.mpd.idle"
    self.thread = thread
    thread.start()
    ticker.schedule(deadline: .now() + 0.5, repeating: 0.5)
    ticker.setEventHandler { [self] in tick() }
    ticker.resume()
  }

  /// Asks for a fresh report (after the player's commands ran, after a library load).
  func refresh() { _ = Glibc.write(wake.write, "r", 1) }

  func stop() {
    lock.withLock { stopping = true }
    _ = Glibc.write(wake.write, "s", 1)
    ticker.cancel()
  }

  private var isStopping: Bool { lock.withLock { stopping } }

  private func run() {
    var pause = Self.firstPause
    var down = false
    var told = false
    while !isStopping {
      do throws(MPDFailure) {
        let c = try MPDConnection.open(address, timeout: 10)
        try checkDatabase(c)
        if down || told { post(.sourceStatus(nil)) }
        if down { post(.notice("MPD: connected again")) }
        down = false
        told = false
        pause = Self.firstPause
        try report(c)
        try watch(c)
      } catch {
        guard !isStopping else { break }
        lock.withLock { playing = nil }
        if error.needsUser {
          // Retrying cannot fix a password; it is tried again slowly, in case the server changes.
          if !told {
            post(.sourceStatus(error.status))
            post(.notice("MPD at \(address): \(error)"))
          }
          told = true
          pause = 30
        } else if !down {
          down = true
          post(.sourceStatus(error.status))
          post(.notice("MPD at \(address): \(error)"))
        }
        sleep(pause)
        pause = min(Self.longestPause, pause * 2)
      }
    }
  }

  /// Waits in `idle` until MPD reports changes or a refresh or stop is asked for.
  private func watch(_ c: MPDConnection) throws(MPDFailure) {
    while true {
      try c.check(mpd_send_idle_mask(c.raw, mpd_idle(rawValue: Self.changes)))
      var fds = [
        pollfd(fd: c.fileDescriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
      ]
      while poll(&fds, 2, -1) < 0, errno == EINTR {}
      var asked = false
      if fds[1].revents != 0 {
        var byte: UInt8 = 0
        while Glibc.read(wake.read, &byte, 1) == 1 { asked = true }
        try c.check(mpd_send_noidle(c.raw))
      }
      let changed = mpd_recv_idle(c.raw, true).rawValue
      if changed == 0, mpd_connection_get_error(c.raw) != MPD_ERROR_SUCCESS { throw c.failure() }
      if isStopping { return }
      if changed & (MPD_IDLE_DATABASE.rawValue | MPD_IDLE_STORED_PLAYLIST.rawValue) != 0 { databaseChanged() }
      if asked || changed & ~(MPD_IDLE_DATABASE.rawValue | MPD_IDLE_STORED_PLAYLIST.rawValue) != 0 { try report(c) }
    }
  }

  /// Reloads the library when the database is not the one loaded last (first connection, or
  /// an update while the server was away).
  private func checkDatabase(_ c: MPDConnection) throws(MPDFailure) {
    guard let stats = mpd_run_stats(c.raw) else { throw c.failure() }
    let updated = UInt64(mpd_stats_get_db_update_time(stats))
    mpd_stats_free(stats)
    if lastDatabase != updated { databaseChanged() }
    lastDatabase = updated
  }

  /// Reads MPD's state and hands it to the core, unless the player's commands are still on
  /// their way (the report would be stale; their end asks for another).
  private func report(_ c: MPDConnection) throws(MPDFailure) {
    guard !isBusy() else { return }
    let status = try MPDStatus.read(c)
    var report = PlayerReport(state: status.state, elapsed: status.elapsed, volume: status.volume)
    if let position = status.songPosition {
      let low = max(0, position - 20)
      let songs = try MPDStatus.queue(low..<min(status.queueLength, position + 100), c)
      report.queue = songs.map(\.uri)
      if songs.indices.contains(position - low) {
        report.position = position - low
        report.path = songs[position - low].uri
        report.duration = songs[position - low].duration
      }
    }
    guard !isBusy() else { return }
    let now = MonotonicClock.now()
    let started = lock.withLock {
      playing = report.state == .playing ? report.path.map { ($0, report.elapsed, now) } : nil
      defer { lastPath = report.path }
      return report.path != lastPath ? report.path : nil
    }
    post(.playerReported(report))
    if let started { post(.trackStarted(path: started, duration: report.duration)) }
  }

  /// Between reports, the position moves on by the clock, as MPD's own does.
  private func tick() {
    guard let (path, elapsed, at) = lock.withLock({ playing }) else { return }
    post(.playbackProgressed(path: path, seconds: elapsed + MonotonicClock.now() - at))
  }

  /// Sleeps, woken early by stop.
  private func sleep(_ seconds: Double) {
    var fd = pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)
    let deadline = MonotonicClock.now() + seconds
    while !isStopping {
      let left = deadline - MonotonicClock.now()
      if left <= 0 { return }
      _ = poll(&fd, 1, Int32(left * 1000))
      var byte: UInt8 = 0
      while Glibc.read(wake.read, &byte, 1) == 1 {}
    }
  }
}
