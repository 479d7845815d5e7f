import AudioEngine
import Foundation
import WheelCore

@testable import IpodApp

/// The sound side of the Extras' clips, in memory: the clips that reached the preview voice,
/// the stops, and whether a device is open at all.
final class FakeClipOutput: ClipOutput, @unchecked Sendable {
  private let lock = NSLock()
  private let deviceOpen: Bool
  private var played: [Sound] = []
  private var stopped = 0
  private var pathsAsked: [String] = []

  init(deviceOpen: Bool = true) { self.deviceOpen = deviceOpen }

  var previews: [Sound] { lock.withLock { played } }
  var stops: Int { lock.withLock { stopped } }
  var enginePathsAsked: [String] { lock.withLock { pathsAsked } }

  var previewVoice: (@Sendable (Sound) -> Void)? {
    guard deviceOpen else { return nil }
    return { [self] sound in lock.withLock { played.append(sound) } }
  }

  func enginePath(_ track: Track) -> String {
    lock.withLock { pathsAsked.append(track.path) }
    return track.path
  }

  func stopPreview() { lock.withLock { stopped += 1 } }
}
