#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The environment variables the terminal adapter reads, as a plain dictionary so that the
/// decisions made from them (colour depth, theme) stay pure and testable.
public enum ProcessEnvironment {
  public static let keys = [
    "TERM", "COLORTERM", "NO_COLOR", "COLORFGBG", "IPODTUI_EVENT_LOG", "IPODTUI_TEST_CRASH", "HOME",
    "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME", "IPODTUI_DEMO",
  ]

  public static func current(keys: [String] = keys) -> [String: String] {
    var result: [String: String] = [:]
    for key in keys {
      if let value = getenv(key) { result[key] = String(cString: value) }
    }
    return result
  }
}
