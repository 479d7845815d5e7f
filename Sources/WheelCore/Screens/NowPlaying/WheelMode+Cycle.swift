/// The pages of Now Playing that the center button steps through, as on the iPod: volume →
/// scrub → rating → volume. A page that is only visited (scrub, rating) falls back to volume
/// after `PlayerState.scrubIdleSeconds` without a turn. A new page (lyrics) is a case here, a
/// place in `next`, and its own answer to `endsWhenIdle`.
extension PlayerState.WheelMode {
  /// The page a press of the center moves to.
  public var next: Self {
    switch self {
    case .volume: .scrub
    case .scrub: .rating
    case .rating: .volume
    }
  }

  /// Whether the page goes back to volume by itself when the wheel rests.
  public var endsWhenIdle: Bool { self != .volume }
}
