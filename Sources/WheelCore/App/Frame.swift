/// One level of the menu stack: the screen and where its selection is.
public struct Frame: Equatable, Sendable {
  public var screen: Screen
  public var cursor: ListCursor
  /// The first line shown on a text screen (Notices): kept with the frame, so the screen opens
  /// at its top each time and MENU forgets it.
  public var scroll = 0

  public init(_ screen: Screen, cursor: ListCursor = ListCursor()) {
    self.screen = screen
    self.cursor = cursor
  }
}
