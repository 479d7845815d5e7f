import Glibc

/// The user's pictures folder by the xdg-user-dirs rules: `XDG_PICTURES_DIR` in
/// `$XDG_CONFIG_HOME/user-dirs.dirs` (localised desktops call it "Bilder", "Images"...),
/// else `~/Pictures`. The environment is passed in so tests can use a temporary HOME.
enum PicturesFolder {
  static func path(environment: [String: String]) -> String {
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/"
    let homeSlash = home.hasSuffix("/") ? home : home + "/"
    let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? homeSlash + ".config"
    let fallback = homeSlash + "Pictures"
    guard case .success(let bytes) = FileBytes.read(configHome + "/user-dirs.dirs", limit: 64 << 10),
      let configured = picturesEntry(in: String(decoding: bytes, as: UTF8.self), home: home)
    else { return fallback }
    // xdg-user-dirs sets a folder to $HOME itself to mean "disabled"; never list all of HOME.
    let trimmed = configured.hasSuffix("/") ? String(configured.dropLast()) : configured
    return trimmed == (home.hasSuffix("/") ? String(home.dropLast()) : home) ? fallback : configured
  }

  /// The value of `XDG_PICTURES_DIR="..."` with `$HOME` expanded, if the file has a usable one
  /// (absolute, or relative to `$HOME` as the format requires).
  static func picturesEntry(in text: String, home: String) -> String? {
    var result: String?
    for rawLine in text.split(whereSeparator: \.isNewline) {
      let line = rawLine.trimmingCharacters(in: " \t")
      guard !line.hasPrefix("#"), let equals = line.firstIndex(of: "=") else { continue }
      guard line[..<equals].trimmingCharacters(in: " \t") == "XDG_PICTURES_DIR" else { continue }
      var value = line[line.index(after: equals)...].trimmingCharacters(in: " \t")
      if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
        value = String(value.dropFirst().dropLast())
      }
      for prefix in ["$HOME", "${HOME}"] where value == prefix || value.hasPrefix(prefix + "/") {
        value = home + value.dropFirst(prefix.count)
      }
      if value.hasPrefix("/") { result = value }  // the last valid line wins, as in the shell
    }
    return result
  }
}

extension StringProtocol {
  /// Drops leading and trailing characters in `set` (no Foundation needed for this one).
  fileprivate func trimmingCharacters(in set: String) -> String {
    let keep = { (c: Character) in !set.contains(c) }
    guard let first = firstIndex(where: keep), let last = lastIndex(where: keep) else { return "" }
    return String(self[first...last])
  }
}
