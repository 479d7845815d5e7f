import Glibc

/// `ipodtui remote …`: sends one request to the running ipodtui and prints its answer.
public enum RemoteClient {
  /// Exit statuses the issue promised to scripts.
  public enum Status: Int32 {
    case done = 0
    case failed = 1
    case notRunning = 3
  }

  public struct Outcome: Equatable {
    public var status: Status
    public var stdout: String
    public var stderr: String
  }

  /// Runs the request `words` against the socket at `socketPath`. Relative paths for `open`
  /// are made absolute against `currentDirectory` first: the server runs elsewhere.
  public static func run(_ words: [String], socketPath: String?, currentDirectory: String) -> Outcome {
    if words.count == 1, ["--help", "-h", "help"].contains(words[0]) {
      return Outcome(status: .done, stdout: RemoteRequest.usage + "\n", stderr: "")
    }
    var words = words
    if words.first == "open", words.count == 2, !words[1].hasPrefix("/") {
      words[1] = currentDirectory + "/" + words[1]
    }
    do {
      _ = try RemoteRequest.parse(words)
    } catch {
      return Outcome(status: .failed, stdout: "", stderr: "ipodtui remote: \(error.message)")
    }
    guard let socketPath else {
      return Outcome(
        status: .notRunning, stdout: "", stderr: "ipodtui remote: no ipodtui is running (no runtime or state folder)")
    }
    let fd: Int32
    do {
      fd = try UnixSocket.connect(to: socketPath)
    } catch {
      return Outcome(
        status: .notRunning, stdout: "",
        stderr: "ipodtui remote: no ipodtui is running (nothing answers at \(socketPath))")
    }
    defer { close(fd) }
    guard UnixSocket.writeAll(RemoteMessage.encode(RemoteMessage.Request(words: words)), to: fd),
      let line = UnixSocket.readLine(from: fd, timeout: RemoteServer.answerTimeout + 2),
      let reply = RemoteMessage.decode(RemoteMessage.Reply.self, from: line)
    else {
      return Outcome(status: .failed, stdout: "", stderr: "ipodtui remote: no answer from ipodtui")
    }
    let text = reply.output.isEmpty ? "" : reply.output + "\n"
    return reply.ok
      ? Outcome(status: .done, stdout: text, stderr: "")
      : Outcome(status: .failed, stdout: "", stderr: "ipodtui remote: " + text)
  }
}
