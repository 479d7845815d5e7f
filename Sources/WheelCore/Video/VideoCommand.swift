/// What the core asks the video adapter to do (carried by `Effect.video`).
public enum VideoCommand: Sendable, Equatable {
  /// Play `path` from `at` seconds, its frames fitted inside `width` x `height` pixels (two
  /// pixels a cell, one above the other), its sound through the music output. `generation`
  /// comes back on every frame (see `VideoFrame`).
  case play(path: String, at: Double, width: Int, height: Int, generation: Int)
  case pause
  case resume
  /// Go to `to` seconds; frames from then on carry `generation`.
  case seek(to: Double, generation: Int)
  /// Frames fitted inside a new size from now on (the terminal was resized).
  case resize(width: Int, height: Int)
  /// Stop the picture and its sound.
  case stop
}
