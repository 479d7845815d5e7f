/// Plays, skips and ratings: what listening and the rating page write into the user's data.
extension AppState {
  /// A play counted (`ListenMeter`'s rule): one more play, and now is its last played date.
  mutating func recordPlay(of song: Track) -> [Effect] {
    guard let r = record(of: song) else { return [] }
    userData.data.songs[r].plays += 1
    if let wall = wallNow { userData.data.songs[r].lastPlayed = wall.rounded(.down) }
    return userDataChanged()
  }

  /// The song was left before its play counted.
  mutating func recordSkip(of song: Track) -> [Effect] {
    guard let r = record(of: song) else { return [] }
    userData.data.songs[r].skips += 1
    return userDataChanged()
  }

  /// The wheel on the rating page: stars up or down, 0...5, a click per star moved. With
  /// Settings > Rating Tags on Read & Write the file gets the rating too, once it stops playing.
  mutating func rateCurrentSong(by steps: Int) -> [Effect] {
    guard let t = player.queue?.current, let track = currentTrack, let r = userData.record(ofTrack: t) else {
      return []
    }
    if let reason = userData.ratingsReadOnly {
      showNotice(reason)
      return []
    }
    let before = rating(ofTrack: t)
    let stars = min(SongRecord.maxRating, max(0, before + steps))
    guard stars != before else { return [] }
    userData.data.songs[r].rating = stars
    if settings.writeRatingTags { userData.pendingRatingTag = .init(track: track, stars: stars) }
    return userDataChanged() + clicks(forRows: stars - before) + ratingTagsDue()
  }

  /// The rating waiting for its file, once that song is no longer the one being heard.
  mutating func ratingTagsDue() -> [Effect] {
    guard let tag = userData.pendingRatingTag, listening.track?.path != tag.track.path else { return [] }
    userData.pendingRatingTag = nil
    return [.writeRatingTag(tag.track, stars: tag.stars)]
  }
}
