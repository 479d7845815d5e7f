import Foundation
import Platform
import WheelCore

/// Settings on disk at `$XDG_CONFIG_HOME/ipodtui/settings.conf`. A broken, oversized or
/// unreadable file never stops the program: it starts on defaults, says why once, and keeps the
/// file as `settings.conf.bak` instead of overwriting it silently. A file from a newer ipodtui
/// gives the settings this version knows and is never written over.
///
/// With no path (no home folder) or while another instance owns the files (`writable` false),
/// settings live in memory only and nothing on disk is touched.
/// Used from the UI loop only: it remembers the last write, so it is not `Sendable`.
public final class SettingsStore {
  private let file: SavedTextFile
  public var path: String? { file.path }
  public var writable: Bool { file.writable }
  /// Set by `load()` when the file could not be used: the message to show once.
  public private(set) var problem: String?

  /// A settings file is a few hundred bytes; anything near this is not one.
  public static let sizeLimit = 64 * 1024

  public init(path: String?, writable: Bool = true) {
    file = SavedTextFile(path: path, writable: writable, sizeLimit: Self.sizeLimit)
  }

  public convenience init(xdg: XDGDirectories, writable: Bool = true) {
    self.init(path: xdg.settingsPath, writable: writable)
  }

  public func load() -> Settings {
    let loaded = file.load(
      read: SettingsCodec.read, why: { SettingsCodec.error(of: $0).map { "\($0)" } ?? "unreadable" },
      encode: SettingsCodec.encode)
    switch loaded {
    case .none: return Settings()
    case .value(let settings): return settings
    case .newer(let settings, let version):
      problem = "Settings file is from a newer ipodtui (version \(version)); changes here are not saved"
      return settings ?? Settings()
    case .unreadable(let why, let kept):
      problem = "Settings file \(why); using defaults" + (kept ? " (kept as settings.conf.bak)" : "")
      return Settings()
    }
  }

  /// Writes the settings when they changed since the last write (never while read-only, nor
  /// over a newer version's file).
  public func save(_ settings: Settings) throws {
    try file.save(SettingsCodec.encode(settings))
  }
}
