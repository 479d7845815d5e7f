/// Which album Cover Flow shows, the slide between albums and the flip to a cover's back.
/// Both animations are functions of time, so rendering stays pure: the row is at
/// `position(at:)` and the middle cover turned by `flip?.angle(at:)`.
public struct CoverFlowState: Equatable, Sendable {
  public private(set) var selected = 0
  private var from = 0.0
  private var startedAt = -1.0
  /// The cover turned round to show its tracks (or turning), nil while the row shows fronts.
  public internal(set) var flip: CoverFlowFlip?

  /// A slide takes this long whatever its length, so a fast spin glides rather than jumps.
  public static let slideSeconds = 0.24
  /// Frames while anything moves: 40 a second, above the 30 the eye needs to see a glide.
  public static let frameInterval = 1.0 / 40

  public init() {}

  public mutating func move(by steps: Int, count: Int, at now: Double) -> Bool {
    let target = min(max(0, selected + steps), max(0, count - 1))
    guard target != selected else { return false }
    from = position(at: now)
    startedAt = now
    selected = target
    return true
  }

  public mutating func clamp(count: Int) {
    selected = min(selected, max(0, count - 1))
    from = Double(selected)
    if let f = flip, f.album >= count { flip = nil }
  }

  /// Where the row stands: eases out (fast, then settling), from wherever it was when the
  /// wheel moved, so steps that come during a slide continue it without a jump.
  public func position(at now: Double) -> Double {
    let t = Self.progress(now - startedAt, of: Self.slideSeconds)
    let eased = 1 - (1 - t) * (1 - t) * (1 - t)
    return from + (Double(selected) - from) * eased
  }

  /// Whether the row is still sliding at `now`.
  public func isSliding(at now: Double) -> Bool { now < startedAt + Self.slideSeconds }

  /// When the next frame of an animation is due, nil when nothing moves.
  public func nextFrame(after now: Double) -> Double? {
    isSliding(at: now) || (flip?.isTurning(at: now) ?? false) ? now + Self.frameInterval : nil
  }

  /// 0 before a span starts, 1 once it has passed.
  static func progress(_ elapsed: Double, of span: Double) -> Double { min(1, max(0, elapsed / span)) }
}

/// The middle cover turning round to show its back (the album's tracks), and back again.
public struct CoverFlowFlip: Equatable, Sendable {
  /// The album's place in Cover Flow's row.
  public let album: Int
  public private(set) var startedAt: Double
  /// Turning back to the front (MENU); once done the flip is over.
  public private(set) var closing = false
  /// The track chosen on the back.
  public internal(set) var cursor = ListCursor()

  public static let seconds = 0.36

  public init(album: Int, at now: Double) {
    self.album = album
    startedAt = now
  }

  /// How far round the cover is, smoothly from 0 (front) to π (back) and the reverse.
  public func angle(at now: Double) -> Double {
    let t = CoverFlowState.progress(now - startedAt, of: Self.seconds)
    let eased = t * t * (3 - 2 * t)
    return Double.pi * (closing ? 1 - eased : eased)
  }

  public func isTurning(at now: Double) -> Bool { now < startedAt + Self.seconds }

  /// The back faces the viewer and stands still: the track list can be read and used.
  public func showsList(at now: Double) -> Bool { !closing && !isTurning(at: now) }

  /// Over: turned all the way back to the front.
  public func isOver(at now: Double) -> Bool { closing && !isTurning(at: now) }

  /// Starts turning back from wherever the cover is, so a MENU mid-turn reverses smoothly
  /// (the ease is symmetric: the closing curve at `1 - t` is the opening one at `t`).
  public mutating func close(at now: Double) {
    guard !closing else { return }
    let t = CoverFlowState.progress(now - startedAt, of: Self.seconds)
    closing = true
    startedAt = now - (1 - t) * Self.seconds
  }
}
