/// A running slideshow as a value: the order of the photos, which one is shown since when,
/// the transition into it, and pause. Time comes in as arguments, so the tests replay a
/// slideshow second by second.
///
/// Positions in `order` are indices into the album's photos. With Repeat, a new round is
/// appended when the last photo of a round shows (reshuffled with Shuffle Photos, and never
/// starting with the photo just shown), and the round before is dropped: at most two rounds
/// are kept, however long it runs.
public struct Slideshow: Equatable, Sendable {
  public let album: Int
  /// How many photos the album has.
  public let count: Int
  public private(set) var order: [Int]
  public private(set) var step = 0
  /// When the current slide began (its transition's start).
  public private(set) var shownAt: Double
  public private(set) var transition: SlideChange?
  public private(set) var pausedAt: Double?
  public private(set) var finished = false
  public let seconds: Double
  public let style: SlideTransition
  public let shuffle: Bool
  public let repeats: Bool
  private var random: SeededRandom

  /// A transition lasts a second, or less on short slides so the photo is seen still.
  public var transitionSeconds: Double { min(1, seconds / 3) }

  public init(album: Int, count: Int, startingAt start: Int, settings: PictureSettings, at now: Double, seed: UInt64) {
    self.album = album
    self.count = max(0, count)
    seconds = Double(settings.slideSeconds)
    style = settings.transition
    shuffle = settings.shuffle
    repeats = settings.repeats
    random = SeededRandom(seed: seed)
    shownAt = now
    let first = min(max(0, start), max(0, count - 1))
    if shuffle {
      order = [first] + Self.shuffled((0..<count).filter { $0 != first }, using: &random)
    } else {
      order = Array(0..<count)
      step = first
    }
    if count == 0 { finished = true }
    extendIfLast()
  }

  /// The photo shown (a position in the album).
  public var current: Int { order[safe: step] ?? 0 }

  /// The photo after this one, when there is one (for decoding it ahead), passing over those
  /// known to be unreadable.
  public func upcoming(skipping unreadable: (Int) -> Bool = { _ in false }) -> Int? {
    var target = step + 1
    while let photo = order[safe: target], target <= step + count {
      if !unreadable(photo) { return photo }
      target += 1
    }
    return nil
  }

  public var isPaused: Bool { pausedAt != nil }

  /// When the current slide gives way.
  public var due: Double { shownAt + seconds }

  /// How far the transition into the current slide is (0...1), nil when there is none now.
  public func progress(at now: Double) -> (change: SlideChange, fraction: Double)? {
    guard let transition else { return nil }
    let fraction = (now - transition.start) / transitionSeconds
    return fraction < 1 ? (transition, max(0, fraction)) : nil
  }

  /// The next time the picture changes by itself: the frames of a transition, or the end of
  /// the slide (nil while paused, finished, or waiting for the next photo to be decoded).
  public func nextFrame(after now: Double, frameSeconds: Double = 1.0 / 24) -> Double? {
    guard !finished, pausedAt == nil else { return nil }
    if progress(at: now) != nil { return now + frameSeconds }
    return due > now ? due : nil
  }

  /// Moves on when the slide's time is up. `ready` says, for a photo, whether it is decoded
  /// (true), could not be (false: it is skipped) or is still on its way (nil: wait for it).
  /// Returns whether the slide changed or the show finished.
  public mutating func advance(at now: Double, ready: (Int) -> Bool?) -> Bool {
    guard !finished, pausedAt == nil, now >= due else { return false }
    var target = step + 1
    for _ in 0..<count {
      if repeats, count > 1, target >= order.count { appendRound() }
      guard let photo = order[safe: target] else { break }
      switch ready(photo) {
      case false?:
        target += 1
      case nil:
        return false
      case true?:
        let from = current
        move(to: target, at: now)
        transition = from == photo ? nil : SlideChange(from: from, kind: resolvedStyle(), start: now)
        return true
      }
    }
    finished = true
    return true
  }

  /// The wheel or ⏭/⏮ during the show: the next or previous photo at once, its full time.
  public mutating func skip(by steps: Int, at now: Double) -> Bool {
    let target = min(max(0, step + steps), order.count - 1)
    guard target != step, order.indices.contains(target) else { return false }
    move(to: target, at: now)
    if let paused = pausedAt { pausedAt = max(paused, now) }
    transition = nil
    return true
  }

  private mutating func move(to target: Int, at now: Double) {
    step = target
    shownAt = now
    if step >= count, order.count > count {  // into the second round: the first has gone by
      order.removeFirst(count)
      step -= count
    }
    extendIfLast()
  }

  /// Pauses, or resumes with the time the slide had left.
  public mutating func togglePause(at now: Double) {
    if let paused = pausedAt {
      shownAt += now - paused
      if let t = transition { transition = SlideChange(from: t.from, kind: t.kind, start: t.start + now - paused) }
      pausedAt = nil
    } else {
      pausedAt = now
    }
  }

  /// Random picks one of the real transitions per slide.
  private mutating func resolvedStyle() -> SlideTransition {
    guard style == .random else { return style }
    let kinds: [SlideTransition] = [.dissolve, .wipe, .push]
    return kinds[random.int(in: 0...(kinds.count - 1))]
  }

  /// With Repeat, on the last photo of the order the next round goes on the end, so the
  /// photo after it can be decoded ahead.
  private mutating func extendIfLast() {
    if repeats, count > 1, step == order.count - 1 { appendRound() }
  }

  /// One more round of every photo, reshuffled with Shuffle Photos and never starting with
  /// the photo that ends the order.
  private mutating func appendRound() {
    var round = Array(0..<count)
    if shuffle {
      round = Self.shuffled(round, using: &random)
      if round[0] == order.last { round.swapAt(0, 1 + random.int(in: 0...(count - 2))) }
    }
    order += round
  }

  /// Fisher-Yates with the show's own generator.
  static func shuffled(_ items: [Int], using random: inout SeededRandom) -> [Int] {
    var items = items
    guard items.count > 1 else { return items }
    for i in stride(from: items.count - 1, to: 0, by: -1) {
      items.swapAt(i, random.int(in: 0...i))
    }
    return items
  }
}

/// The change into the current slide: from which photo, how, and when it began.
public struct SlideChange: Equatable, Sendable {
  public var from: Int
  public var kind: SlideTransition
  public var start: Double
}
