import Foundation

/// `$XDG_DATA_HOME/ipodtui/Notes/`: the text files Extras > Notes reads, in folders up to
/// three deep, as the iPod's Notes folder.
public struct NotesFolder: Sendable {
  public let path: String

  public init(path: String) { self.path = path }

  public init?(xdg: XDGDirectories) {
    guard let data = xdg.dataDirectory else { return nil }
    path = data + "/Notes"
  }

  /// Notes larger than this are cut (a note is text to read on a small display).
  public static let sizeLimit = 1 << 20
  static let extensions = ["txt", "text", "md"]
  static let maxDepth = 3, maxFiles = 2000

  /// The notes as paths relative to the folder ("Recipes/Bread.txt"); empty when the folder
  /// is missing. Names that are not UTF-8 are left out (they could not be opened by name).
  public func list() -> [String] {
    var found: [String] = []
    walk(relative: "", depth: 0, into: &found)
    return found
  }

  private func walk(relative: String, depth: Int, into found: inout [String]) {
    let folder = relative.isEmpty ? path : path + "/" + relative
    for entry in DirectoryListing.visibleEntries(of: folder) where found.count < Self.maxFiles {
      guard let name = String(validating: entry.name, as: UTF8.self) else { continue }
      let child = relative.isEmpty ? name : relative + "/" + name
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path + "/" + child, isDirectory: &isDirectory) else { continue }
      if isDirectory.boolValue {
        if depth + 1 < Self.maxDepth { walk(relative: child, depth: depth + 1, into: &found) }
      } else if isNote(name), RegularFile.isRegular(path + "/" + child) {
        found.append(child)
      }
    }
  }

  private func isNote(_ name: String) -> Bool {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return true }
    return Self.extensions.contains(name[name.index(after: dot)...].lowercased())
  }

  /// A note's text: UTF-8 when it is (a byte-order mark dropped), else each byte as Latin-1,
  /// so a note from an old editor still reads. Nil when it cannot be read; cut at the limit.
  public func read(_ relative: String) -> String? {
    guard !relative.split(separator: "/").contains("..") else { return nil }
    let full = path + "/" + relative
    // A FIFO or a device named like a note is refused at once (it once blocked every note).
    guard let opened = try? RegularFile.open(pathBytes: Array(full.utf8), limit: RegularFile.Limit.media) else {
      return nil
    }
    let handle = FileHandle(fileDescriptor: opened.descriptor, closeOnDealloc: true)
    guard let data = try? handle.read(upToCount: Self.sizeLimit) else { return nil }
    return Self.decode(Array(data), cut: data.count >= Self.sizeLimit)
  }

  /// `cut`: the bytes stop at the size limit, perhaps inside a character.
  public static func decode(_ bytes: [UInt8], cut: Bool = false) -> String {
    var body = bytes[...]
    if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
    if let text = String(validating: body, as: UTF8.self) { return text }
    // A cut in the middle of a character at the size limit is not a reason to give up on UTF-8.
    for drop in 1...3 where cut && body.count > drop {
      if let text = String(validating: body.dropLast(drop), as: UTF8.self) { return text }
    }
    return String(String.UnicodeScalarView(body.map { Unicode.Scalar($0) }))
  }
}
