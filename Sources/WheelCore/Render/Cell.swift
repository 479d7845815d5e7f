/// One terminal cell: a grapheme and its role.
/// A grapheme two cells wide occupies its cell and marks the next one as its continuation,
/// so that the adapter draws it once and counts columns right.
public struct Cell: Equatable, Sendable {
  public var character: Character
  public var role: Role
  /// True for the right half of a wide grapheme; such a cell is never drawn on its own.
  public var isContinuation: Bool
  /// Colours of a picture cell (role `.art`): an upper-half block in `top` over `bottom`, so one
  /// cell shows two pixels. Pictures are the only place where colours bypass the theme.
  public var art: ArtColors?

  public init(_ character: Character = " ", role: Role = .desk, isContinuation: Bool = false, art: ArtColors? = nil) {
    self.character = character
    self.role = role
    self.isContinuation = isContinuation
    self.art = art
  }
}

/// The two pixel colours of a picture cell.
public struct ArtColors: Equatable, Hashable, Sendable {
  public var top: RGB
  public var bottom: RGB
  public init(top: RGB, bottom: RGB) {
    self.top = top
    self.bottom = bottom
  }
}
