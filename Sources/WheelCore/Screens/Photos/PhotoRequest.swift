/// A photo to decode off the UI thread, fitted inside `width` x `height` pixels: a thumbnail
/// for the grid or the picture for full screen (they are cached apart).
public struct PhotoRequest: Hashable, Sendable {
  public enum Purpose: Hashable, Sendable { case thumbnail, full }

  public var path: String
  public var purpose: Purpose
  public var width: Int
  public var height: Int

  public init(path: String, purpose: Purpose, width: Int, height: Int) {
    self.path = path
    self.purpose = purpose
    self.width = width
    self.height = height
  }
}

/// The adapter's answer to a `PhotoRequest`: the picture, or why there is none ("corrupt
/// JPEG", "file too large"), which the grid marks and full screen says.
public struct PhotoDecode: Equatable, Sendable {
  public var request: PhotoRequest
  public var result: Result<Picture, PhotoProblem>

  public init(request: PhotoRequest, result: Result<Picture, PhotoProblem>) {
    self.request = request
    self.result = result
  }
}

/// Why a photo could not be shown, in a few words for the display.
public struct PhotoProblem: Error, Equatable, Sendable {
  public var reason: String
  public init(_ reason: String) { self.reason = TextWidth.sanitized(reason) }
}
