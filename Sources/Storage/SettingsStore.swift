import Foundation
import Platform
import WheelCore

/// Settings on disk at `$XDG_CONFIG_HOME/ipodtui/settings.conf`. A broken, oversized or
/// unreadable file never stops the program: it starts on defaults, says why once, and keeps the
/// file as `settings.conf.bak` instead of overwriting it silently.
///
/// With no path (no home folder) or while another instance owns the files (`writable` false),
/// settings live in memory only and nothing on disk is touched.
/// Used from the UI loop only: it remembers the last write, so it is not `Sendable`.
public final class SettingsStore {
  public let path: String?
  public let writable: Bool
  /// Set by `load()` when the file could not be used: the message to show once.
  public private(set) var problem: String?
  private var lastWritten: String?

  /// A settings file is a few hundred bytes; anything near this is not one.
  public static let sizeLimit = 64 * 1024

  public init(path: String?, writable: Bool = true) {
    self.path = path
    self.writable = writable
  }

  public convenience init(xdg: XDGDirectories, writable: Bool = true) {
    self.init(path: xdg.settingsPath, writable: writable)
  }

  public func load() -> Settings {
    guard let path else { return Settings() }
    let why: String
    do {
      guard let bytes = try AtomicFile.read(path, limit: Self.sizeLimit) else { return Settings() }
      switch SettingsCodec.decode(bytes) {
      case .success(let settings):
        lastWritten = SettingsCodec.encode(settings)
        return settings
      case .failure(let error):
        why = "\(error)"
      }
    } catch AtomicFile.Failure.tooLarge {
      why = "too large"
    } catch AtomicFile.Failure.notAFile {
      why = "not a file"
    } catch {
      why = "unreadable"
    }
    let kept = writable && AtomicFile.moveAside(path)
    problem = "Settings file \(why); using defaults" + (kept ? " (kept as settings.conf.bak)" : "")
    return Settings()
  }

  /// Writes the settings when they changed since the last write (never while read-only).
  public func save(_ settings: Settings) throws {
    guard let path, writable else { return }
    let text = SettingsCodec.encode(settings)
    guard text != lastWritten else { return }
    try AtomicFile.write(text, to: path)
    lastWritten = text
  }
}
