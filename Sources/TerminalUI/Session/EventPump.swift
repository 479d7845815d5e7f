import WheelCore

/// One batch of the loop, without the terminal: what the wait produced becomes the events to
/// give the core, and the core's effects go to the runner. Kept apart from `InteractiveSession`
/// so it is tested without a terminal.
public enum EventPump {
  /// The events for one batch: a new size first (after a resize or a return from Ctrl-Z),
  /// then what was read and posted, the terminal's measured widths when the probe has
  /// finished, then the wall clock and a tick when the core's deadline has come.
  public static func events(
    for batch: TerminalEventSource.Batch, newSize: Size?, measured: Event? = nil, deadline: Double?, now: Double,
    wallClock: () -> LocalTime?
  ) -> [Event] {
    var events = batch.events
    if let newSize { events.insert(.resized(newSize), at: 0) }
    if let measured { events.append(measured) }
    if let deadline, now >= deadline {
      if let time = wallClock() { events.append(.wallClock(time)) }
      events.append(.ticked(at: now))
    }
    return events
  }

  /// Gives each event to the core and runs its effects; true when one of them was `.quit`
  /// (the rest of the batch is dropped: the program is leaving).
  public static func apply(_ events: [Event], to state: inout AppState, runner: EffectRunner, log: EventLog?) -> Bool {
    for event in events {
      log?.record(event)
      for effect in state.update(event) {
        if case .quit = effect { return true }
        runner.run(effect)
      }
    }
    runner.finishBatch()
    return false
  }
}
