import Foundation
import Platform
import WheelCore

/// The user's data at `$XDG_DATA_HOME/ipodtui/userdata`: ratings, play counts, On-The-Go and
/// saved playlists, which no rescan can rebuild, so they never live in the library cache.
///
/// Every change is written whole and atomically (`AtomicFile`), on a queue of its own so that a
/// large library's file never stalls the wheel; changes that arrive while a write is under way
/// are merged into the next one, so a kill -9 loses at most the change being written.
///
/// A damaged file is never overwritten silently: what could be read is used, the file itself
/// is kept beside it as `userdata.bak` (or `.bak.2`…, never replacing an older one), and
/// `load()` says so. A file from a newer ipodtui is read and left alone.
public final class UserDataStore: @unchecked Sendable {
  public let path: String?
  /// False for a second instance (see `InstanceLock`) and for a file from a newer version.
  public private(set) var writable: Bool
  /// A user data file of a million songs is about 200 MB; anything larger is not one.
  public static let sizeLimit = 512 * 1024 * 1024
  /// The most backups kept side by side.
  static let maxBackups = 9

  private let queue = DispatchQueue(label: "ipodtui.userdata", qos: .utility)
  private let lock = NSLock()
  private var pending: UserData?
  private var writing = false
  /// A digest of the text on disk, to skip writing the same text again. Not the data itself:
  /// keeping a copy of the records would hold a second array of every song (and, since the
  /// core then replaces each record's strings with its track's, every string read from the
  /// file) for the whole run: 20 MB at 100,000 songs.
  private var lastWritten: Int?
  private let problem: @Sendable (String) -> Void
  private var told = false

  /// `problem` hears (once) when a write fails, on the writing queue.
  public init(path: String?, writable: Bool = true, problem: @escaping @Sendable (String) -> Void = { _ in }) {
    self.path = path
    self.writable = writable
    self.problem = problem
  }

  public convenience init(
    xdg: XDGDirectories, writable: Bool = true, problem: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.init(path: xdg.dataDirectory.map { $0 + "/userdata" }, writable: writable, problem: problem)
  }

  /// The saved data (empty when there is none) and, when the file was not clean, what the user
  /// should be told.
  public func load() -> (data: UserData, problem: String?) {
    guard let path else { return (UserData(), nil) }
    let decoded: UserDataCodec.Decoded
    let digest: Int
    do {
      guard let bytes = try AtomicFile.read(path, limit: Self.sizeLimit) else { return (UserData(), nil) }
      decoded = UserDataCodec.decode(bytes)
      digest = Self.digest(bytes)
    } catch {
      let kept = writable ? keepAside(path) : nil
      return (UserData(), "User data \(error); starting empty" + (kept.map { " (the file is kept as \($0))" } ?? ""))
    }
    if decoded.isClean {
      lastWritten = digest
      return (decoded.data, nil)
    }
    let why = decoded.problem ?? "damaged"
    if decoded.newerVersion != nil {
      writable = false
      return (decoded.data, "User data \(why): not saving changes to it")
    }
    guard writable, let kept = keepAside(path) else {
      writable = false
      return (decoded.data, "User data \(why): not saving changes to it")
    }
    // What could be read goes back at once, so the file exists whether or not anything changes.
    let text = UserDataCodec.encode(decoded.data)
    try? AtomicFile.write(text, to: path)
    lastWritten = Self.digest(text)
    let used = decoded.unreadable ? "starting empty" : "kept the rest"
    return (decoded.data, "User data \(why): \(used); the file is kept as \(kept)")
  }

  /// Queues the data to be written (the latest wins over any still waiting).
  public func save(_ data: UserData) {
    guard path != nil, writable else { return }
    lock.lock()
    pending = data
    let start = !writing
    writing = true
    lock.unlock()
    if start { queue.async { self.drain() } }
  }

  /// Waits until everything queued is on disk (at quit).
  public func flush() {
    queue.sync {}
    lock.lock()
    let waiting = pending != nil
    lock.unlock()
    if waiting { queue.sync { self.drain() } }
  }

  private func drain() {
    while true {
      lock.lock()
      guard let data = pending else {
        writing = false
        lock.unlock()
        return
      }
      pending = nil
      lock.unlock()
      write(data)
    }
  }

  private func write(_ data: UserData) {
    guard let path else { return }
    let text = UserDataCodec.encode(data)
    let digest = Self.digest(text)
    guard digest != lastWritten else { return }
    do {
      try AtomicFile.write(text, to: path)
      lastWritten = digest
    } catch {
      if !told { problem("Can't save ratings and play counts: \(error)") }
      told = true
    }
  }

  private static func digest(_ bytes: [UInt8]) -> Int {
    var hasher = Hasher()
    bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    return hasher.finalize()
  }

  /// The same digest as of the text's bytes, without copying them.
  private static func digest(_ text: String) -> Int {
    var text = text
    return text.withUTF8 { utf8 in
      var hasher = Hasher()
      hasher.combine(bytes: UnsafeRawBufferPointer(utf8))
      return hasher.finalize()
    }
  }

  /// Moves a file that cannot be used in full to the first free `NAME.bak`, `NAME.bak.2`…
  /// (the oldest is reused once all are taken); the name it got, or nil when it could not move.
  private func keepAside(_ path: String) -> String? {
    let names = [path + ".bak"] + (2...Self.maxBackups).map { path + ".bak.\($0)" }
    let target = names.first { !FileManager.default.fileExists(atPath: $0) } ?? names[0]
    try? FileManager.default.removeItem(atPath: target)
    guard rename(path, target) == 0 else { return nil }
    return (target as NSString).lastPathComponent
  }
}
