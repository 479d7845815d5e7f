import Foundation
import Platform

/// The files of a Calendars or Contacts folder: those in it, and those one folder down (a
/// vdirsyncer collection), each with the collection it belongs to. Hidden entries and names
/// that are not UTF-8 are left out; at most `limit` files.
enum OrganizerFiles {
  static let limit = 5_000

  struct File {
    /// The file's name without its extension at the top, else the folder's name.
    var collection: String
    var relative: String
    var isTopLevel: Bool
  }

  static func list(_ folder: String, extension ext: String) -> [File] {
    var files: [File] = []
    for entry in DirectoryListing.visibleEntries(of: folder) where files.count < limit {
      guard let name = String(validating: entry.name, as: UTF8.self) else { continue }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isDirectory) else { continue }
      if isDirectory.boolValue {
        for inner in DirectoryListing.visibleEntries(of: folder + "/" + name) where files.count < limit {
          guard let innerName = String(validating: inner.name, as: UTF8.self), has(innerName, ext) else { continue }
          files.append(File(collection: name, relative: name + "/" + innerName, isTopLevel: false))
        }
      } else if has(name, ext) {
        files.append(File(collection: String(name.dropLast(ext.count + 1)), relative: name, isTopLevel: true))
      }
    }
    return files.sorted { $0.relative < $1.relative }
  }

  private static func has(_ name: String, _ ext: String) -> Bool {
    name.count > ext.count + 1 && name.lowercased().hasSuffix("." + ext)
  }
}
