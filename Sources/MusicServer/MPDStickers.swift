import CMPDClient
import Foundation

/// Ratings and play counts kept in MPD's sticker database, under the names other MPD clients
/// use: `rating` from 0 to 10, two per star, as ncmpcpp and myMPD write it (so 4 stars is
/// "8", and an odd value from a client with half stars rounds up), and `playCount`, a plain
/// count. A server started without `sticker_file` has no sticker commands: everything reads
/// as unrated and unplayed, and writing says why it cannot.
public final class MPDStickers: @unchecked Sendable {
  private let link: MPDLink

  public static let readOnlyMessage = "MPD has no sticker database: ratings and play counts are read-only"

  init(address: MPDAddress) {
    link = MPDLink(address: address, timeout: 5)
  }

  /// Whether the server keeps stickers (its `commands` list has `sticker`).
  public func available() throws(MPDFailure) -> Bool {
    try link.run { c throws(MPDFailure) in
      try c.check(mpd_send_allowed_commands(c.raw))
      var found = false
      while let pair = mpd_recv_command_pair(c.raw) {
        if String(cString: pair.pointee.value) == "sticker" { found = true }
        mpd_return_pair(c.raw, pair)
      }
      try c.finish()
      return found
    }
  }

  /// Stars 0...5 (nil: never rated).
  public func rating(of uri: String) throws(MPDFailure) -> Int? {
    try value("rating", of: uri).flatMap(Int.init).map { min(5, max(0, ($0 + 1) / 2)) }
  }

  public func setRating(_ stars: Int, of uri: String) throws(MPDFailure) {
    try set("rating", to: String(min(5, max(0, stars)) * 2), of: uri)
  }

  public func playCount(of uri: String) throws(MPDFailure) -> Int {
    try value("playCount", of: uri).flatMap(Int.init).map { max(0, $0) } ?? 0
  }

  /// Adds one play; returns the new count.
  @discardableResult
  public func countPlay(of uri: String) throws(MPDFailure) -> Int {
    let count = try playCount(of: uri) + 1
    try set("playCount", to: String(count), of: uri)
    return count
  }

  /// Every song's stars and play count, by URI: two `sticker find` commands over the whole
  /// database, so a library of any size is read in two round trips. Empty without stickers.
  public func everything() throws(MPDFailure) -> (ratings: [String: Int], plays: [String: Int]) {
    guard try available() else { return ([:], [:]) }
    let ratings = try all("rating").compactMapValues { Int($0).map { min(5, max(0, ($0 + 1) / 2)) } }
    let plays = try all("playCount").compactMapValues { Int($0).map { max(0, $0) } }
    return (ratings, plays)
  }

  /// One sticker's value on every song that has it, by URI.
  private func all(_ name: String) throws(MPDFailure) -> [String: String] {
    try link.run { c throws(MPDFailure) in
      guard mpd_send_sticker_find(c.raw, "song", "", name) else { throw c.failure() }
      var found: [String: String] = [:]
      var uri: String?
      while let pair = mpd_recv_pair(c.raw) {
        let key = String(cString: pair.pointee.name)
        let text = String(cString: pair.pointee.value)
        if key == "file" {
          uri = text
        } else if key == "sticker", let uri, let equals = text.firstIndex(of: "="), text[..<equals] == name {
          found[uri] = String(text[text.index(after: equals)...])
        }
        mpd_return_pair(c.raw, pair)
      }
      try c.finish()
      return found
    }
  }

  private func value(_ name: String, of uri: String) throws(MPDFailure) -> String? {
    guard try available() else { return nil }
    return try link.run { c throws(MPDFailure) in
      guard mpd_send_sticker_get(c.raw, "song", uri, name) else { throw c.failure() }
      var found: String?
      while let pair = mpd_recv_sticker(c.raw) {
        found = String(cString: pair.pointee.value)
        mpd_return_sticker(c.raw, pair)
      }
      if mpd_response_finish(c.raw) { return found }
      let failure = c.failure()
      if case .refused(let code, _) = failure, code == MPD_SERVER_ERROR_NO_EXIST.rawValue { return nil }  // none set
      throw failure
    }
  }

  private func set(_ name: String, to value: String, of uri: String) throws(MPDFailure) {
    guard try available() else { throw .refused(code: -1, message: Self.readOnlyMessage) }
    try link.run { c throws(MPDFailure) in try c.check(mpd_run_sticker_set(c.raw, "song", uri, name, value)) }
  }
}
