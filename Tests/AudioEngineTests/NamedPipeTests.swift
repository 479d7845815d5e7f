import AudioEngine
import Foundation
import PulseHarness
import Testing

/// A named pipe with a song's name (`x.mp3`) is refused at once with a reason: FFmpeg opens by
/// path, and an `open` of a FIFO waits for a writer that never comes, which once stopped
/// playback for the rest of the session.
@Suite struct NamedPipeTests {
  @Test(arguments: ["mp3", "m4a", "flac"])
  func aNamedPipeNamedLikeASongIsRefusedWithoutWaiting(_ ext: String) throws {
    let path = FileDevice.path("pipe-\(UUID().uuidString.prefix(6)).\(ext)")
    FIFO.make(path)
    defer {
      FIFO.release(path)
      unlink(path)
    }
    let refusal = Refusal()
    let finished = Deadline.finishes(within: 5) {
      do {
        _ = try Decoder.decode(path: path)
      } catch {
        refusal.record("\(error)")
      }
    }
    #expect(finished, "decoding a FIFO waited for a writer")
    #expect(refusal.reason?.contains("not a regular file") == true, "\(refusal.reason ?? "no error")")
    #expect(Deadline.finishes(within: 5) { _ = ChapterReader.read(path: path) }, "reading its chapters waited")
  }
}

/// The error a detached decode reports, read back by the test.
private final class Refusal: @unchecked Sendable {
  private let lock = NSLock()
  private var text: String?
  func record(_ reason: String) { lock.withLock { text = reason } }
  var reason: String? { lock.withLock { text } }
}
