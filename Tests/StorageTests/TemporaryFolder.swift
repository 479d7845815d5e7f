import Foundation

/// A fresh folder for one test's files.
func temporaryFolder() -> String {
  let dir = NSTemporaryDirectory() + "ipodtui-storage-\(UUID().uuidString)"
  try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  return dir
}
