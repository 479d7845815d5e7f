import Foundation
import IpodDevice
import Platform
import WheelCore

/// Settings > Fill iPod's copies, one at a time on a queue of their own: the iPod opened, the
/// songs copied and converted (`IpodDatabase.fill`), the progress reported at most ten times a
/// second, and a notice at the end saying what was copied, passed over, or why it stopped.
final class IpodFillService: @unchecked Sendable {
  private let post: @Sendable (Event) -> Void
  private let queue = DispatchQueue(label: "ipodtui.ipod-fill", qos: .utility)
  private let lock = NSLock()
  /// The copy under way's cancel (nil between copies).
  private var running: IpodFillCancel?

  init(post: @escaping @Sendable (Event) -> Void) {
    self.post = post
  }

  func start(_ request: IpodFillRequest) {
    let cancel = IpodFillCancel()
    lock.withLock { running = cancel }
    let post = self.post
    queue.async { [self] in
      defer { lock.withLock { running = nil } }
      let items = request.tracks.map { track in
        IpodFillItem(
          path: track.path, title: track.title, artist: track.artist, album: track.album,
          albumArtist: track.albumArtist, genre: track.genre, composer: track.composer,
          trackNumber: track.trackNumber, discNumber: track.discNumber, year: track.year, seconds: track.duration)
      }
      var last = 0.0
      var status = IpodFillStatus(list: request.list, total: items.count)
      do {
        let database = try IpodDatabase(mountPoint: request.ipod)
        let report = try database.fill(items, playlist: request.list, cancel: cancel) { progress in
          let now = MonotonicClock.now()
          guard now - last >= 0.1 || progress.fraction >= 1 else { return }
          last = now
          status.done = progress.done
          status.present = progress.present
          status.title = progress.title
          status.fraction = progress.fraction
          status.secondsLeft = progress.secondsLeft
          post(.ipodFillProgressed(status))
        }
        status.done = report.copied
        status.present = report.present
        post(.notice(Self.summary(report, list: request.list)))
      } catch {
        post(.notice("Fill iPod: \(error)"))
      }
      status.finished = true
      status.fraction = max(status.fraction, 0)
      post(.ipodFillProgressed(status))
    }
  }

  func cancel() {
    lock.withLock { running?.cancel() }
  }

  /// At quit: a copy under way is cancelled and given `seconds` to finish the song it converts
  /// off and write the database with the songs already copied (else they would be files the
  /// database does not name).
  func finish(within seconds: Double) {
    cancel()
    let done = DispatchSemaphore(value: 0)
    queue.async { done.signal() }
    _ = done.wait(timeout: .now() + seconds)
  }

  /// "Copied 12 songs of Road Trip to the iPod (5 converted); 3 already on it; 1 passed over:
  /// notes.txt (the iPod can't play it)".
  static func summary(_ report: IpodFillReport, list: String) -> String {
    var text =
      (report.cancelled ? "Cancelled: copied " : "Copied ")
      + "\(report.copied) song\(report.copied == 1 ? "" : "s") of \(list) to the iPod"
    if report.converted > 0 { text += " (\(report.converted) converted)" }
    if report.present > 0 { text += "; \(report.present) already on it" }
    if let first = report.skipped.first {
      let name = (first.path as NSString).lastPathComponent
      text += "; \(report.skipped.count) passed over: \(name) (\(first.why))"
    }
    return text
  }
}
