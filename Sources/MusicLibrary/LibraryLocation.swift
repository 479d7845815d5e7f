import Platform
import Storage

#if canImport(Glibc)
  import Glibc
#endif

/// Which folder is the library, and why: `--library DIR`, else the saved setting, else the XDG
/// music folder, else ~/Music, else the bundled demo, so a first run always has music to show.
public struct LibraryLocation: Equatable, Sendable {
  public enum Source: String, Sendable {
    case commandLine = "--library"
    case savedSetting = "saved setting"
    case xdgMusicDir = "XDG_MUSIC_DIR"
    case homeMusic = "~/Music"
    case demo = "bundled demo"
    /// Nothing usable was found (no demo either); `path` is the last candidate tried.
    case none = "none"
  }

  public let path: String
  public let source: Source
  /// One line per candidate considered, e.g. "~/Music: no music files", ending with the choice.
  public let reasons: [String]

  public var isDemo: Bool { source == .demo }
  /// A one-line explanation for the About screen and `ipodtui scan`.
  public var explanation: String { reasons.joined(separator: "; ") }

  /// Resolves the library folder. An explicit `--library` folder is used when it exists even
  /// if it holds no music yet (the user asked for it); the other candidates must hold music.
  public static func resolve(
    explicit: String?, saved: String?, environment: [String: String],
    currentDirectory: String, executablePath: String? = ExecutablePath.current()
  ) -> LibraryLocation {
    let xdg = XDGDirectories(environment: environment)
    var reasons: [String] = []
    if let explicit, !explicit.isEmpty {
      let path = absolute(explicit, from: currentDirectory)
      if FileSystem.isDirectory(path) {
        return LibraryLocation(path: path, source: .commandLine, reasons: reasons + ["--library \(path)"])
      }
      reasons.append("--library \(path): not a folder")
    }
    var candidates: [(String, Source)] = []
    if let saved, !saved.isEmpty { candidates.append((absolute(saved, from: currentDirectory), .savedSetting)) }
    if let music = UserDirs.folder("XDG_MUSIC_DIR", xdg: xdg) { candidates.append((music, .xdgMusicDir)) }
    if let home = xdg.home { candidates.append((home.hasSuffix("/") ? home + "Music" : home + "/Music", .homeMusic)) }
    for (path, source) in candidates {
      if !FileSystem.isDirectory(path) {
        reasons.append("\(source.rawValue) \(path): not a folder")
      } else if !MusicProbe.containsMusic(path) {
        reasons.append("\(source.rawValue) \(path): no music files")
      } else {
        return LibraryLocation(path: path, source: source, reasons: reasons + ["using \(path)"])
      }
    }
    if let demo = demoDirectory(
      environment: environment, currentDirectory: currentDirectory, executablePath: executablePath)
    {
      return LibraryLocation(path: demo, source: .demo, reasons: reasons + ["using the demo library \(demo)"])
    }
    return LibraryLocation(path: candidates.last?.0 ?? "/", source: .none, reasons: reasons + ["no demo library found"])
  }

  /// The bundled demo: `$IPODTUI_DEMO`, else `../share/ipodtui/demo` beside the executable (an
  /// installed `PREFIX/bin/ipodtui`), else `demo/` in the current folder or up to four folders
  /// above the executable (`.build/debug/ipodtui` lives three below the checkout).
  static func demoDirectory(environment: [String: String], currentDirectory: String, executablePath: String?) -> String?
  {
    if let explicit = environment["IPODTUI_DEMO"], !explicit.isEmpty {
      let path = absolute(explicit, from: currentDirectory)
      if MusicProbe.containsMusic(path) { return path }
    }
    var candidates = [currentDirectory + "/demo"]
    if let executablePath {
      var folder = RawPath(absolute(executablePath, from: currentDirectory)).normalized.parent
      candidates.insert(folder.parent.display + "/share/ipodtui/demo", at: 0)
      for _ in 0..<5 {
        candidates.append(folder.display + "/demo")
        folder = folder.parent
        if folder.bytes.isEmpty { break }
      }
    }
    return candidates.map { RawPath($0).normalized.display }.first { MusicProbe.containsMusic($0) }
  }

  static func absolute(_ path: String, from directory: String) -> String {
    path.hasPrefix("/") ? path : RawPath(directory + "/" + path).normalized.display
  }
}
