import Platform
import WheelCore

/// Turns image bytes into a `Picture` fitted to a pixel box: sniff, decode, box-filter down.
/// Every failure is a `PictureError`, never a crash, because covers come from arbitrary folders.
public enum PictureLoader {
  /// What transparent PNG pixels are drawn over when the caller does not say.
  public static let defaultBackground = RGB(r: 0, g: 0, b: 0)

  /// Loads the image at `path` scaled to fit inside `fitting` pixels (keeping its aspect ratio;
  /// the result may be narrower or shorter than the box). For a W x H cell area ask for W x 2H.
  public static func load(
    path: String, fitting: (width: Int, height: Int), background: RGB = defaultBackground
  ) -> Result<Picture, PictureError> {
    readFile(path).flatMap { load(data: $0, fitting: fitting, background: background) }
  }

  /// Larger image files are refused unread (a 12000x12000 JPEG is far below this): a stray
  /// 4 GB file named cover.jpg must fail fast instead of being pulled into memory.
  static let maxFileBytes = 64 << 20

  static func readFile(_ path: String) -> Result<[UInt8], PictureError> {
    do {
      guard let bytes = try AtomicFile.read(path, limit: maxFileBytes) else {
        return .failure(.unreadable("No such file or directory"))
      }
      return .success(bytes)
    } catch AtomicFile.Failure.notAFile {
      return .failure(.unreadable("not a regular file"))
    } catch AtomicFile.Failure.tooLarge {
      return .failure(.unreadable("file too large"))
    } catch AtomicFile.Failure.cannotRead(_, let why) {
      return .failure(.unreadable(why))
    } catch {
      return .failure(.unreadable("\(error)"))
    }
  }

  /// Fits pixels already decoded (8-bit RGB rows, `width` x `height`: an iPod's ArtworkDB
  /// cover as libgpod hands it over) to the box, as a file's picture is.
  public static func load(rgb: [UInt8], width: Int, height: Int, fitting: (width: Int, height: Int)) -> Picture? {
    guard width > 0, height > 0, rgb.count >= width * height * 3 else { return nil }
    let box = (width: max(1, fitting.width), height: max(1, fitting.height))
    let size = BoxScaler.fittedSize(width: width, height: height, into: box)
    let pixels = rgb.withUnsafeBufferPointer { BoxScaler.scale($0, width: width, height: height, to: size) }
    return Picture(width: size.width, height: size.height, pixels: pixels)
  }

  /// Loads an image held in memory (e.g. art embedded in a track); the format comes from the
  /// magic bytes, so a PNG named .jpg works and a text file named .jpg is `.unsupported`.
  public static func load(
    data: [UInt8], fitting: (width: Int, height: Int), background: RGB = defaultBackground
  ) -> Result<Picture, PictureError> {
    let box = (width: max(1, fitting.width), height: max(1, fitting.height))
    let decoded: Result<RGBBuffer, PictureError>
    switch ImageFormat.sniff(data) {
    case .jpeg: decoded = JPEGDecoder.decode(data, fit: box)
    case .png: decoded = PNGDecoder.decode(data, background: background)
    case nil: return .failure(.unsupported(ImageFormat.describeUnknown(data)))
    }
    return decoded.flatMap { image in
      let size = BoxScaler.fittedSize(width: image.width, height: image.height, into: box)
      let pixels = BoxScaler.scale(image.bytes, width: image.width, height: image.height, to: size)
      guard let picture = Picture(width: size.width, height: size.height, pixels: pixels) else {
        return .failure(.corrupt("scaled to an empty picture"))
      }
      return .success(picture)
    }
  }
}
