import AudioEngine
import Foundation
import MusicLibrary
import Storage
import WheelCore

/// The effects around the song rather than its sound: lyrics and chapters read off the UI
/// thread and handed back as events, and the audiobook bookmarks written once per batch.
/// Used from the UI loop only: it remembers unsaved bookmarks, so it is not `Sendable`.
final class SongExtras {
  let bookmarkStore: BookmarkStore
  private let playback: PlaybackBridge
  private let post: @Sendable (Event) -> Void
  private let readers = DispatchQueue(label: "ipodtui.extras", qos: .userInitiated)
  private var unsaved: Bookmarks?
  private var failed = false

  init(bookmarkStore: BookmarkStore, playback: PlaybackBridge, post: @escaping @Sendable (Event) -> Void) {
    self.bookmarkStore = bookmarkStore
    self.playback = playback
    self.post = post
  }

  func run(_ effect: Effect) {
    switch effect {
    case .loadLyrics(let track):
      let post = self.post
      readers.async {
        let lyrics = LyricsFinder.find(forTrackAt: track.fileSystemPath).flatMap(LRCParser.parse)
        post(.lyricsLoaded(path: track.path, lyrics: lyrics))
      }
    case .loadChapters(let track):
      let post = self.post
      let path =
        track.pathBytes == nil
        ? track.path : playback.links.enginePath(for: track.path, rawPath: track.pathBytes, id: track.id)
      readers.async {
        let marks = ChapterReader.read(path: path)
        post(.chaptersLoaded(path: track.path, chapters: marks.map { Chapter(title: $0.title, start: $0.start) }))
      }
    case .saveBookmarks(let bookmarks):
      unsaved = bookmarks
    case .setPlaybackSpeed(let ratio):
      playback.whenOpen { $0.setPlaybackSpeed(ratio) }
    default:
      break
    }
  }

  /// Writes the bookmarks changed during the last batch; a message the first time that fails.
  func flush() -> String? {
    guard let bookmarks = unsaved else { return nil }
    unsaved = nil
    do {
      try bookmarkStore.save(bookmarks)
      return nil
    } catch {
      defer { failed = true }
      return failed ? nil : "Can't save audiobook positions: \(error)"
    }
  }
}
