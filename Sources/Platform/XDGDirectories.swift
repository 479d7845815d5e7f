#if canImport(Glibc)
  import Glibc
#endif

/// Where ipodtui keeps its files, by the XDG base directory rules (an unset, empty or relative
/// variable falls back to the default under the home folder). Environment is passed in, for tests.
///
/// The home folder is `$HOME`, else the account's entry in the password database (a service
/// or `env -i` start has no HOME). With neither, a folder without its own absolute variable is
/// nil and nothing is saved there: files must never land under `/`.
///
/// Three kinds of files, kept apart by what losing them costs:
/// - config (settings) and state (resume point, scan log, the instance lock): small, the user's;
/// - cache (`library-….sqlite`): rebuilt from the music files whenever it is unreadable;
/// - data (`$XDG_DATA_HOME/ipodtui/`): what cannot be rebuilt from the music files (ratings,
///   play counts, playlists made in the program), so it must never live in the cache.
public struct XDGDirectories: Sendable {
  public let home: String?
  public let environment: [String: String]

  public init(environment: [String: String], accountHome: () -> String? = XDGDirectories.accountHome) {
    self.environment = environment
    let fromEnvironment = environment["HOME"].flatMap { $0.hasPrefix("/") && $0 != "/" ? $0 : nil }
    home = fromEnvironment ?? accountHome().flatMap { $0.hasPrefix("/") ? $0 : nil }
  }

  public var configHome: String? { base("XDG_CONFIG_HOME", default: ".config") }
  public var cacheHome: String? { base("XDG_CACHE_HOME", default: ".cache") }
  public var stateHome: String? { base("XDG_STATE_HOME", default: ".local/state") }
  public var dataHome: String? { base("XDG_DATA_HOME", default: ".local/share") }

  /// `$XDG_CONFIG_HOME/ipodtui/settings.conf`.
  public var settingsPath: String? { configHome.map { $0 + "/ipodtui/settings.conf" } }
  /// `$XDG_STATE_HOME/ipodtui/`: the resume point, the scan log and the instance lock.
  public var stateDirectory: String? { stateHome.map { $0 + "/ipodtui" } }
  /// `$XDG_STATE_HOME/ipodtui/resume`.
  public var resumePath: String? { stateDirectory.map { $0 + "/resume" } }
  /// `$XDG_STATE_HOME/ipodtui/scan.log`.
  public var scanLogPath: String? { stateDirectory.map { $0 + "/scan.log" } }
  /// `$XDG_DATA_HOME/ipodtui/`: the user's own data about the music (see the type's comment).
  public var dataDirectory: String? { dataHome.map { $0 + "/ipodtui" } }

  /// `$XDG_CACHE_HOME/ipodtui/library-HASH.sqlite`: one cache per library folder, so that a
  /// scan of one folder (the demo, a USB stick) never forgets the songs of another.
  public func databasePath(forLibrary root: String) -> String? {
    cacheHome.map { $0 + "/ipodtui/library-" + Self.stableHash(root) + ".sqlite" }
  }

  /// FNV-1a over the path's bytes, as 16 hex digits: the same on every run and machine.
  static func stableHash(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  private func base(_ variable: String, default relative: String) -> String? {
    if let value = environment[variable], value.hasPrefix("/") { return value }
    guard let home else { return nil }
    return (home.hasSuffix("/") ? home : home + "/") + relative
  }

  /// This account's home folder from the password database (`getpwuid_r`), nil when it has none.
  public static func accountHome() -> String? {
    var entry = passwd()
    var result: UnsafeMutablePointer<passwd>?
    var buffer = [CChar](repeating: 0, count: 16_384)
    guard getpwuid_r(getuid(), &entry, &buffer, buffer.count, &result) == 0, result != nil,
      let directory = entry.pw_dir
    else { return nil }
    let path = String(cString: directory)
    return path.isEmpty || path == "/" ? nil : path
  }
}
