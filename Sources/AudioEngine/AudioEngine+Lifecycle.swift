import Platform

/// Closing, statistics and the waits tests and the benchmark rely on.
extension AudioEngine {
  /// A snapshot of the engine's counters.
  public var stats: AudioStats {
    shared.monitor.locked {
      var copy = shared.stats
      copy.isIdle = shared.outputIdle
      return copy
    }
  }

  /// Blocks until nothing sounds and the output thread sleeps (every request taken,
  /// music ended, stopped or paused). Returns false after `timeout` seconds.
  @discardableResult
  public func waitUntilSilent(timeout: Double) -> Bool {
    let deadline = MonotonicClock.nanoseconds() + UInt64(max(0, timeout) * 1e9)
    return shared.monitor.locked {
      shared.monitor.wait(until: { shared.isSilent }, deadline: deadline)
    }
  }

  /// Stops both threads, drains what was written (the file device flushes its tail here)
  /// and closes the device. Safe to call more than once.
  public func close() {
    shared.monitor.locked {
      guard !shared.closing else { return }
      shared.closing = true
      shared.monitor.broadcast()
      shared.musicWake.signal()
      shared.monitor.wait(until: { shared.outputs.isEmpty && shared.decoderExited })
    }
  }
}
