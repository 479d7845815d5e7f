import Foundation
import PulseHarness

/// A private `mpd` for one test, run as the current user without its systemd unit: music
/// made at test time, the database, state and sticker file in a temporary folder, a Unix
/// socket there as its only address, a `null` output clocked like a card (so songs take their
/// real time), zeroconf off. Nothing touches a system-wide MPD.
public final class PrivateMPD: @unchecked Sendable {
  public let folder: String
  public var musicFolder: String { folder + "/music" }
  public var socketPath: String { folder + "/socket" }
  public let password: String?
  public let stickers: Bool
  private var process: ChildProcess?

  /// Writes the configuration; `start()` runs the server. `password` makes it refuse
  /// clients that do not give it; `stickers: false` leaves out the sticker database.
  public init(password: String? = nil, stickers: Bool = true) throws {
    folder = NSTemporaryDirectory() + "ipodtui-mpd-\(getpid())-\(UUID().uuidString.prefix(6))"
    self.password = password
    self.stickers = stickers
    try FileManager.default.createDirectory(atPath: folder + "/music", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: folder + "/playlists", withIntermediateDirectories: true)
    var lines = [
      "music_directory \"\(musicFolder)\"", "db_file \"\(folder)/database\"", "state_file \"\(folder)/state\"",
      "playlist_directory \"\(folder)/playlists\"",
      "pid_file \"\(folder)/pid\"", "log_file \"\(folder)/log\"", "bind_to_address \"\(socketPath)\"",
      "zeroconf_enabled \"no\"", "auto_update \"no\"",
      "audio_output {\n  type \"null\"\n  name \"silence\"\n  sync \"yes\"\n  mixer_type \"software\"\n}",
    ]
    if stickers { lines.append("sticker_file \"\(folder)/sticker.sql\"") }
    if let password { lines.append("password \"\(password)@read,add,control,admin\"") }
    try (lines.joined(separator: "\n") + "\n").write(toFile: folder + "/mpd.conf", atomically: true, encoding: .utf8)
  }

  deinit {
    process?.stop(signal: SIGKILL)
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// Starts the server and waits until its socket answers and the database holds `songs` songs
  /// (it is built from the music folder at start when there is none yet).
  public func start(expecting songs: Int? = nil, timeout: Double = 120) throws {
    unlink(socketPath)
    process = try ChildProcess(
      ["mpd", "--no-daemon", "--stderr", folder + "/mpd.conf"], stdout: folder + "/stdout", stderr: folder + "/stderr")
    guard waitFor(timeout: 20, { (try? mpc(["status"])) != nil }) else {
      throw HarnessError.notReady(
        "mpd did not start: " + ((try? String(contentsOfFile: folder + "/stderr", encoding: .utf8)) ?? ""))
    }
    if let songs {
      guard waitFor(timeout: timeout, every: 50_000, { songCount() == songs && !updating }) else {
        throw HarnessError.notReady("mpd's database has \(songCount() ?? -1) songs, not \(songs)")
      }
    }
  }

  /// Kills the server at once (as a crash or a pulled cable would end it).
  public func kill() {
    process?.stop(signal: SIGKILL)
    process = nil
  }

  public var isRunning: Bool { process?.isRunning ?? false }

  /// Runs `mpc` against this server and returns what it printed; throws when it failed.
  @discardableResult
  public func mpc(_ arguments: [String]) throws -> String {
    let host = (password.map { $0 + "@" } ?? "") + socketPath
    let out = folder + "/mpc-\(UUID().uuidString.prefix(6))"
    defer { unlink(out) }
    let child = try ChildProcess(["mpc", "-h", host] + arguments, stdout: out)
    guard waitFor(timeout: 20, { !child.isRunning }) else {
      child.stop(signal: SIGKILL)
      throw HarnessError.notReady("mpc \(arguments.joined(separator: " ")) hung")
    }
    guard child.waitForExit() == 0 else {
      throw HarnessError.notReady("mpc \(arguments.joined(separator: " ")) failed")
    }
    return (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
  }

  /// The song playing as `mpc -f %file% current` says (nil: none).
  public func currentFile() -> String? {
    let file = (try? mpc(["-f", "%file%", "current"]))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    return file.isEmpty ? nil : file
  }

  /// `playing`, `paused` or `stopped`.
  public func state() -> String {
    guard let status = try? mpc(["status"]) else { return "unreachable" }
    if status.contains("[playing]") { return "playing" }
    if status.contains("[paused]") { return "paused" }
    return "stopped"
  }

  /// The elapsed seconds of the current song (from `mpc status %currenttime%`).
  public func elapsed() -> Double? {
    guard let text = try? mpc(["status", "%currenttime%"]) else { return nil }
    let parts = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ":").compactMap { Double($0) }
    return parts.count == 2 ? parts[0] * 60 + parts[1] : nil
  }

  public func songCount() -> Int? {
    guard let stats = try? mpc(["stats"]) else { return nil }
    for line in stats.split(separator: "\n") where line.hasPrefix("Songs:") {
      return Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces))
    }
    return nil
  }

  private var updating: Bool { (try? mpc(["status"]))?.contains("Updating DB") ?? true }
}
