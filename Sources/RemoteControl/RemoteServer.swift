import Foundation
import Glibc
import WheelCore

/// The socket `ipodtui remote` talks to, served on its own thread: one request line per
/// connection, answered once the core has acted on it (so `remote next; remote status` shows
/// the next song). Only the instance that holds the write lock opens it.
public final class RemoteServer: @unchecked Sendable {
  public let path: String
  private let board: PlayerBoard
  private let listener: Int32
  private let finished = DispatchSemaphore(value: 0)
  /// How long to wait for the UI loop to take a command before telling the client it failed.
  static let answerTimeout = 5.0
  /// How long a client has to send its request line (and to take its answer).
  static let clientDeadline = 2.0
  /// Clients served at once; past it the longest-silent one is cut off (see `RemoteClientSlots`).
  static let maxClients = 16
  private let slots = RemoteClientSlots(capacity: maxClients)

  /// Opens the socket at `path` and starts serving; nil when it cannot (the path is too long,
  /// the folder is missing, another live ipodtui answers there).
  /// Why a path cannot be opened (`OpenablePath.problem`; tests of songs that exist only in
  /// the core pass a stand-in).
  private let openable: @Sendable (String) -> String?

  public init?(
    path: String, board: PlayerBoard, openable: @escaping @Sendable (String) -> String? = OpenablePath.problem
  ) {
    if let fd = try? UnixSocket.connect(to: path) {
      close(fd)  // someone (an ipodtui with other state folders) already answers there
      return nil
    }
    guard let fd = try? UnixSocket.listen(at: path) else { return nil }
    self.path = path
    self.board = board
    self.openable = openable
    listener = fd
    Thread.detachNewThread { [self] in serve() }
  }

  /// Stops serving, removes the socket file and waits (briefly) for the thread to end.
  public func stop() {
    shutdown(listener, Int32(SHUT_RDWR))  // wakes the accept loop's poll with an error
    _ = finished.wait(timeout: .now() + 2)
  }

  private func serve() {
    defer {
      unlink(path)
      close(listener)
      finished.signal()
    }
    while true {
      let client = accept(listener, nil, nil)
      if client < 0, errno == EINTR || errno == ECONNABORTED { continue }
      guard client >= 0 else { return }  // shut down by stop()
      _ = fcntl(client, F_SETFD, FD_CLOEXEC)
      // A client that does not read its answer must not hold its thread for ever either.
      var limit = timeval(tv_sec: Int(Self.clientDeadline), tv_usec: 0)
      setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
      guard slots.admit(client) else {
        _ = UnixSocket.writeAll(
          RemoteMessage.encode(RemoteMessage.Reply(ok: false, output: "ipodtui is busy")), to: client)
        close(client)
        continue
      }
      Thread.detachNewThread { [self] in
        answer(client)
        slots.release(client)
        close(client)
      }
    }
  }

  private func answer(_ client: Int32) {
    let reply: RemoteMessage.Reply
    if let line = UnixSocket.readLine(from: client, timeout: Self.clientDeadline),
      let request = RemoteMessage.decode(RemoteMessage.Request.self, from: line)
    {
      slots.answering(client)
      reply = Self.reply(to: request.words, board: board, openable: openable)
    } else {
      reply = .init(ok: false, output: "unreadable request")
    }
    _ = UnixSocket.writeAll(RemoteMessage.encode(reply), to: client)
  }

  /// The answer to one request: status from the latest snapshot; a command once it is handled.
  static func reply(
    to words: [String], board: PlayerBoard, timeout: Double = answerTimeout,
    openable: (String) -> String? = OpenablePath.problem
  ) -> RemoteMessage.Reply {
    let request: RemoteRequest
    do {
      request = try RemoteRequest.parse(words)
    } catch {
      return .init(ok: false, output: error.message)
    }
    switch request {
    case .status(let json):
      let report = StatusReport(board.latest.snapshot)
      return .init(ok: true, output: json ? report.json : report.text)
    case .command(let command):
      if case .open(let path) = command, let problem = openable(path) { return .init(ok: false, output: problem) }
      let number = board.send(command)
      guard let snapshot = board.waitUntilHandled(number, timeout: timeout) else {
        return .init(ok: false, output: "ipodtui did not answer in time")
      }
      // A later command may already have been handled; its outcome is not this one's.
      if snapshot.remoteCommandsHandled == number, let error = snapshot.lastRemoteError {
        return .init(ok: false, output: error)
      }
      return .init(ok: true, output: "")
    }
  }
}
