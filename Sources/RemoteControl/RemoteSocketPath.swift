/// Where the remote socket lives: `$XDG_RUNTIME_DIR/ipodtui.socket` (private to the user,
/// emptied at logout), else `remote.socket` in the state folder when there is no runtime folder
/// (a bare SSH session, a container). Client and server call the same function.
public enum RemoteSocketPath {
  /// The longest path a Unix socket address holds (`sun_path` less its terminating zero).
  public static let maxLength = 107

  public static func resolve(environment: [String: String], stateDirectory: String?) -> String? {
    if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
      return (runtime.hasSuffix("/") ? String(runtime.dropLast()) : runtime) + "/ipodtui.socket"
    }
    return stateDirectory.map { $0 + "/remote.socket" }
  }
}
