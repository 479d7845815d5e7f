import Foundation

/// A fresh directory under /tmp for one test, removed when the value goes away.
final class TempFolder {
  let path: String

  init() {
    var template = Array("/tmp/ipodtui-pictures-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      mkdtemp(buffer.baseAddress!).map { String(cString: $0) }
    }
    guard let made else { preconditionFailure("mkdtemp failed") }
    path = made
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// Writes `bytes` at `relative` (creating folders), returning the full path.
  @discardableResult
  func write(_ relative: String, _ bytes: [UInt8]) -> String {
    let full = path + "/" + relative
    let folder = (full as NSString).deletingLastPathComponent
    try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    precondition(FileManager.default.createFile(atPath: full, contents: Data(bytes)), "cannot write \(full)")
    return full
  }

  @discardableResult
  func write(_ relative: String, text: String) -> String { write(relative, Array(text.utf8)) }

  @discardableResult
  func makeFolder(_ relative: String) -> String {
    let full = path + "/" + relative
    try! FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
    return full
  }
}
