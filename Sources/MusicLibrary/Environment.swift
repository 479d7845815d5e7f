#if canImport(Glibc)
  import Glibc
#endif

/// The environment variables the library reads, gathered in one dictionary so that every
/// decision taking them can be tested with a made-up environment.
public enum Environment {
  public static let keys = [
    "HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME", "IPODTUI_DEMO",
  ]

  public static func current() -> [String: String] {
    var result: [String: String] = [:]
    for key in keys {
      if let value = getenv(key) { result[key] = String(cString: value) }
    }
    return result
  }

  public static func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: 4_096)
    guard getcwd(&buffer, buffer.count) != nil else { return "/" }
    return String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Writes a line to standard error (the `stderr` global is off limits in Swift 6).
  public static func printError(_ message: String) {
    let bytes = Array((message + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  }
}
