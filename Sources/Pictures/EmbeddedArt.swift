import CArtReader
import Platform

/// The picture stored in a track's tags, read through TagLib (see CArtReader for the formats).
enum EmbeddedArt {
  /// The cover's image bytes as stored (JPEG or PNG usually), or nil when there is none.
  static func bytes(inTrackAt path: String) -> [UInt8]? {
    var data: UnsafeMutablePointer<UInt8>?
    var size = 0
    // TagLib opens by path: a FIFO named like a song would block the cover's screen.
    guard RegularFile.isRegular(path) else { return nil }
    guard ipod_read_embedded_art(path, &data, &size) == 1, let data else { return nil }
    defer { ipod_art_free(data) }
    return Array(UnsafeBufferPointer(start: data, count: size))
  }
}
