import DesktopHarness
import Foundation
import Testing
import WheelCore

@testable import RemoteControl

/// The client and the server over a real Unix socket, with a real core behind the board
/// (handling each posted command on another thread, as the UI loop does).
@Suite struct RemoteSocketTests {
  func folder() -> String {
    let path = "/tmp/ipodtui-remote-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  let tracks = CoreLoop.album

  @Test func commandsAreAnsweredOnceTheCoreHasActedOnThem() throws {
    let dir = folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let loop = CoreLoop(tracks: tracks)
    // The songs under /m exist only in the core here: the file check is stood in for.
    let server = try #require(RemoteServer(path: dir + "/s", board: loop.board, openable: { @Sendable _ in nil }))
    defer { server.stop() }
    func run(_ words: [String]) -> RemoteClient.Outcome {
      RemoteClient.run(words, socketPath: dir + "/s", currentDirectory: "/m")
    }

    #expect(run(["next"]) == .init(status: .failed, stdout: "", stderr: "ipodtui remote: Nothing to play\n"))
    #expect(run(["open", "A/1.flac"]).status == .done)  // relative to the client's folder
    #expect(run(["next"]).status == .done)
    // No wait needed: the reply came after the core handled `next`.
    let status = run(["status", "--json"])
    #expect(status.status == .done)
    #expect(status.stdout.contains(#""title":"Two""#))
    #expect(run(["volume", "20"]).status == .done)
    #expect(run(["status"]).stdout.contains("volume: 20%"))
    #expect(run(["volume", "200"]).status == .failed)
  }

  @Test func noServerMeansExitThreeWithAMessage() {
    let dir = folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let outcome = RemoteClient.run(["play"], socketPath: dir + "/none", currentDirectory: "/")
    #expect(outcome.status == .notRunning)
    #expect(outcome.status.rawValue == 3)
    #expect(outcome.stderr.contains("no ipodtui is running"))
    #expect(RemoteClient.run(["play"], socketPath: nil, currentDirectory: "/").status == .notRunning)
  }

  @Test func aStuckLoopIsAnErrorNotAHang() throws {
    let loop = CoreLoop(tracks: tracks)
    loop.stall()
    let reply = RemoteServer.reply(to: ["play"], board: loop.board, timeout: 0.2)
    #expect(reply == .init(ok: false, output: "ipodtui did not answer in time"))
  }

  @Test func aSecondServerDoesNotStealALiveSocketAndStopRemovesIt() throws {
    let dir = folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let loop = CoreLoop(tracks: tracks)
    let first = try #require(RemoteServer(path: dir + "/s", board: loop.board))
    #expect(RemoteServer(path: dir + "/s", board: loop.board) == nil)
    first.stop()
    #expect(!FileManager.default.fileExists(atPath: dir + "/s"))
    // A socket file left by a crash (nobody answers) is replaced.
    _ = FileManager.default.createFile(atPath: dir + "/s", contents: nil)
    let second = try #require(RemoteServer(path: dir + "/s", board: loop.board))
    second.stop()
  }

  /// 30 clients that connect and never send once made `remote status` wait 2 s behind each
  /// (then "no answer from ipodtui"): each client now has its own deadline and the silent
  /// ones never hold up another.
  @Test func silentClientsNeverBlockAnother() throws {
    let dir = folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let loop = CoreLoop(tracks: tracks)
    let server = try #require(RemoteServer(path: dir + "/s", board: loop.board))
    defer { server.stop() }
    let silent = try (0..<30).map { _ in try UnixSocket.connect(to: dir + "/s") }
    defer { for socket in silent { close(socket) } }
    let clock = ContinuousClock()
    let start = clock.now
    let status = RemoteClient.run(["status"], socketPath: dir + "/s", currentDirectory: "/")
    #expect(status.status == .done, "\(status.stderr)")
    #expect(clock.now - start < .seconds(1), "answered in \(clock.now - start)")
    // A silent client is let go at its deadline (2 s) with an error, not kept for ever.
    var pfd = pollfd(fd: silent[0], events: Int16(POLLIN), revents: 0)
    #expect(poll(&pfd, 1, 4_000) == 1, "the server answered or closed the silent client within its deadline")
  }

  /// `remote open` of a song of the library whose disk is gone once answered "done" though
  /// nothing could play; the server looks before it asks the core.
  @Test func openingASongWhoseFileIsGoneFails() throws {
    let dir = folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let loop = CoreLoop(tracks: tracks)  // its songs are under /m, which does not exist here
    let server = try #require(RemoteServer(path: dir + "/s", board: loop.board))
    defer { server.stop() }
    let outcome = RemoteClient.run(["open", "/m/A/1.flac"], socketPath: dir + "/s", currentDirectory: "/")
    #expect(outcome.status == .failed)
    #expect(outcome.stderr.contains("/m/A/1.flac"), "\(outcome.stderr)")
    #expect(RemoteClient.run(["open", "/dev/zero"], socketPath: dir + "/s", currentDirectory: "/").status == .failed)
  }

  @Test func helpPrintsUsageAndSucceeds() {
    for word in ["--help", "-h", "help"] {
      let outcome = RemoteClient.run([word], socketPath: nil, currentDirectory: "/")
      #expect(outcome.status == .done, "\(word)")
      #expect(outcome.stdout.contains("Usage: ipodtui remote"), "\(word)")
    }
  }
}
