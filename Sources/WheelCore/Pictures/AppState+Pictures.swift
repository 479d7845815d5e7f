extension AppState {
  /// Starts a pass over the bounded picture caches before the screen asks for its pictures:
  /// what the screen marks from here on (what it shows) is what eviction spares, so pictures
  /// a screen left behind become evictable while those in view never make room for each other.
  mutating func startPicturePass() {
    covers.startPass()
    photos.thumbnails.startPass()
    photos.full.startPass()
  }
}
