import Foundation
import MusicServer
import WheelCore

/// With MPD as the source, ratings and play counts live in the server's stickers, where other
/// MPD clients see them: read once at start (two commands, off the UI thread) and taken into
/// the saved data before the core receives it, and every change the core saves sent back.
/// The core only sees its usual events, so it never learns that a server keeps them. Without
/// a sticker database the core hears that ratings are read-only; plays are still counted in
/// the local user-data file, so the smart playlists keep filling.
final class StickerSync: @unchecked Sendable {
  static let readOnlyMessage = "MPD: ratings are read-only (no sticker database)"

  private let stickers: any StickerDatabase
  private let post: @Sendable (Event) -> Void
  /// Reads and writes, one at a time and in order; the two fields below belong to it.
  private let queue: DispatchQueue
  /// The ratings and plays as the server last heard them (nil until loaded): a tally, not a
  /// second copy of the user's data.
  private var known: UserData.Tally?
  private var writable = false

  /// `queue` must be serial (the tests pass theirs, to wait for the work given to it).
  init(
    stickers: any StickerDatabase, post: @escaping @Sendable (Event) -> Void,
    queue: DispatchQueue = DispatchQueue(label: "ipodtui.stickers", qos: .utility)
  ) {
    self.stickers = stickers
    self.post = post
    self.queue = queue
  }

  /// Reads the server's stickers into the locally saved data, then hands the core the result
  /// as the loaded data. A server that cannot be read leaves the local data as it is.
  func load(_ saved: UserData) {
    queue.async { [self] in
      var data = saved
      var after: [Event] = []
      do {
        if try stickers.available() {
          let read = try stickers.everything()
          data.adopt(ratings: read.ratings, plays: read.plays)
          writable = true
        } else {
          after.append(.ratingsReadOnly(Self.readOnlyMessage))
        }
      } catch {
        writable = true  // the server may come back: changes are tried, and say so if they fail
        after.append(.notice("MPD: can't read ratings (\(error))"))
      }
      known = data.tally
      post(.userDataLoaded(data))
      after.forEach(post)
    }
  }

  /// The core saved its data: the ratings set and plays counted since go to the server.
  func saved(_ data: UserData) {
    queue.async { [self] in
      guard let before = known else { return }
      known = data.tally
      guard writable else { return }
      for change in data.changes(since: before) {
        do {
          if let stars = change.rating { try stickers.setRating(stars, of: change.path) }
          for _ in 0..<change.addedPlays { _ = try stickers.countPlay(of: change.path) }
        } catch {
          post(.notice("MPD: can't save the rating or play count (\(error))"))
        }
      }
    }
  }
}
