import WheelCore

/// Finds and loads an album's cover the way music players agree on: a conventionally named
/// image beside the tracks first (the user chose it), then art embedded in the track, then a
/// lone image in the folder (probably the cover, but a guess, so it comes last).
public enum CoverArt {
  /// Base names in order of preference; each tried with `imageExtensions` in order.
  static let preferredNames = ["cover", "folder", "front", "album"]
  static let imageExtensions = ["jpg", "jpeg", "png"]

  /// The best art source for the track at `path`, or nil when there is none (the caller then
  /// draws a generated cover). Reads the folder and the track's tags: call off the UI thread.
  public static func find(forTrackAt path: String) -> ArtSource? {
    let folder = folderOf(path)
    let images = FolderEntries(folder).entries.filter { $0.kind == .file && FolderEntries.isImageName($0.name) }
    if let named = preferredImage(among: images.map(\.name)) { return .file(folder + "/" + named) }
    if EmbeddedArt.bytes(inTrackAt: path) != nil { return .embedded(path) }
    if images.count == 1 { return .file(folder + "/" + images[0].name) }
    return nil
  }

  /// Decodes `source` fitted into `fitting` pixels (W x 2H for W x H cells).
  public static func load(
    _ source: ArtSource, fitting: (width: Int, height: Int),
    background: RGB = PictureLoader.defaultBackground
  ) -> Result<Picture, PictureError> {
    switch source {
    case .file(let path):
      return PictureLoader.load(path: path, fitting: fitting, background: background)
    case .embedded(let track):
      guard let bytes = EmbeddedArt.bytes(inTrackAt: track) else {
        return .failure(.unreadable("no embedded picture"))
      }
      return PictureLoader.load(data: bytes, fitting: fitting, background: background)
    }
  }

  /// The encoded picture (JPEG or PNG bytes) of the track's cover, for a copy that carries it
  /// elsewhere (an iPod's ArtworkDB); nil when it has none or it cannot be read.
  public static func encoded(forTrackAt path: String) -> [UInt8]? {
    switch find(forTrackAt: path) {
    case .file(let file): try? PictureLoader.readFile(file).get()
    case .embedded(let track): EmbeddedArt.bytes(inTrackAt: track)
    case nil: nil
    }
  }

  /// The conventionally named image among `names`, compared case-insensitively
  /// (Cover.JPG, FOLDER.jpg and cover.jpeg all count).
  static func preferredImage(among names: [String]) -> String? {
    var byLowercased: [String: String] = [:]
    for name in names.sorted() { byLowercased[name.lowercased()] = byLowercased[name.lowercased()] ?? name }
    for base in preferredNames {
      for ext in imageExtensions {
        if let actual = byLowercased[base + "." + ext] { return actual }
      }
    }
    return nil
  }

  private static func folderOf(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
