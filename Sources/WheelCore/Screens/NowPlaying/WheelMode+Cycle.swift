/// The pages of Now Playing that the center button steps through, as on the 5G iPod: volume →
/// scrub → album art → rating → lyrics (only when the song has some) → volume. A page that is
/// only visited (scrub, rating) falls back to volume after `PlayerState.scrubIdleSeconds`
/// without a turn; the pages that are looked at (the art, the lyrics) stay until MENU or the
/// center.
extension PlayerState.WheelMode {
  /// The page a press of the center moves to; `hasLyrics` says whether the song has any.
  public func next(hasLyrics: Bool) -> Self {
    switch self {
    case .volume: .scrub
    case .scrub: .art
    case .art: .rating
    case .rating: hasLyrics ? .lyrics : .volume
    case .lyrics: .volume
    }
  }

  /// Whether the page goes back to volume by itself when the wheel rests.
  public var endsWhenIdle: Bool { self == .scrub || self == .rating }

  /// Whether MENU closes the page (back to the volume) before it leaves Now Playing.
  var closesWithMenu: Bool { self == .art || self == .lyrics }
}
