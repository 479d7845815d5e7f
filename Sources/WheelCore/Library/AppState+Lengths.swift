/// Song lengths that turn out different from what the library stored: a file that records
/// no length (an MP3 without a Xing header) is first listed with an estimate, corrected by
/// the library's frame count after the scan or by the engine once it has decoded the song.
extension AppState {
  /// Differences below this are rounding (the library keeps milliseconds).
  static let lengthTolerance = 0.002

  /// The library's pass stored better lengths: show them. A loaded song's player length
  /// came from the engine, which measured it already.
  mutating func lengthsCorrected(_ lengths: [Int64: Double]) {
    for (id, seconds) in lengths {
      guard let position = library.index.position(ofID: id) else { continue }
      library.index.setDuration(seconds, ofTrackAt: position)
      if !player.loaded, player.queue?.current == position { player.duration = PlayerState.sane(seconds) }
    }
  }

  /// The engine decoded the current song to its end: when its count differs from the
  /// library's length, the library takes it and asks for it to be stored.
  mutating func trackMeasured(path: String, duration: Double) -> [Effect] {
    guard duration > 0, let position = player.queue?.current, library.index.tracks.indices.contains(Int(position))
    else { return [] }
    let track = library.index[position]
    guard track.path == path, abs(track.duration - duration) >= Self.lengthTolerance else { return [] }
    library.index.setDuration(duration, ofTrackAt: position)
    return [.storeLength(songID: track.id, seconds: duration)]
  }
}
