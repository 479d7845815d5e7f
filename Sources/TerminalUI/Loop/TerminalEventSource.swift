import CSupport
import Platform
import WheelCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Blocks until something happens (input bytes, a signal, an event posted to the inbox, or a
/// deadline) and reports it. There is no periodic wake-up: with no deadline the loop sleeps in
/// `poll()` until the terminal, a signal or another thread has something, so idle costs 0% CPU.
public final class TerminalEventSource {
  /// What one wait produced. Events keep the order in which their bytes were read.
  public struct Batch: Sendable {
    public var events: [Event] = []
    /// INT, TERM or HUP arrived.
    public var quitRequested = false
    /// WINCH arrived: the session asks the screen for its new size.
    public var resized = false
    /// Ctrl-Z or SIGTSTP: the session gives the terminal back and stops until SIGCONT.
    public var suspendRequested = false
    /// SIGCONT: the program was stopped and continues; the screen must be drawn anew.
    public var continued = false
    /// stdin hung up or failed: the program must end rather than spin.
    public var terminalGone = false
    /// Cursor position reports, for the width probe (never keys).
    public var cursorReports: [CursorReport] = []
    /// Answers to the probes (graphics, background colour).
    public var replies: [TerminalReply] = []
    /// The last background colour among the replies.
    public var background: RGB? {
      replies.reduce(nil) { last, reply in
        if case .background(let colour) = reply { return colour }
        return last
      }
    }
  }

  public let inbox: EventInbox
  private let signals: SignalPipe
  private let input: Int32
  private var decoder = InputDecoder()
  private var lastInputTime = 0.0
  private let clock: @Sendable () -> Double

  /// Installs the signal pipe at once: create the source before the `TerminalScreen`.
  public init(
    input: Int32 = STDIN_FILENO, inbox: EventInbox = EventInbox(),
    clock: @escaping @Sendable () -> Double = MonotonicClock.now
  ) {
    self.input = input
    self.inbox = inbox
    self.signals = SignalPipe()
    self.clock = clock
  }

  /// How mouse reports are read: in pixels with this grid (SGR-Pixels on), or cells (nil).
  public var pixelGrid: PixelGrid? {
    get { decoder.pixelGrid }
    set { decoder.pixelGrid = newValue }
  }

  /// Restores default signal actions (after the screen is closed).
  public func close() { signals.uninstall() }

  /// Stops the process for job control (the screen must have given the terminal back) and
  /// returns once it continues; false when SIGTSTP is ignored and nothing stopped.
  public func stopForJobControl() -> Bool { ipod_stop_for_job_control() == 0 }

  /// Waits until input, a signal or a posted event arrives, or until `deadline` (monotonic
  /// seconds; nil: no deadline). Reads all input available at that moment.
  public func wait(until deadline: Double?) -> Batch {
    var batch = Batch()
    let now = clock()
    var wakeAt = deadline
    if let delay = decoder.flushDelay {
      let flushAt = lastInputTime + delay
      wakeAt = min(wakeAt ?? flushAt, flushAt)
    }
    let timeout: Int32 = wakeAt.map { Int32(max(0, min(86_400_000, (($0 - now) * 1000).rounded(.up)))) } ?? -1
    var fds = [
      pollfd(fd: input, events: Int16(POLLIN), revents: 0),
      pollfd(fd: signals.pipe.readEnd, events: Int16(POLLIN), revents: 0),
      pollfd(fd: inbox.wake.readEnd, events: Int16(POLLIN), revents: 0),
    ]
    let ready = poll(&fds, nfds_t(fds.count), timeout)
    if ready < 0 { return batch }  // EINTR: the signal pipe has the reason; the caller loops
    if fds[1].revents != 0 {
      for s in signals.take() {
        switch s {
        case .quit: batch.quitRequested = true
        case .resize: batch.resized = true
        case .suspend: batch.suspendRequested = true
        case .continued: batch.continued = true
        }
      }
    }
    if fds[0].revents & Int16(POLLIN) != 0 {
      readAvailable(into: &batch)
    } else if fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
      batch.terminalGone = true
    }
    if let delay = decoder.flushDelay, clock() >= lastInputTime + delay {
      append(decoder.flush(), at: clock(), to: &batch)
    }
    if fds[2].revents != 0 { batch.events += inbox.takeAll() }
    return batch
  }

  /// Reads until no more bytes are waiting, so a burst of reports becomes one batch.
  private func readAvailable(into batch: inout Batch) {
    var buffer = [UInt8](repeating: 0, count: 4096)
    var total = 0
    while total < 65_536 {
      let n = read(input, &buffer, buffer.count)
      if n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN) {
        batch.terminalGone = true
        return
      }
      if n < 0 { break }
      total += n
      lastInputTime = clock()
      append(decoder.feed(buffer[0..<n]), at: lastInputTime, to: &batch)
      var more = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      guard poll(&more, 1, 0) > 0, more.revents & Int16(POLLIN) != 0 else { break }
    }
  }

  private func append(_ inputs: [TerminalInput], at time: Double, to batch: inout Batch) {
    for input in inputs {
      if let event = input.event(at: time) {
        batch.events.append(event)
      } else if input == .suspend {
        batch.suspendRequested = true
      } else if case .cursorReport(let report) = input {
        batch.cursorReports.append(report)
      } else if case .reply(let reply) = input {
        batch.replies.append(reply)
      }
    }
  }
}
