import Foundation
import Platform

/// Finds the `sounds/` folder without configuration, in the places a user or CI puts it.
public enum SoundsDirectory {
  /// Environment variable that names the sounds folder explicitly.
  public static let environmentKey = "IPODTUI_SOUNDS"

  /// The first folder holding `click-*.wav`/`alarm-*.wav` among, in order: `$IPODTUI_SOUNDS`,
  /// `../share/ipodtui/sounds` beside the executable (installed: `PREFIX/bin/ipodtui`), `./sounds`,
  /// then `sounds/` in the executable's folder and up to five folders above it (the binary runs
  /// as `.build/<triple>/debug/ipodtui` inside the repository).
  public static func locate(
    environment: [String: String] = ProcessEnvironment.current(),
    currentDirectory: String = ExecutablePath.currentDirectory(),
    executablePath: String? = ExecutablePath.current()
  ) -> String? {
    candidates(environment: environment, currentDirectory: currentDirectory, executablePath: executablePath)
      .first(where: holdsSounds)
  }

  /// Every folder `locate` tries, in order (useful in error messages).
  public static func candidates(
    environment: [String: String], currentDirectory: String, executablePath: String?
  ) -> [String] {
    var list: [String] = []
    if let explicit = environment[environmentKey], !explicit.isEmpty { list.append(explicit) }
    if let exe = executablePath {
      let prefix = ((exe as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
      list.append(prefix + "/share/ipodtui/sounds")
    }
    list.append((currentDirectory as NSString).appendingPathComponent("sounds"))
    if let exe = executablePath {
      var folder = (exe as NSString).deletingLastPathComponent
      for _ in 0..<6 where folder.count > 1 {
        list.append((folder as NSString).appendingPathComponent("sounds"))
        folder = (folder as NSString).deletingLastPathComponent
      }
    }
    return list
  }

  static func holdsSounds(_ folder: String) -> Bool {
    DirectoryListing.visibleEntries(of: folder).map(\.text).contains {
      ($0.hasPrefix("click-") || $0.hasPrefix("alarm-")) && $0.hasSuffix(".wav")
    }
  }
}
