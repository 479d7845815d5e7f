import Platform
import WheelCore

/// The photos the Photos screen pages through: JPEG and PNG files in the pictures folder and
/// its subfolders, in name order, each folder's own photos before its subfolders'.
public enum PhotoLibrary {
  /// Enough for any album a wheel can page through; stops a walk over a huge archive early.
  public static let maxPhotos = 5_000
  /// Subfolder depth below the pictures folder (year/event/... is common; deeper is rare).
  public static let maxDepth = 4

  /// Full paths of the photos; an empty list when the folder is missing or unreadable.
  /// Reads the disk: call off the UI thread.
  public static func list(xdg: XDGDirectories) -> [String] {
    list(folder: folder(xdg: xdg), limit: maxPhotos)
  }

  /// The pictures folder and its photos, for the core to make albums of.
  public static func listing(xdg: XDGDirectories) -> PhotoListing {
    let folder = folder(xdg: xdg)
    return PhotoListing(folder: folder, paths: list(folder: folder, limit: maxPhotos))
  }

  /// The user's pictures folder: `XDG_PICTURES_DIR` from user-dirs.dirs, else ~/Pictures
  /// (nil without a home folder).
  public static func folder(xdg: XDGDirectories) -> String {
    UserDirs.folder("XDG_PICTURES_DIR", xdg: xdg) ?? xdg.home.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + "Pictures" }
      ?? ""
  }

  static func list(folder: String, limit: Int) -> [String] {
    var found: [String] = []
    walk(folder, depth: 0, limit: limit, into: &found)
    return found
  }

  private static func walk(_ folder: String, depth: Int, limit: Int, into found: inout [String]) {
    let entries = FolderEntries(folder).entries.sorted { byName($0.name, $1.name) }
    for entry in entries where entry.kind == .file && FolderEntries.isImageName(entry.name) {
      guard found.count < limit else { return }
      found.append(folder + "/" + entry.name)
    }
    guard depth < maxDepth else { return }
    for entry in entries where entry.kind == .directory {
      guard found.count < limit else { return }
      walk(folder + "/" + entry.name, depth: depth + 1, limit: limit, into: &found)
    }
  }

  /// Case-insensitive, with digit runs compared as numbers: IMG_9 before IMG_10, as a camera
  /// roll is meant to be read. Ties fall back to plain order so the result is stable.
  static func byName(_ a: String, _ b: String) -> Bool {
    let order = NaturalOrder.compare(a, b)
    return order != 0 ? order < 0 : a < b
  }
}
