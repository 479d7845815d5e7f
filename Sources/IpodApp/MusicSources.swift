import IpodDevice
import MusicServer
import MusicSource
import TerminalUI
import WheelCore

/// The library and the player for this run: the local folder and audio engine, or an MPD
/// server. Chosen once at start; everything after talks to the two protocols only.
struct MusicSources {
  let library: LibrarySource
  let player: PlayerSource
  /// The server, when MPD is the source (its stickers and its lifetime).
  let server: MPDServer?

  /// A `--mpd` value that is no address, said before the terminal is taken over.
  static func usageError(options: LaunchOptions, environment: [String: String]) -> String? {
    guard let text = options.mpd else { return nil }
    do {
      _ = try MPDAddress.parse(text, environment: environment)
      return nil
    } catch {
      return error.message
    }
  }

  /// The iPod this run reads, if any: `--ipod` first (remembered for Settings > Source), then
  /// Settings > Source's iPod when neither `--library` nor `--mpd` is given. A folder with no
  /// iPod database (not mounted, a typo) is a notice, and the next source instead; so is
  /// libgpod not installed (`libgpodMissing`, asked only once there is an iPod: loading libgpod
  /// is the first iPod use).
  static func ipodFolder(
    options: LaunchOptions, settings: inout Settings, notices: inout [String],
    libgpodMissing: () -> IpodError? = { IpodDatabase.libgpodMissing }
  ) -> String? {
    if let given = options.ipod {
      let folder = given.count > 1 && given.hasSuffix("/") ? String(given.dropLast()) : given
      guard IpodDetector.isIpod(folder) else {
        notices.append(IpodError.noDatabase(folder).description)
        return nil
      }
      settings.ipodPath = folder
      settings.source = .ipod
      return loadable(folder, libgpodMissing: libgpodMissing, notices: &notices)
    }
    // `--library` and `--mpd` are the library to open from now on, not the iPod.
    if options.library != nil || options.mpd != nil, settings.source == .ipod { settings.source = .local }
    guard settings.source == .ipod, let saved = settings.ipodPath else { return nil }
    guard IpodDetector.isIpod(saved) else {
      notices.append("The iPod \(saved) is not mounted; showing the local library")
      return nil
    }
    return loadable(saved, libgpodMissing: libgpodMissing, notices: &notices)
  }

  /// The iPod, when libgpod loads; else nil and why (the iPod stays the remembered source, for
  /// the run after libgpod4 is installed).
  private static func loadable(_ folder: String, libgpodMissing: () -> IpodError?, notices: inout [String])
    -> String?
  {
    guard let missing = libgpodMissing() else { return folder }
    notices.append("\(missing); showing the local library")
    return nil
  }

  /// The MPD server this run uses, if any: `--mpd` first (and remembered for Settings >
  /// Source), then `--library` (which means local), then Settings > Source. A bad address is
  /// a message, and the local library instead.
  static func serverAddress(
    options: LaunchOptions, settings: inout Settings, environment: [String: String], notices: inout [String]
  ) -> MPDAddress? {
    let text: String
    if let given = options.mpd {
      text = given
    } else if options.library == nil, settings.source == .mpd, let saved = settings.mpdAddress {
      text = saved
    } else {
      return nil
    }
    do {
      let address = try MPDAddress.parse(text, environment: environment)
      if options.mpd != nil { settings.mpdAddress = text }
      return address
    } catch {
      notices.append("\(error); showing the local library")
      return nil
    }
  }
}
