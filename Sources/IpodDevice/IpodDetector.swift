import Foundation

/// Finds mounted iPods: a folder holding `iPod_Control/iTunes/iTunesDB`, one level below the
/// places desktops and users mount disks (`/media/$USER/NAME`, `/run/media/$USER/NAME`,
/// `/media/NAME`, `/mnt/NAME`), or one of those places itself (`/mnt` as the iPod). Only
/// directory listings and one stat per candidate: quick, but run off the UI thread all the same
/// (a stale network mount under `/mnt` can stall a stat).
public enum IpodDetector {
  /// The places looked in for `user`.
  public static func roots(user: String?) -> [String] {
    var roots: [String] = []
    if let user, !user.isEmpty, !user.contains("/") { roots += ["/media/\(user)", "/run/media/\(user)"] }
    return roots + ["/media", "/mnt"]
  }

  /// The iPods' folders under `roots`, each once, in the order found.
  public static func mounted(in roots: [String]) -> [String] {
    var found: [String] = []
    for root in roots {
      var candidates = [root]
      let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
      candidates += names.sorted().filter { !$0.hasPrefix(".") }.map { root + "/" + $0 }
      for folder in candidates where !found.contains(folder) && isIpod(folder) { found.append(folder) }
    }
    return found
  }

  /// The names the iPods' databases give them (their master playlist's), by folder; an iPod
  /// whose database cannot be read, or that has no name of its own, is left out (it is shown by
  /// its folder). Each database is parsed: called only when several iPods must be told apart.
  public static func names(of folders: [String]) -> [String: String] {
    var names: [String: String] = [:]
    for folder in folders {
      // "iPod" is what `IpodDatabase` calls one whose database names it not.
      guard let database = try? IpodDatabase(mountPoint: folder), database.name != "iPod" else { continue }
      names[folder] = database.name
    }
    return names
  }

  /// Whether `folder` holds an iPod's database.
  public static func isIpod(_ folder: String) -> Bool {
    var status = stat()
    return stat(IpodDatabase.databasePath(in: folder), &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
  }
}
