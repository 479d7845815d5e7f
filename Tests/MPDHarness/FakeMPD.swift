import Foundation

/// A hostile MPD on a Unix socket, for what a real `mpd` never does: trickle a reply, stall in
/// the middle of one, flood, send a line of 200 MB or claim a 4 GB cover. It greets like MPD
/// 0.23 and answers the commands ipodtui sends with a small, empty server's replies; the test's
/// `answer` takes over any command it wants (returning true), writing through `Reply`, which
/// says false once the client or the fake is gone, so a trickle or flood ends with the test.
public final class FakeMPD: @unchecked Sendable {
  /// One client connection's writing end.
  public final class Reply: @unchecked Sendable {
    let fd: Int32
    let fake: FakeMPD
    init(fd: Int32, fake: FakeMPD) {
      self.fd = fd
      self.fake = fake
    }

    /// Writes all of `bytes`; false when the client went away or the fake stopped.
    @discardableResult public func write(_ bytes: [UInt8]) -> Bool {
      var sent = 0
      while sent < bytes.count {
        if fake.isStopped { return false }
        let n = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        if n < 0, errno == EINTR { continue }
        if n <= 0 { return false }
        sent += n
      }
      return true
    }

    @discardableResult public func write(_ text: String) -> Bool { write(Array(text.utf8)) }

    /// Waits `seconds` (the fake's own pace, not a test's wait); false once the fake stopped.
    public func pause(_ seconds: Double) -> Bool {
      let end = Date().addingTimeInterval(seconds)
      while Date() < end {
        if fake.isStopped { return false }
        usleep(10_000)
      }
      return !fake.isStopped
    }
  }

  public let folder: String
  public var socketPath: String { folder + "/socket" }
  private let listener: Int32
  private let answer: @Sendable (String, Reply) -> Bool
  private let lock = NSLock()
  private var stopped = false
  private var clients: [Int32] = []
  private var received: [String] = []

  /// Listens at once; `answer` sees every command line first.
  public init(answer: @escaping @Sendable (_ command: String, _ reply: Reply) -> Bool = { _, _ in false }) throws {
    folder = NSTemporaryDirectory() + "ipodtui-fakempd-\(getpid())-\(UUID().uuidString.prefix(6))"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    // libmpdclient writes without MSG_NOSIGNAL: a client writing to a socket this fake (or the
    // client's own close) shut down gets SIGPIPE, which ipodtui ignores (SignalPipe) and so do
    // the tests that use the fake.
    signal(SIGPIPE, SIG_IGN)
    self.answer = answer
    listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let path = Array((folder + "/socket").utf8CString)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (i, byte) in path.prefix(raw.count - 1).enumerated() { raw[i] = UInt8(bitPattern: byte) }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard bound == 0, listen(listener, 16) == 0 else { throw CocoaError(.fileWriteUnknown) }
    Thread { [self] in acceptLoop() }.start()
  }

  deinit { stop() }

  var isStopped: Bool { lock.withLock { stopped } }

  /// Every command line received so far, from all connections.
  public var commands: [String] { lock.withLock { received } }

  /// Closes the listener and every connection; trickles and floods end at their next write.
  public func stop() {
    let fds: [Int32]? = lock.withLock {
      guard !stopped else { return nil }
      stopped = true
      return clients
    }
    guard let fds else { return }
    Glibc.shutdown(listener, Int32(SHUT_RDWR))
    for fd in fds { Glibc.shutdown(fd, Int32(SHUT_RDWR)) }
    try? FileManager.default.removeItem(atPath: folder)
  }

  private func acceptLoop() {
    while !isStopped {
      let fd = accept(listener, nil, nil)
      if fd < 0 {
        if errno == EINTR { continue }
        break
      }
      lock.withLock { clients.append(fd) }
      Thread { [self] in serve(fd) }.start()
    }
    Glibc.close(listener)
  }

  private func serve(_ fd: Int32) {
    let reply = Reply(fd: fd, fake: self)
    defer { Glibc.close(fd) }
    guard reply.write("OK MPD 0.23.0\n") else { return }
    var pending: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !isStopped {
      let n = Glibc.recv(fd, &buffer, buffer.count, 0)
      if n < 0, errno == EINTR { continue }
      if n <= 0 { return }
      pending += buffer[0..<n]
      while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[..<end], as: UTF8.self)
        pending.removeSubrange(...end)
        lock.withLock { received.append(line) }
        if !answer(line, reply) { standard(line, reply) }
      }
    }
  }

  /// An empty server's answers: no songs, stopped, no pictures; `idle` waits for `noidle`.
  private func standard(_ line: String, _ reply: Reply) {
    let word = line.split(separator: " ").first.map(String.init) ?? ""
    switch word {
    case "idle": break
    case "stats": reply.write("songs: 0\ndb_update: 1\nOK\n")
    case "status":
      reply.write(
        "volume: -1\nrepeat: 0\nrandom: 0\nsingle: 0\nconsume: 0\nplaylist: 1\nplaylistlength: 0\nstate: stop\nOK\n")
    case "albumart", "readpicture": reply.write("ACK [50@0] {\(word)} No file exists\n")
    default: reply.write("OK\n")
    }
  }
}
