import Foundation
import MusicSource
import WheelCore

/// An MPD server as ipodtui's library and player: one object per `--mpd` address, holding the
/// four connections (idle, commands, library, covers) and wiring them to each other: the
/// watcher's changes reload the library, the library's loads and the player's finished commands
/// ask the watcher for a fresh report.
public final class MPDServer: Sendable {
  public let address: MPDAddress
  public let library: MPDLibrary
  public let player: MPDPlayer
  /// Ratings and play counts (stickers), for the user-data features to reach.
  public let stickers: MPDStickers
  private let watcher: MPDWatcher

  public init(address: MPDAddress, post: @escaping @Sendable (Event) -> Void) {
    self.address = address
    library = MPDLibrary(address: address, post: post)
    player = MPDPlayer(address: address, post: post)
    stickers = MPDStickers(address: address)
    let watcher = MPDWatcher(address: address, post: post)
    self.watcher = watcher
    let library = self.library
    let player = self.player
    watcher.isBusy = { player.isBusy }
    watcher.databaseChanged = { library.reload() }
    library.published = { watcher.refresh() }
    player.settled = { watcher.refresh() }
    // The library loads once the watcher has reached the server (and again after changes).
    library.starting = { watcher.start() }
  }

  public func close() {
    watcher.stop()
    player.close()
    library.close()
  }
}
