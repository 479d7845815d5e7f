import Foundation
import Platform
import Synchronization

/// Paths the engine can open for every song, and the way back.
///
/// A file whose name is not valid UTF-8 cannot travel as a Swift String, so it is played
/// through a symlink with a plain name in a private folder; the engine's reports about the link
/// are translated back to the song's own path. Made before the engine opens and shared by the
/// engine's report handler (any thread) and the player (UI thread); the map is guarded.
public final class TrackLinks: Sendable {
  private let folder: String
  private let linkToTrack = Mutex<[String: String]>([:])

  /// Links go in `folder` (created on first use, mode 700; one per process).
  public init(folder: String = NSTemporaryDirectory() + "ipodtui-\(getuid())-\(getpid())") {
    self.folder = folder
  }

  /// The path to hand the engine: `path` itself, or a link named after the song's id that
  /// points at the raw bytes (`rawPath`, set when the name is not UTF-8).
  public func enginePath(for path: String, rawPath: [UInt8]?, id: Int64) -> String {
    guard let raw = rawPath else { return path }
    let ext = path.split(separator: ".").last.map { "." + $0 } ?? ""
    let link = folder + "/track-\(id)" + ext
    mkdir(folder, 0o700)
    unlink(link)
    let ok = (raw + [0]).withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) { symlink($0.baseAddress!, link) == 0 }
    }
    guard ok else { return path }
    linkToTrack.withLock { $0[link] = path }
    return link
  }

  /// The song's own path for a path the engine reports (a link, or the path itself).
  public func trackPath(for enginePath: String) -> String {
    linkToTrack.withLock { $0[enginePath] } ?? enginePath
  }

  /// Removes the links' folder (at exit).
  public func removeAll() {
    try? FileManager.default.removeItem(atPath: folder)
  }
}
