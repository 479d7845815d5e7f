import WheelCore

/// Photos for the Photos screens: decoded and fitted like covers, then turned upright by
/// their EXIF orientation; every failure a short reason for the display.
public enum PhotoLoader {
  /// The photo at `path` fitted inside `box` pixels once upright.
  public static func load(path: String, fitting box: Size) -> Result<Picture, PictureError> {
    PictureLoader.readFile(path).flatMap { bytes in
      let orientation = ExifOrientation.read(bytes)
      // A sideways photo is fitted to the box turned the same way, then turned.
      let fit = orientation.swapsAxes ? (box.height, box.width) : (box.width, box.height)
      return PictureLoader.load(data: bytes, fitting: fit).map { orientation.apply(to: $0) }
    }
  }

  /// The core's answer to a request.
  public static func decode(_ request: PhotoRequest) -> PhotoDecode {
    let result = load(path: request.path, fitting: Size(width: request.width, height: request.height))
    return PhotoDecode(request: request, result: result.mapError { PhotoProblem($0.reason) })
  }
}

extension PictureError {
  /// The reason alone ("truncated JPEG", "file too large"), for the display.
  public var reason: String {
    switch self {
    case .unreadable(let why), .unsupported(let why), .corrupt(let why): why
    }
  }
}
