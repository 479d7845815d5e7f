import Foundation
import WheelCore

/// What `import-itunes` tells the user: counts, the first unmatched tracks and the playlists,
/// as text (tags through the sanitiser: they go to a terminal) or as a JSON object.
struct ITunesImportSummary {
  let file: String
  let library: String
  let songs: Int
  let itunes: ITunesLibrary
  let matches: [ITunesMatcher.Match?]
  let merged: ITunesImportOutcome

  var byLocation: Int { matches.count { $0?.how == .location } }
  var byTags: Int { matches.count { $0?.how == .tags } }
  var unmatched: [ITunesTrack] { zip(itunes.tracks, matches).compactMap { $1 == nil ? $0 : nil } }

  func text() -> String {
    let clean: (String) -> String = { TextWidth.sanitized($0) }
    let missing = unmatched
    var lines = [
      "iTunes library: \(clean(file))",
      "Library: \(clean(library)) (\(songs) songs)",
      "Tracks read: \(itunes.tracks.count)",
      "Matched: \(byLocation + byTags) (\(byLocation) by location, \(byTags) by tags); "
        + "\(merged.songsChanged) songs' history changed",
      "Unmatched: \(missing.count)",
    ]
    for track in missing.prefix(ITunesImportCommand.listed) {
      let tags = [track.name, track.artist, track.album].filter { !$0.isEmpty }.map(clean).joined(separator: " - ")
      lines.append("  " + (tags.isEmpty ? "(untitled)" : tags) + (track.location.map { " [\(clean($0))]" } ?? ""))
    }
    if missing.count > ITunesImportCommand.listed {
      lines.append("  … and \(missing.count - ITunesImportCommand.listed) more (--json lists them all)")
    }
    lines.append("Playlists imported: \(merged.playlists.count)" + list(merged.playlists))
    if !merged.alreadyThere.isEmpty {
      lines.append("Playlists already imported: \(merged.alreadyThere.count)" + list(merged.alreadyThere))
    }
    if !merged.emptyPlaylists.isEmpty {
      lines.append(
        "Playlists with no song in the library: \(merged.emptyPlaylists.count)" + list(merged.emptyPlaylists))
    }
    if itunes.skippedPlaylists > 0 {
      lines.append("Playlists left out (the library, Music/Movies/Podcasts…, folders): \(itunes.skippedPlaylists)")
    }
    return lines.joined(separator: "\n")
  }

  private func list(_ names: [String]) -> String {
    names.isEmpty ? "" : " (" + names.map { TextWidth.sanitized($0) }.joined(separator: ", ") + ")"
  }

  func json() -> String {
    let object: [String: Any] = [
      "file": file, "library": library, "songs": songs, "tracks": itunes.tracks.count,
      "matched": byLocation + byTags, "matchedByLocation": byLocation, "matchedByTags": byTags,
      "songsChanged": merged.songsChanged, "unmatched": unmatched.count,
      "unmatchedTracks": unmatched.map { track -> [String: Any] in
        ["name": track.name, "artist": track.artist, "album": track.album, "location": track.location ?? NSNull()]
      },
      "playlists": merged.playlists, "playlistsAlreadyImported": merged.alreadyThere,
      "playlistsWithNoSong": merged.emptyPlaylists, "playlistsLeftOut": itunes.skippedPlaylists,
    ]
    let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}
