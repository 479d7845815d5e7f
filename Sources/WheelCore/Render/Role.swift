/// What a cell means, so that themes can colour it and snapshots can check it.
/// Each role has one letter for the role block of golden screens.
public enum Role: Character, CaseIterable, Sendable {
  /// Terminal background around the iPod.
  case desk = "."
  /// The iPod's case.
  case shell = "s"
  /// The thin frame around the display.
  case bezel = "e"
  /// A corner of that frame, drawn as one quadrant block in the frame's colour over the case's,
  /// so the display's corners are rounded as on the iPod.
  case bezelCorner = "k"
  /// Display background and ordinary row text.
  case row = "r"
  /// Secondary text on a row (a value at the right, a count).
  case rowDetail = "m"
  /// The highlighted row.
  case selected = "S"
  /// The title bar across the top of the display.
  case title = "t"
  /// Scroll bar track and thumb.
  case scrollTrack = "b"
  case scrollThumb = "B"
  /// The click wheel's ring and its four labels.
  case wheel = "w"
  case wheelLabel = "l"
  /// Quadrant-block cells where the wheel meets the case or the center button: the wheel's
  /// outline colour over the case's (the button is the case's colour on both iPods).
  case wheelRim = "W"
  /// The center button.
  case center = "c"
  /// Quadrant-block cells of the wheel's outline inside the ring, where the outline meets the
  /// ring's fill: the outline's colour over the ring's.
  case wheelEdge = "O"
  /// Emphasised text on the display (Now Playing's title, big digits).
  case emphasis = "E"
  /// Progress and volume bars: empty and filled parts.
  case barEmpty = "p"
  case barFilled = "P"
  /// A floating panel drawn over the display (help, the big letter).
  case overlay = "o"
  /// A picture cell: album art, a photo (colours in the cell, see `ArtColors`).
  case art = "A"
  /// A message that needs attention (errors, "terminal too small").
  case notice = "n"
  /// The red suits' cards (hearts, diamonds) in Solitaire, on the display's white.
  case cardRed = "h"
  /// The blue dot before a podcast episode nobody has heard yet.
  case unplayed = "u"
}
