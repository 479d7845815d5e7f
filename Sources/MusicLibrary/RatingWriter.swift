import CTagReader
import Platform

/// Puts a star rating into a song's file (Settings > Rating Tags on Read & Write only: a
/// player does not touch the user's files unasked). The scales are the ones other players
/// read: ID3v2 POPM for MP3, RATING for FLAC/Ogg/Opus, `rate` for MP4 (see CTagReader.h).
public enum RatingWriter {
  /// True when the file now holds the rating; false for a format without one, or a file that
  /// cannot be written.
  public static func write(stars: Int, toFileAt path: [UInt8]) -> Bool {
    // TagLib opens by path: a FIFO named like the song would block it.
    guard (0...5).contains(stars), RegularFile.isRegular(RawPath(bytes: path).display) else { return false }
    return RawPath(bytes: path).withCString { ipod_write_rating($0, Int32(stars)) } == 1
  }
}
