/// Videos > Video Settings, as on the 5G: whether a picture is shown whole (letterboxed) or
/// fills the display, and how the list a video was chosen from plays on (Repeat, Shuffle; kept
/// apart from the music's, as the iPod keeps them).
public struct VideoSettings: Equatable, Sendable {
  public var fit = VideoFit.fit
  public var repeatMode = RepeatMode.off
  public var shuffle = false

  public init(fit: VideoFit = .fit, repeatMode: RepeatMode = .off, shuffle: Bool = false) {
    self.fit = fit
    self.repeatMode = repeatMode
    self.shuffle = shuffle
  }

  static var fields: [SavedField<Settings>] {
    [
      .value("video-fit", \.video.fit, .token),
      .value("video-repeat", \.video.repeatMode, .token),
      .value("video-shuffle", \.video.shuffle, .onOff),
    ]
  }
}

/// A picture of another shape than the display: whole with black bars ("Fit to Screen" on), or
/// filling the display with its overflowing sides cut off.
public enum VideoFit: String, Sendable, CaseIterable {
  case fit = "Fit"
  case fill = "Fill"
}
