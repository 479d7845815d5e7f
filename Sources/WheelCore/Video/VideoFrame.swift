/// One picture of a playing video, converted by the adapter to the pixels asked for (see
/// `VideoCommand.play`), with the time in the video it belongs to. The core only shows it:
/// the adapter decided, from the audio clock, that now is its time.
public struct VideoFrame: Equatable, Sendable {
  public var path: String
  /// Seconds into the video.
  public var pts: Double
  public var picture: Picture
  /// Which play or seek of the video it belongs to (see `VideoPlayerState.generation`), so a
  /// frame decoded before a seek cannot be shown after it.
  public var generation: Int

  public init(path: String, pts: Double, picture: Picture, generation: Int) {
    self.path = path
    self.pts = pts
    self.picture = picture
    self.generation = generation
  }
}
