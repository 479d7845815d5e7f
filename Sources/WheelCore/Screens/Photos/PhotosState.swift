/// Photos: what the pictures folder holds, the album open in the grid and its selection,
/// the decoded thumbnails and full-screen pictures (each bounded), and a running slideshow.
public struct PhotosState: Equatable, Sendable {
  /// Nil until the walk of the pictures folder has answered.
  public internal(set) var listing: PhotoListing?
  /// The album shown in the grid, full screen or the slideshow (0: Photo Library).
  public internal(set) var album = 0
  public internal(set) var cursor = PhotoGridCursor()
  /// Thumbnails: 20 MiB, some 250 at the largest (192x144 pixels, `PhotoGridLayout.maxThumbnail`,
  /// 83 KB each) and more when they are smaller, however many photos the folder has.
  public internal(set) var thumbnails = PhotoPictures(budget: 20 << 20, inFlight: 6)
  /// Full-screen pictures: the one shown, its neighbours ahead, the transition's other one
  /// (kept while in use whatever their size), and within 32 MiB those seen before them.
  public internal(set) var full = PhotoPictures(budget: 32 << 20, inFlight: 2)
  public internal(set) var slideshow: Slideshow?
  /// The slideshow paused the music, so resuming it plays the music again.
  var pausedMusic = false

  public init() {}

  /// How many photos the open album has.
  public var albumCount: Int { listing?.count(ofAlbum: album) ?? 0 }

  /// The path of the album's photo at `position`.
  public func path(at position: Int) -> String? { listing?.path(album: album, position: position) }

  /// The selected photo's path (the one full screen shows).
  public var selectedPath: String? { path(at: cursor.selected) }

  /// A new listing: the decoded pictures may be stale, and the open album may be gone.
  mutating func received(_ listing: PhotoListing) {
    self.listing = listing
    thumbnails.removeAll()
    full.removeAll()
    slideshow = nil
    if album > listing.albums.count { album = 0 }
    cursor = PhotoGridCursor(selected: min(cursor.selected, max(0, albumCount - 1)))
  }

  mutating func received(_ decode: PhotoDecode) {
    switch decode.request.purpose {
    case .thumbnail: thumbnails.store(decode)
    case .full: full.store(decode)
    }
  }

  /// Whether the album's photo at `position` can be shown full screen: decoded (true), failed
  /// (false), or not yet known (nil).
  func fullReady(_ position: Int) -> Bool? {
    guard let path = path(at: position) else { return false }
    if full.picture(path) != nil { return true }
    return full.problem(path) != nil ? false : nil
  }
}
