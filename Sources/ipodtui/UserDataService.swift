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
  /// Tag writes, one at a time, in the order they were asked for.
  private let tags = DispatchQueue(label: "ipodtui.rating-tags", qos: .utility)

  init(xdg: XDGDirectories, writable: Bool, post: @escaping @Sendable (Event) -> Void) {
    self.post = post
    store = UserDataStore(xdg: xdg, writable: writable) { post(.notice($0)) }
  }

  /// Reads the store off the UI thread and hands it to the core (`.userDataLoaded`): at
  /// 100,000 songs the file takes ~140 ms to read, which must not hold back the first frame.
  /// The core saves nothing before it has the file, so no write can race this read.
  func loadInBackground() {
    let store = self.store, post = self.post
    DispatchQueue.global(qos: .userInitiated).async {
      let saved = store.load()
      post(.userDataLoaded(saved.data))
      if let problem = saved.problem { post(.notice(problem)) }
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
  }
}
