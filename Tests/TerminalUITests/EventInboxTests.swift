import Testing
import WheelCore

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct EventInboxTests {
  @Test func postsFromOtherThreadsArriveInOrderAndWakeTheLoop() async {
    let inbox = EventInbox()
    await withTaskGroup(of: Void.self) { group in
      for t in 0..<4 {
        group.addTask { for i in 0..<100 { inbox.post(.ticked(at: Double(t * 1000 + i))) } }
      }
    }
    var fd = pollfd(fd: inbox.wake.readEnd, events: Int16(POLLIN), revents: 0)
    #expect(poll(&fd, 1, 0) == 1)
    let events = inbox.takeAll()
    #expect(events.count == 400)
    for t in 0..<4 {
      let times = events.compactMap { e -> Double? in
        if case .ticked(let at) = e, Int(at) / 1000 == t { return at }
        return nil
      }
      #expect(times == times.sorted())
    }
    #expect(poll(&fd, 1, 0) == 0, "taking drains the wake pipe")
  }

  @Test func eventLogLines() {
    #expect(EventLog.describe(.pointerDragged(Point(x: 3, y: 4), time: 1)) == "drag 3 4")
    #expect(EventLog.describe(.keyPressed(.character("q"), time: 1)) == "key 'q'")
    #expect(EventLog.describe(.keyPressed(.up, time: 1)) == "key up")
    #expect(EventLog.describe(.resized(Size(width: 20, height: 8))) == "resize 20x8")
    #expect(EventLog.describe(.ticked(at: 1)) == nil)
    // The end of a scan, so a test can wait for the core to have it; not its progress.
    #expect(EventLog.describe(.scanProgressed(.finished(songs: 12, skipped: 1))) == "scan finished 12 songs")
    #expect(EventLog.describe(.scanProgressed(.failed("No music folder"))) == "scan failed")
    #expect(EventLog.describe(.scanProgressed(.scanning(done: 1, total: 2))) == nil)
  }
}
