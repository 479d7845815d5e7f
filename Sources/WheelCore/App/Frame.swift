/// One level of the menu stack: the screen and where its selection is.
public struct Frame: Equatable, Sendable {
  public var screen: Screen
  public var cursor: ListCursor

  public init(_ screen: Screen, cursor: ListCursor = ListCursor()) {
    self.screen = screen
    self.cursor = cursor
  }
}
