import Foundation
import MusicLibrary
import Platform
import Storage
import WheelCore

/// The user data's adapters together: the store in `$XDG_DATA_HOME/ipodtui/` and the writer of
/// rating tags, both off the UI thread, and what must be done at quit.
final class UserDataService: Sendable {
  let store: UserDataStore
  private let post: @Sendable (Event) -> Void
  /// The MPD server's stickers, when MPD is the source: ratings and play counts go there too.
  let stickers: StickerSync?
  /// The iPod's database, when an iPod is the source: its counts are merged in at load and
  /// what was played here goes back at Eject iPod and at quit.
  let ipod: IpodSync?
  /// Tag writes, one at a time, in the order they were asked for.
  private let tags = DispatchQueue(label: "ipodtui.rating-tags", qos: .utility)

  init(
    xdg: XDGDirectories, writable: Bool, stickers: StickerSync?, ipod: IpodSync? = nil,
    post: @escaping @Sendable (Event) -> Void
  ) {
    self.post = post
    self.stickers = stickers
    self.ipod = ipod
    store = UserDataStore(xdg: xdg, writable: writable) { post(.notice($0)) }
  }

  /// Reads the store off the UI thread and hands it to the core (`.userDataLoaded`), with
  /// MPD through the stickers, which add the server's ratings first. At 100,000 songs the file
  /// takes ~140 ms to read, which must not hold back the first frame. The core saves nothing
  /// before it has the data, so no write can race this read.
  func loadInBackground() {
    DispatchQueue.global(qos: .userInitiated).async { [self] in load() }
  }

  /// Reads the store here, on the caller's thread (never the UI's), and hands it on as
  /// `loadInBackground` does.
  func load() {
    let saved = store.load()
    if let problem = saved.problem { post(.notice(problem)) }
    if let stickers {
      stickers.load(saved.data)
    } else if let ipod {
      ipod.load(saved.data)
    } else {
      post(.userDataLoaded(saved.data))
    }
  }

  /// Saves the data (and tells the server's stickers what changed).
  func save(_ data: UserData) {
    store.save(data)
    stickers?.saved(data)
  }

  /// Settings > Eject iPod: the plays and ratings go into the iPod's database, off the UI thread.
  func ejectIpod(_ data: UserData) {
    guard let ipod else { return }
    let post = self.post
    DispatchQueue.global(qos: .userInitiated).async {
      if let message = ipod.writeBack(data) { post(.notice(message)) }
    }
  }

  /// Writes a rating into the song's file; says so when the file would not take it.
  func writeTag(stars: Int, to track: Track) {
    let post = self.post
    tags.async {
      guard RatingWriter.write(stars: stars, toFileAt: track.fileSystemPath) else {
        post(.notice("Can't write the rating into \(track.title)"))
        return
      }
    }
  }

  /// At quit: a rating still waiting for its song to stop goes into the file now, and every
  /// change queued reaches the disk.
  func finish(_ state: AppState) {
    if state.settings.writeRatingTags, let tag = state.userData.pendingRatingTag {
      writeTag(stars: tag.stars, to: tag.track)
    }
    tags.sync {}
    store.flush()
    // The user's data is on disk first: a failed iPod write loses nothing.
    if let ipod, let message = ipod.writeBack(state.userData.data), !message.hasPrefix("The iPod") {
      StandardStreams.printError("ipodtui: \(message)")
    }
  }
}
