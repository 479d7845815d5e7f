import Foundation

/// A song's cover as a file another program can open (MPRIS's `mpris:artUrl`): the image
/// beside the tracks as it is, or embedded art written once into a folder of extracted covers
/// as `name` plus the extension its bytes call for.
public enum CoverFile {
  /// The cover's path, or nil when the song has none (or the extracted copy cannot be written).
  public static func path(forTrackAt trackPath: String, extractingInto folder: String?, as name: String) -> String? {
    switch CoverArt.find(forTrackAt: trackPath) {
    case .file(let path): return path
    case .embedded(let track):
      guard let folder, let bytes = EmbeddedArt.bytes(inTrackAt: track), let format = ImageFormat.sniff(bytes) else {
        return nil
      }
      let path = folder + "/" + name + (format == .png ? ".png" : ".jpg")
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        return path
      } catch {
        return nil
      }
    case nil: return nil
    }
  }
}
