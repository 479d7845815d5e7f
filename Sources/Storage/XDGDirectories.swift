/// Where ipodtui keeps its files, by the XDG base directory rules (an unset, empty or relative
/// variable falls back to the default under $HOME). Environment is passed in, for tests.
public struct XDGDirectories: Sendable {
  public let home: String
  public let environment: [String: String]

  public init(environment: [String: String]) {
    self.environment = environment
    home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/"
  }

  public var configHome: String { base("XDG_CONFIG_HOME", default: ".config") }
  public var cacheHome: String { base("XDG_CACHE_HOME", default: ".cache") }
  public var stateHome: String { base("XDG_STATE_HOME", default: ".local/state") }

  /// `$XDG_CACHE_HOME/ipodtui/library.sqlite`.
  public var databasePath: String { cacheHome + "/ipodtui/library.sqlite" }
  /// `$XDG_STATE_HOME/ipodtui/scan.log`.
  public var scanLogPath: String { stateHome + "/ipodtui/scan.log" }

  private func base(_ variable: String, default relative: String) -> String {
    if let value = environment[variable], value.hasPrefix("/") { return value }
    return (home.hasSuffix("/") ? home : home + "/") + relative
  }
}
