/// What the video adapter tells the core.
public enum VideoEvent: Sendable, Equatable {
  /// The videos found in the videos folder (`VideoNaming` has filed each).
  case listed([VideoItem])
  /// The playlist files found in the videos folder.
  case playlistsListed([VideoPlaylist])
  /// The file opened: its length and its picture's size.
  case started(path: String, duration: Double, width: Int, height: Int)
  /// A frame is due now (the adapter keeps time by the audio clock).
  case frame(VideoFrame)
  /// The last frame was shown and the sound has ended.
  case finished(path: String)
  /// The file cannot be played (no video stream, a broken file); `reason` is for the user.
  case failed(path: String, reason: String)
}
