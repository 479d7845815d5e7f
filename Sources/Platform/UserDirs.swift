/// `$XDG_CONFIG_HOME/user-dirs.dirs`, as written by xdg-user-dirs: lines such as
/// `XDG_MUSIC_DIR="$HOME/Music"`. The file is meant to be sourced by a shell, so the last
/// valid line for a name wins; only `$HOME`-relative or absolute paths are valid, and a folder
/// set to `$HOME` itself means "disabled" (listing all of HOME would be wrong).
public enum UserDirs {
  /// The folder named `key` (`XDG_MUSIC_DIR`, `XDG_PICTURES_DIR`), nil when not set or disabled.
  public static func folder(_ key: String, xdg: XDGDirectories) -> String? {
    guard let config = xdg.configHome,
      let bytes = try? AtomicFile.read(config + "/user-dirs.dirs", limit: 64 * 1024)
    else { return nil }
    return folder(key, in: String(decoding: bytes, as: UTF8.self), home: xdg.home)
  }

  public static func folder(_ key: String, in text: String, home: String?) -> String? {
    let homeBase = home.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    var result: String?
    for line in text.split(whereSeparator: \.isNewline) {
      let line = trimmed(line)
      guard !line.hasPrefix("#"), let equals = line.firstIndex(of: "="), trimmed(line[..<equals]) == key else {
        continue
      }
      var value = trimmed(line[line.index(after: equals)...])
      if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = value.dropFirst().dropLast() }
      var path: String?
      if value.hasPrefix("/") { path = String(value) }
      for variable in ["${HOME}", "$HOME"] where value == variable || value.hasPrefix(variable + "/") {
        path = homeBase.map { $0 + value.dropFirst(variable.count) }
      }
      guard var path else { continue }
      while path.count > 1, path.hasSuffix("/") { path.removeLast() }
      result = path == homeBase ? nil : path
    }
    return result
  }

  private static func trimmed(_ s: Substring) -> Substring {
    var s = s
    while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
    while let c = s.last, c == " " || c == "\t" || c == "\r" { s.removeLast() }
    return s
  }
}
