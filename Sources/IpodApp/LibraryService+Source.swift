import MusicSource
import Pictures
import WheelCore

/// The local folder as a library source: its covers are files beside the songs or pictures in
/// their tags, decoded through one cache.
extension LibraryService: LibrarySource {
  var name: String { location.path }

  func cover(forTrackAt path: String, fitting box: (width: Int, height: Int)) -> Picture? {
    guard let source = CoverArt.find(forTrackAt: path) else { return nil }
    let key = PictureCache.Key(source: source, fitting: box, background: PictureLoader.defaultBackground)
    return try? covers.picture(key).get()
  }

  func close() {}
}
