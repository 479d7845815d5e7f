import WheelCore

/// Where the menus' songs come from: the local folder (its cache and scanner) or an MPD
/// server's database. The core never learns which: a source reports through the same events
/// (`.libraryLoaded`, `.scanProgressed`, `.notice`, `.sourceStatus`) and answers the same
/// requests, so every screen works the same over both.
public protocol LibrarySource: AnyObject, Sendable {
  /// A short name for Settings > About's "Library" row: a folder, or `mpd://host`.
  var name: String { get }
  /// Starts loading in the background; nothing here may block the caller on disk or network.
  /// The first screen is drawn before any of it arrives.
  func start()
  /// The cover of the album the track at `path` belongs to, decoded to fit the box, or nil.
  /// Called off the UI thread (a cover can take a file read or a network round trip).
  func cover(forTrackAt path: String, fitting box: (width: Int, height: Int)) -> Picture?
  /// Stores a song's length as the player measured it (a file whose length was a guess);
  /// nothing may block the caller.
  func storeLength(ofSong id: Int64, seconds: Double)
  /// Stops background work and closes connections (at exit).
  func close()
}

extension LibrarySource {
  /// A server keeps its own lengths.
  public func storeLength(ofSong id: Int64, seconds: Double) {}
}
