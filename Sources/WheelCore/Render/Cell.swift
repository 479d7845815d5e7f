/// One terminal cell: a grapheme and its role.
/// A grapheme two cells wide occupies its cell and marks the next one as its continuation,
/// so that the adapter draws it once and counts columns right.
public struct Cell: Equatable, Sendable {
  public var character: Character
  public var role: Role
  /// True for the right half of a wide grapheme; such a cell is never drawn on its own.
  public var isContinuation: Bool

  public init(_ character: Character = " ", role: Role = .desk, isContinuation: Bool = false) {
    self.character = character
    self.role = role
    self.isContinuation = isContinuation
  }
}
