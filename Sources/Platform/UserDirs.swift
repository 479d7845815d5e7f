import Storage
/// `$XDG_CONFIG_HOME/user-dirs.dirs`, as written by xdg-user-dirs: lines such as
/// `XDG_MUSIC_DIR="$HOME/Music"`; only `$HOME`-relative or absolute paths are valid there.
enum UserDirs {
  static func musicDirectory(xdg: XDGDirectories) -> String? {
    guard let config = xdg.configHome,
      let data = FileSystem.readBytes(RawPath(config + "/user-dirs.dirs"), limit: 64 * 1024)
    else { return nil }
    return musicDirectory(in: String(decoding: data, as: UTF8.self), home: xdg.home)
  }

  static func musicDirectory(in text: String, home: String?) -> String? {
    for line in text.split(whereSeparator: \.isNewline) {
      let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
      guard trimmed.hasPrefix("XDG_MUSIC_DIR="), let equals = trimmed.firstIndex(of: "=") else { continue }
      var value = trimmed[trimmed.index(after: equals)...].trimmingSuffix(while: \.isWhitespace)
      if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
        value = value.dropFirst().dropLast()
      }
      for variable in ["${HOME}", "$HOME"] where value.hasPrefix(variable) {
        guard let home else { return nil }
        let homeBase = home.hasSuffix("/") ? String(home.dropLast()) : home
        return homeBase + value.dropFirst(variable.count)
      }
      return value.hasPrefix("/") ? String(value) : nil
    }
    return nil
  }
}

extension Substring {
  fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
    var end = endIndex
    while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
    return self[startIndex..<end]
  }
}
