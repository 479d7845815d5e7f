/// The whole app as one value. Only `update(_:)` changes it; it answers with effects as data.
public struct AppState: Sendable {
  public private(set) var size: Size
  public var themeName: Theme.Name
  /// The earliest time at which the core wants a `.ticked` event (nil: no timer needed).
  public private(set) var nextDeadline: Double?

  public init(size: Size, themeName: Theme.Name = .white) {
    self.size = size
    self.themeName = themeName
  }

  public mutating func update(_ event: Event) -> [Effect] {
    switch event {
    case .resized(let newSize):
      size = newSize
      return []
    case .keyPressed(.character("q"), _), .keyPressed(.controlC, _):
      return [.quit]
    case .keyPressed(.character("t"), _):
      themeName = themeName == .white ? .black : .white
      return []
    default:
      return []
    }
  }
}
