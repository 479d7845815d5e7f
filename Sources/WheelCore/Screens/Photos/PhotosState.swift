/// Photos: the picture files found, which one is shown, and its decoded picture once loaded.
public struct PhotosState: Equatable, Sendable {
  public var paths: [String] = []
  public private(set) var index = 0
  /// The picture for `paths[index]` when it has arrived (nil inside: it could not be read).
  public private(set) var shown: Shown?
  var requested: String?

  public init() {}

  public var currentPath: String? { paths.indices.contains(index) ? paths[index] : nil }

  public mutating func move(by steps: Int) -> Bool {
    let target = min(max(0, index + steps), max(0, paths.count - 1))
    guard target != index else { return false }
    index = target
    return true
  }

  public mutating func received(_ picture: Picture?, for path: String) {
    if path == currentPath { shown = Shown(path: path, picture: picture) }
    if requested == path { requested = nil }
  }

  /// A photo that arrived: its path and picture (nil: it could not be read).
  public struct Shown: Equatable, Sendable {
    public var path: String
    public var picture: Picture?
  }
}
