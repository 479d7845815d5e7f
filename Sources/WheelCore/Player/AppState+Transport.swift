/// Everything that happens because time passed: notices and bars that hide, scrub mode that
/// ends, the timer that rings, held buttons and keys that seek. The screen on top adds its own
/// deadlines (a clock's next second) through its home.
extension AppState {
  /// The times at which something on screen or in playback will change by itself.
  var deadlines: [Double] {
    var times: [Double] = []
    if let last = player.lastWheelTime {
      times.append(last + PlayerState.volumeBarSeconds)
      if player.wheelMode.endsWhenIdle { times.append(last + PlayerState.scrubIdleSeconds) }
    }
    if let notice { times.append(notice.until) }
    if let flash = letterFlash { times.append(flash.until) }
    if let end = timer.deadline { times.append(end) }
    times += screen.home.deadlines(in: self)
    times += bodyDeadlines
    if let hold = player.hold, touch == nil { times.append(hold.releaseTime) }
    if let held = centerHoldDeadline { times.append(held) }
    if let save = resumeSaveDeadline { times.append(save) }
    if case .ring(let tracker) = touch, let gesture = tracker.gesture, gesture.isStill {
      switch gesture.landedOn {
      case .next, .previous: if player.queue != nil { times.append(heldSeekDue(since: gesture.startTime)) }
      case .playPause, .menu: times.append(gesture.startTime + gesture.landedOn.holdDelay)
      }
    }
    return times.filter { $0 > now }
  }

  mutating func tick(at time: Double) -> [Effect] {
    let held = centerHeld(at: time)
    if let last = player.lastWheelTime {
      if player.wheelMode.endsWhenIdle, time >= last + PlayerState.scrubIdleSeconds { player.wheelMode = .volume }
      if time >= last + max(PlayerState.volumeBarSeconds, PlayerState.scrubIdleSeconds) { player.lastWheelTime = nil }
    }
    if let notice, time >= notice.until { self.notice = nil }
    if let flash = letterFlash, time >= flash.until { letterFlash = nil }
    if timer.tick(at: time) {
      asleep = false
      return held + [.startAlarm(settings.alarmSound)] + ringHold(at: time)
    }
    if let hold = player.hold, touch == nil, time >= hold.releaseTime {
      player.hold = nil  // the key was let go (no more repeats)
    }
    return held + ringHold(at: time)
  }

  /// The mouse held still on a ring button past its hold delay: ⏭/⏮ seek, ▶❚❚ sleeps, MENU
  /// switches the backlight.
  private mutating func ringHold(at time: Double) -> [Effect] {
    guard case .ring(let tracker) = touch, let gesture = tracker.gesture, let button = gesture.hold(at: time)
    else { return [] }
    switch button {
    case .playPause: return sleep()
    case .next, .previous: return ringHoldSeek(forward: button == .next, since: gesture.startTime, at: time)
    case .menu: return toggleBacklight()
    }
  }

  /// ⏭ or ⏮ held with the mouse: seek every interval, in the held button's direction (a key
  /// hold before the touch was ended by `pointerDown`).
  private mutating func ringHoldSeek(forward: Bool, since start: Double, at time: Double) -> [Effect] {
    guard player.queue != nil else { return [] }
    var hold = player.hold ?? SeekHold(forward: forward, since: start, lastPress: time)
    guard time >= heldSeekDue(since: start) else { return [] }
    let effects = seek(by: hold.forward ? hold.step : -hold.step)
    hold.seeks += 1
    hold.lastPress = time
    player.hold = hold
    return effects
  }

  private func heldSeekDue(since start: Double) -> Double {
    guard let hold = player.hold, hold.seeks > 0 else { return start + SeekHold.delay }
    return hold.lastPress + SeekHold.interval
  }

  /// ⏭/⏮ from a key. Terminals send no key releases, only repeats: the first press skips; a
  /// press within the repeat rate of the one before means the key is held, and then the skips
  /// of this hold are undone and it seeks in the song that was playing before it began.
  mutating func transportKey(forward: Bool) -> [Effect] {
    if var hold = player.hold, hold.forward == forward, touch == nil {
      let gap = now - hold.lastPress
      hold.lastPress = now
      if gap < SeekHold.repeatGap {
        var effects: [Effect] = []
        if hold.seeks == 0, let undo = hold.undo, var queue = player.queue {
          queue.jump(to: undo.position)
          player.queue = queue
          effects += start(at: undo.elapsed)
        }
        effects += seek(by: forward ? hold.step : -hold.step)
        hold.seeks += 1
        player.hold = hold
        return effects
      }
      if gap < SeekHold.firstRepeatDelay, hold.seeks == 0 {
        player.hold = hold  // a second quick press: skip again, keeping the point to undo to
        return forward ? skipForward() : skipBack()
      }
    }
    let undo = player.queue.map { SeekHold.Undo(position: $0.position, elapsed: player.elapsed) }
    player.hold = SeekHold(forward: forward, since: now, undo: undo, lastPress: now)
    return forward ? skipForward() : skipBack()
  }
}

extension SeekHold {
  /// Key repeats arrive every 30-50 ms once they start; a longer gap means the key was let go.
  static let repeatGap = 0.1
  /// Terminals start repeating a held key after 250-700 ms.
  static let firstRepeatDelay = 0.8
  /// When a key hold is over: no repeat for this long.
  static let keyReleaseGap = 0.25
  var releaseTime: Double { lastPress + (seeks > 0 ? Self.keyReleaseGap : Self.firstRepeatDelay) }
}
