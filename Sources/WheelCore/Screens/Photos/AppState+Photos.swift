/// Photos' part of the app: the listing and decoded pictures arriving, the density pictures
/// are drawn at, and starting a slideshow with its music.
extension AppState {
  mutating func receivePhotos(_ event: Event) -> [Effect] {
    switch event {
    case .photosListed(let listing):
      photos.received(listing)
      // The albums under an open grid may have changed: back to the list of albums.
      if let open = stack.firstIndex(where: { if case .photo(let page) = $0.screen { page.showsAlbum } else { false } })
      {
        stack.removeSubrange(open...)
      }
      clampCursor()
    case .photoDecoded(let decode): photos.received(decode)
    default: break
    }
    return []
  }

  /// Pixels a cell for photos: the terminal's real pixels, or half blocks (one across, two
  /// down).
  var photoDensity: Size { pixelsPerCell ?? Size(width: 1, height: 2) }

  /// Starts the slideshow of the open album at `position`, with its music.
  mutating func startSlideshow(from position: Int) -> [Effect] {
    let count = photos.albumCount
    guard count > 0 else { return [] }
    photos.slideshow = Slideshow(
      album: photos.album, count: count, startingAt: position, settings: settings.pictures, at: now,
      seed: shuffler.next())
    photos.pausedMusic = false
    push(.photo(.slideshow))
    return slideshowMusic()
  }

  /// Slideshow Settings > Music: a playlist or the library shuffled starts from its first
  /// song (staying on the slideshow); Now Playing and Off leave the music as it is.
  private mutating func slideshowMusic() -> [Effect] {
    let tracks: [Int32]
    switch settings.pictures.music {
    case .off, .nowPlaying: return []
    case .shuffleSongs:
      tracks = shuffler.shuffleSongs(library.index.songs)
    case .playlist(let name):
      guard let p = library.playlists.firstIndex(where: { $0.name == name }) else {
        showNotice("No playlist \(name)")
        return []
      }
      let songs = library.tracks(of: .playlist(p))
      tracks = settings.shuffle == .off ? songs : shuffler.shuffleSongs(songs)
    }
    guard !tracks.isEmpty else { return [] }
    player.queue = PlayQueue(tracks: tracks)
    player.wheelMode = .volume
    return start(at: 0)
  }

  /// ▶❚❚ or the center during the show: pauses the slides and the music together, and on
  /// resuming plays again only music the slideshow paused.
  mutating func toggleSlideshowPause() -> [Effect] {
    guard var show = photos.slideshow else { return [] }
    show.togglePause(at: now)
    photos.slideshow = show
    if show.isPaused, player.status == .playing {
      photos.pausedMusic = true
      return playPause()
    }
    if !show.isPaused, photos.pausedMusic {
      photos.pausedMusic = false
      return playPause()
    }
    return []
  }

  /// Leaves the slideshow where it is: the grid (or full screen) under it shows its photo.
  mutating func endSlideshow() {
    photos.slideshow = nil
    photos.pausedMusic = false
    if screen == .photo(.slideshow) { pop() }
  }
}
