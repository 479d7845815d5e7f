import Foundation
import MPDHarness
import PulseHarness
import Testing
import WheelCore

@testable import MusicServer

/// Servers that misbehave (`FakeMPD`): whatever they do, closing the adapter returns at once
/// (quit always wins), and a reply over a stated bound is refused with a notice naming it.
@Suite struct HostileMPDTests {
  static func connect(_ fake: FakeMPD) -> (MPDServer, EventRecorder) {
    let events = EventRecorder()
    let server = MPDServer(address: MPDAddress(host: fake.socketPath), post: events.post)
    server.library.start()
    return (server, events)
  }

  /// The bound a quit is held to, less the terminal's restore and the process's exit.
  static let closeBound = 0.5

  @Test(arguments: MPDHostility.allCases) func closeReturnsAtOnceWhateverTheServerDoes(_ hostility: MPDHostility) throws
  {
    let fake = try FakeMPD(answer: hostility.answer)
    defer { fake.stop() }
    let (server, _) = Self.connect(fake)
    switch hostility {
    case .trickle, .stallMidReply, .flood:
      #expect(waitFor(timeout: 10) { fake.commands.contains { $0.hasPrefix("find") } }, "the loader is in a reply")
    case .stallCover:
      let library = server.library
      Thread.detachNewThread { _ = library.cover(forTrackAt: "Artist 0/Album 0/0.mp3", fitting: (8, 8)) }
      #expect(waitFor(timeout: 10) { fake.commands.contains { $0.hasPrefix("albumart") } }, "a cover is on its way")
    case .stallStatus:
      // The watcher asks for `status` at once; resuming asks again, on the player's own link.
      #expect(waitFor(timeout: 10) { fake.commands.filter { $0 == "status" }.count >= 1 }, "the watcher waits")
      server.player.resume()
      server.player.stop()
      #expect(waitFor(timeout: 10) { fake.commands.filter { $0 == "status" }.count >= 2 }, "a command waits")
    }
    let took = Deadline.seconds(within: 5) { server.close() }
    #expect(took != nil, "close returned (it waited on the \(hostility) server)")
    if let took { #expect(took < Self.closeBound, "close took \(took) s") }
  }

  /// libmpdclient reads each reply line into a buffer of its own size: one longer line (a
  /// runaway tag, a broken server) is refused with a notice naming the bound, never shown as an
  /// empty Songs list without a word.
  @Test func aReplyLineOverTheBoundIsRefusedWithANotice() throws {
    let fake = try FakeMPD { command, reply in
      guard command.hasPrefix("find") else { return false }
      reply.write("file: " + String(repeating: "a", count: 8 << 20) + "\nOK\n")
      return true
    }
    defer { fake.stop() }
    let (server, events) = Self.connect(fake)
    defer { server.close() }
    let bound = "\(MPDConnection.lineLimit / 1024) KiB"
    #expect(
      waitFor(timeout: 10) { events.notices.contains { $0.contains("line") && $0.contains(bound) } },
      "\(events.notices)")
  }

  /// A tag just under the bound still loads.
  @Test func aLineUnderTheBoundLoads() throws {
    let title = String(repeating: "t", count: MPDConnection.lineLimit - 100)
    let fake = try FakeMPD { command, reply in
      guard command.hasPrefix("find") else { return false }
      reply.write(MPDHostility.window(of: command).lowerBound == 0 ? "file: a.mp3\nTitle: \(title)\nOK\n" : "OK\n")
      return true
    }
    defer { fake.stop() }
    let (server, events) = Self.connect(fake)
    defer { server.close() }
    #expect(waitFor(timeout: 10) { events.library?.tracks.first?.title == title })
  }

  /// A cover that claims more than `MPDLibrary.maxPicture` in all, or a chunk larger than
  /// asked for, is refused before its bytes are read: a notice names it, and the call returns
  /// at once instead of waiting out the connection's timeout on a server that stalls.
  @Test(arguments: ["size: 4294967296\nbinary: 262144\n", "size: 1000\nbinary: 4294967296\n"])
  func anOversizedCoverIsRefusedWithANotice(_ header: String) throws {
    let fake = try FakeMPD { command, reply in
      guard command.hasPrefix("albumart") else { return false }
      reply.write(header + String(repeating: "x", count: 1000))  // then stalls
      return true
    }
    defer { fake.stop() }
    let (server, events) = Self.connect(fake)
    defer { server.close() }
    let library = server.library
    let took = Deadline.seconds(within: 5) { #expect(library.cover(forTrackAt: "A/B/c.mp3", fitting: (8, 8)) == nil) }
    #expect(took != nil && took! < 1, "the cover took \(took.map { "\($0) s" } ?? "over 5 s")")
    #expect(
      waitFor(timeout: 5) {
        events.notices.contains { $0.contains("cover") && $0.contains("A/B") && $0.contains("16 MiB") }
      }, "\(events.notices)")
  }
}
