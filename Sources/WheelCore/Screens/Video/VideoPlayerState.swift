/// The video on screen: which one, whether it plays, the frame shown and where it is.
///
/// Frames arrive as events (`VideoEvent.frame`) holding a picture already converted to the
/// display's pixels, so the state is a plain value: replayable, and painted like any picture.
public struct VideoPlayerState: Equatable, Sendable {
  public enum Status: Equatable, Sendable { case idle, loading, playing, paused }
  /// The wheel sets the volume, or seeks after a press of the center (as on Now Playing).
  public enum WheelMode: Equatable, Sendable { case volume, scrub }

  public internal(set) var item: VideoItem?
  /// The list the video was chosen from, its rows in the order they play (shuffled or not) and
  /// where in that order this one is: what plays when it ends (`VideoSettings`).
  public internal(set) var list: VideoList?
  public internal(set) var order: [Int] = []
  public internal(set) var place = 0
  public internal(set) var status = Status.idle
  /// Seconds into the video of the frame shown (or of the seek target until it arrives).
  public internal(set) var position = 0.0
  public internal(set) var duration = 0.0
  public internal(set) var frame: VideoFrame?
  /// Bumped by every play and seek: frames of an older one are not shown.
  public internal(set) var generation = 0
  public internal(set) var wheelMode = WheelMode.volume
  /// When the overlay (title, progress or volume) was last asked for: it shows for a while.
  public internal(set) var overlaySince: Double?
  /// When the wheel last changed the volume: the volume bar replaces the progress bar a while.
  public internal(set) var volumeSince: Double?
  /// The pixel box the adapter fits frames in.
  public internal(set) var requestedSize: Size?
  public internal(set) var framesShown = 0

  /// How long the title and progress stay after the start, a press or a turn.
  public static let overlaySeconds = 3.0

  public init() {}

  public var isActive: Bool { item != nil && status != .idle }

  /// Whether the title and progress bar cover the picture at `now`.
  public func showsOverlay(at now: Double) -> Bool {
    if status == .paused || status == .loading || wheelMode == .scrub { return true }
    guard let since = overlaySince else { return false }
    return now < since + Self.overlaySeconds
  }

  /// Whether the volume bar shows at `now` (the wheel turned it within the last moments).
  public func showsVolume(at now: Double) -> Bool {
    guard wheelMode == .volume, let since = volumeSince else { return false }
    return now < since + PlayerState.volumeBarSeconds
  }
}
