import Foundation

/// Where a file that cannot be used in full is kept: beside it as `NAME.bak`, then `.bak.2`…
/// up to `.bak.9`, never over an older one while there is room (the oldest is reused after).
enum Backup {
  static let maxBackups = 9

  /// Moves the file to the first free name; the name it got, or nil when it could not move.
  static func keepAside(_ path: String) -> String? {
    let names = [path + ".bak"] + (2...maxBackups).map { path + ".bak.\($0)" }
    let target = names.first { !FileManager.default.fileExists(atPath: $0) } ?? names[0]
    try? FileManager.default.removeItem(atPath: target)
    guard rename(path, target) == 0 else { return nil }
    return (target as NSString).lastPathComponent
  }
}
