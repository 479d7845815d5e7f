/// Where an album's cover comes from: an image file beside the tracks, or a picture embedded
/// in a track's tags. A value (not bytes) so it can key caches and cross threads cheaply.
public enum ArtSource: Hashable, Sendable {
  case file(String)
  /// The path of the track whose tags hold the picture.
  case embedded(String)
}
