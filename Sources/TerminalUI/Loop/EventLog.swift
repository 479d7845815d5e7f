import Platform
import WheelCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A line per event given to the core, appended to the file named by `IPODTUI_EVENT_LOG`.
/// End-to-end tests read it to prove what the program received (a drag really arrived as a
/// drag) independently of what the core does with it; it is also handy when debugging.
public final class EventLog {
  private let fd: Int32

  /// nil when `path` is nil or cannot be opened (logging is never worth failing for).
  public init?(path: String?) {
    guard let path, !path.isEmpty else { return nil }
    fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
    guard fd >= 0 else { return nil }
  }

  deinit { close(fd) }

  public func record(_ event: Event) {
    guard let line = Self.describe(event) else { return }
    note(line)
  }

  /// A line about the session itself ("theme white", "depth trueColor").
  public func note(_ line: String) {
    _ = StandardStreams.writeAll(Array((line + "\n").utf8), to: fd)
  }

  /// The log line for `event`, without its time ("down 10 5", "key up", "resize 20x8");
  /// and the end of a scan; nil for everything else (ticks, audio, scan progress), which would
  /// only add noise.
  public static func describe(_ event: Event) -> String? {
    // if-case rather than a switch: the core's Event grows (library, audio, pictures) and
    // only input and resizes are worth a line here.
    if case .pointerDown(let p, _, let exact) = event { return "down \(p.x) \(p.y)" + describe(exact) }
    if case .pointerDragged(let p, _, let exact) = event { return "drag \(p.x) \(p.y)" + describe(exact) }
    if case .pointerUp(let p, _, let exact) = event { return "up \(p.x) \(p.y)" + describe(exact) }
    if case .scrolled(let steps, let p, _) = event { return "scroll \(steps) \(p.x) \(p.y)" }
    if case .keyPressed(let key, _) = event { return "key \(describe(key))" }
    if case .pasted(let text) = event { return "paste \(String(reflecting: text))" }
    if case .resized(let size) = event { return "resize \(size)" }
    // The end of a library scan: the moment the title bar drops its progress.
    if case .scanProgressed(.finished(let songs, _)) = event { return "scan finished \(songs) songs" }
    if case .scanProgressed(.failed) = event { return "scan failed" }
    return nil
  }

  /// " at 10.45 3.50" for a report in pixels (two decimals), nothing for one in cells.
  static func describe(_ exact: CellPosition?) -> String {
    guard let exact else { return "" }
    func hundredths(_ v: Double) -> String {
      let n = Int((v * 100).rounded())
      return "\(n / 100).\(n % 100 < 10 ? "0" : "")\(n % 100)"
    }
    return " at \(hundredths(exact.x)) \(hundredths(exact.y))"
  }

  static func describe(_ key: Key) -> String {
    switch key {
    case .character(let c): return "'\(c)'"
    default: return "\(key)"
    }
  }
}
