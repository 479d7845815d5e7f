import Foundation
import IpodDevice
import WheelCore

/// With an iPod as the source, its database keeps the ratings, plays and skips, as iTunes
/// did at each sync: read into the user's data before the core receives it, and what was
/// played, skipped and rated here written back at Settings > Eject iPod and at quit
/// (`IpodDatabase.write`: backup first, atomic, never over a newer database). What could not
/// be written stays in the user's data, which the next start merges again: plays and skips
/// by the larger count, so nothing counted on either side is lost.
final class IpodSync: @unchecked Sendable {
  private let library: IpodLibrary
  private let post: @Sendable (Event) -> Void
  /// Loads and writes, one at a time; the fields below belong to it.
  private let queue = DispatchQueue(label: "ipodtui.ipod-sync", qos: .utility)
  private var database: IpodDatabase?
  /// Song positions in the database by file path.
  private var positions: [String: Int] = [:]
  /// What the database holds now, by file path: read at load, moved on by each write.
  private var written: [String: Counts] = [:]

  struct Counts: Equatable {
    var stars: Int
    var plays: Int
    var skips: Int
  }

  init(library: IpodLibrary, post: @escaping @Sendable (Event) -> Void) {
    self.library = library
    self.post = post
  }

  /// Merges the iPod's counts into the saved data once the database is open, then hands the
  /// core the result. An iPod that could not be read leaves the data as it was.
  func load(_ saved: UserData) {
    library.whenOpen { [self] database in
      queue.async { [self] in
        var data = saved
        if let database {
          self.database = database
          merge(database, into: &data)
          if !database.isWritable { post(.notice(IpodError.tooNew(version: database.version).description)) }
        }
        post(.userDataLoaded(data))
      }
    }
  }

  /// The iPod's songs taken into the data: a record per song (made when missing), plays and
  /// skips the larger of the two counts, the rating the iPod's when the iPod can be written
  /// (its own is the newer), else the one kept here.
  func merge(_ database: IpodDatabase, into data: inout UserData) {
    var byPath: [String: Int] = [:]
    for (r, record) in data.songs.enumerated() where byPath[record.key.path] == nil { byPath[record.key.path] = r }
    for (i, song) in database.songs.enumerated() {
      positions[song.path] = i
      written[song.path] = Counts(stars: song.stars, plays: song.plays, skips: song.skips)
      let r: Int
      if let known = byPath[song.path] {
        r = known
      } else {
        data.songs.append(
          SongRecord(key: SongKey(path: song.path, title: song.title, artist: song.artist, album: song.album)))
        r = data.songs.count - 1
        byPath[song.path] = r
      }
      data.songs[r].plays = max(data.songs[r].plays, song.plays)
      data.songs[r].skips = max(data.songs[r].skips, song.skips)
      if song.stars > 0, database.isWritable || data.songs[r].rating == nil { data.songs[r].rating = song.stars }
      if let played = song.lastPlayed, played > data.songs[r].lastPlayed ?? 0 { data.songs[r].lastPlayed = played }
      if data.songs[r].added == nil { data.songs[r].added = song.added }
    }
  }

  /// What `data` holds beyond what the database does, as libgpod updates.
  func updates(from data: UserData) -> [IpodUpdate] {
    var found: [IpodUpdate] = []
    var seen = Set<String>()
    for record in data.songs {
      let path = record.key.path
      // A second record of the same file (its tags changed) counts once.
      guard let i = positions[path], let before = written[path], seen.insert(path).inserted else { continue }
      var update = IpodUpdate(song: i)
      if let stars = record.rating, stars != before.stars { update.stars = stars }
      update.addedPlays = max(0, record.plays - before.plays)
      update.addedSkips = max(0, record.skips - before.skips)
      update.lastPlayed = record.lastPlayed
      if !update.isEmpty { found.append(update) }
    }
    return found
  }

  /// Writes what changed into the iPod; the message to show.
  func writeBack(_ data: UserData) -> String? {
    queue.sync { [self] () -> String? in
      guard let database else { return nil }
      let updates = updates(from: data)
      guard !updates.isEmpty else { return "The iPod is up to date: you can unplug it" }
      do {
        try database.write(updates)
      } catch {
        return "\(error)"
      }
      for update in updates {
        let path = database.songs[update.song].path
        guard var counts = written[path] else { continue }
        counts.stars = update.stars ?? counts.stars
        counts.plays += update.addedPlays
        counts.skips += update.addedSkips
        written[path] = counts
      }
      return "The iPod has \(updates.count) song\(updates.count == 1 ? "" : "s")' plays and ratings: you can unplug it"
    }
  }
}
