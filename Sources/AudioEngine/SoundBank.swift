import Foundation
import Platform

/// The click and alarm sounds, loaded once into memory so playing one never touches the disk.
///
/// Missing or broken files never crash: the bank is just emptier and `problems` says why.
public struct SoundBank: Sendable {
  /// The folder the sounds came from, if one was found.
  public let directory: String?
  /// Click sounds, "Classic" first, then by name.
  public let clicks: [Sound]
  /// Alarm sounds, by name.
  public let alarms: [Sound]
  /// One sentence per file or folder that could not be loaded.
  public let problems: [String]

  /// A bank with no sounds, for `--no-sound` and tests.
  public static let empty = SoundBank(directory: nil, clicks: [], alarms: [], problems: [])

  public init(directory: String?, clicks: [Sound], alarms: [Sound], problems: [String]) {
    self.directory = directory
    self.clicks = clicks
    self.alarms = alarms
    self.problems = problems
  }

  /// Loads every `click-<name>.wav` and `alarm-<name>.wav` from `directory`
  /// (default: `SoundsDirectory.locate()`).
  public static func load(directory: String? = SoundsDirectory.locate()) -> SoundBank {
    guard let directory,
      let names = DirectoryListing.withVisibleEntries(of: Array(directory.utf8), { entries, _ in entries.map(\.text) })
    else {
      return SoundBank(
        directory: nil, clicks: [], alarms: [],
        problems: [
          AudioError.missingSound("no sounds folder (set \(SoundsDirectory.environmentKey))").description
        ])
    }
    var clicks: [Sound] = []
    var alarms: [Sound] = []
    var problems: [String] = []
    for file in names.sorted() where file.hasSuffix(".wav") {
      let isClick = file.hasPrefix("click-")
      guard isClick || file.hasPrefix("alarm-") else { continue }
      let name = displayName(file)
      do {
        let sound = try Sound.load(path: (directory as NSString).appendingPathComponent(file), name: name)
        if isClick { clicks.append(sound) } else { alarms.append(sound) }
      } catch {
        problems.append(error.description)
      }
    }
    clicks.sort { ($0.name == "Classic" ? 0 : 1, $0.name) < ($1.name == "Classic" ? 0 : 1, $1.name) }
    return SoundBank(directory: directory, clicks: clicks, alarms: alarms, problems: problems)
  }

  /// The click called `name` (case-insensitive), if loaded.
  public func click(named name: String) -> Sound? {
    clicks.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
  }

  /// The alarm called `name` (case-insensitive), if loaded.
  public func alarm(named name: String) -> Sound? {
    alarms.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
  }

  /// "click-classic.wav" -> "Classic", "alarm-night-owl.wav" -> "Night Owl".
  static func displayName(_ file: String) -> String {
    let stem = file.dropLast(4).split(separator: "-", maxSplits: 1).last.map(String.init) ?? file
    return stem.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined(separator: " ")
  }
}
