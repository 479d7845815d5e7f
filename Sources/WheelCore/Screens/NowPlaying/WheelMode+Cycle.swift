/// The pages of Now Playing that the center button steps through, as on the iPod: volume →
/// scrub → rating → lyrics (only when the song has some) → volume. A page that is only visited
/// (scrub, rating) falls back to volume after `PlayerState.scrubIdleSeconds` without a turn;
/// the lyrics page stays until MENU or the center.
extension PlayerState.WheelMode {
  /// The page a press of the center moves to; `hasLyrics` says whether the song has any.
  public func next(hasLyrics: Bool) -> Self {
    switch self {
    case .volume: .scrub
    case .scrub: .rating
    case .rating: hasLyrics ? .lyrics : .volume
    case .lyrics: .volume
    }
  }

  /// Whether the page goes back to volume by itself when the wheel rests.
  public var endsWhenIdle: Bool { self == .scrub || self == .rating }
}
