import Foundation
import WheelCore

/// What `ipodtui remote status` prints: `key: value` lines for people, or one JSON object for
/// scripts (`--json`), with times in seconds and the volume in percent.
public struct StatusReport: Codable, Equatable, Sendable {
  public var state: String
  public var title: String?
  public var artist: String?
  public var album: String?
  public var position: Double
  public var length: Double
  public var volume: Int
  public var shuffle: String
  public var `repeat`: String

  public init(_ snapshot: PlayerSnapshot) {
    state =
      switch snapshot.status {
      case .playing: "playing"
      case .paused: "paused"
      case .stopped: "stopped"
      }
    title = snapshot.track?.title
    artist = snapshot.track?.artist
    album = snapshot.track?.album
    position = Self.tenths(snapshot.track == nil ? 0 : snapshot.position)
    length = Self.tenths(snapshot.track == nil ? 0 : snapshot.length)
    volume = snapshot.volumePercent
    shuffle = snapshot.shuffle.rawValue.lowercased()
    `repeat` = snapshot.repeatMode.rawValue.lowercased()
  }

  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  public var text: String {
    var lines = ["state: \(state)"]
    if let title { lines.append("title: \(title)") }
    if let artist { lines.append("artist: \(artist)") }
    if let album { lines.append("album: \(album)") }
    lines += [
      "position: \(Self.clock(position))", "length: \(Self.clock(length))", "volume: \(volume)%",
      "shuffle: \(shuffle)", "repeat: \(`repeat`)",
    ]
    return lines.joined(separator: "\n")
  }

  static func tenths(_ seconds: Double) -> Double { (seconds * 10).rounded() / 10 }

  /// 83.4 → "1:23".
  static func clock(_ seconds: Double) -> String {
    let whole = Int(seconds)
    let s = whole % 60
    return "\(whole / 60):\(s < 10 ? "0" : "")\(s)"
  }
}
