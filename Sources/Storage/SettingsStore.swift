import Foundation
import WheelCore

/// Settings on disk at `$XDG_CONFIG_HOME/ipodtui/settings.conf`. A broken or unreadable file
/// never stops the program: it starts on defaults, says why once, and keeps the broken file
/// as `settings.conf.bak` instead of overwriting it silently.
public final class SettingsStore: @unchecked Sendable {
  public let path: String
  /// Set by `load()` when the file could not be used: the message to show once.
  public private(set) var problem: String?
  private var lastWritten: String?

  public init(path: String) {
    self.path = path
  }

  public convenience init(xdg: XDGDirectories) {
    self.init(path: xdg.configHome + "/ipodtui/settings.conf")
  }

  public func load() -> Settings {
    let bytes: [UInt8]?
    do {
      bytes = try AtomicFile.read(path)
    } catch {
      problem = "Settings file unreadable; using defaults"
      return Settings()
    }
    guard let bytes else { return Settings() }
    switch SettingsCodec.decode(bytes) {
    case .success(let settings):
      lastWritten = SettingsCodec.encode(settings)
      return settings
    case .failure(let error):
      let backup = path + ".bak"
      _ = unlink(backup)
      let kept = rename(path, backup) == 0
      problem = "Settings file \(error); using defaults" + (kept ? " (kept as settings.conf.bak)" : "")
      return Settings()
    }
  }

  /// Writes the settings when they changed since the last write.
  public func save(_ settings: Settings) throws {
    let text = SettingsCodec.encode(settings)
    guard text != lastWritten else { return }
    try AtomicFile.write(text, to: path)
    lastWritten = text
  }
}
