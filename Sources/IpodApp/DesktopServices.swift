import DesktopBus
import Foundation
import Pictures
import Platform
import RemoteControl
import Storage
import WheelCore

/// The program's place on the desktop: MPRIS on the session bus, the `ipodtui remote`
/// socket, and the listen logs. The instance holding the write lock takes the well-known bus
/// name and the socket; a second one gets an instance bus name and no socket.
final class DesktopServices {
  let board: PlayerBoard
  private let mpris: MPRISService
  private let remote: RemoteServer?
  private let scrobbles: ScrobbleLog?
  private let post: @Sendable (Event) -> Void
  private var scrobbleProblem = false

  init(xdg: XDGDirectories, ownsState: Bool, post: @escaping @Sendable (Event) -> Void) {
    self.post = post
    board = PlayerBoard(post: post)
    let pid = getpid()
    let names = (ownsState ? [MPRISService.name] : []) + [MPRISService.instanceName(pid: pid)]
    let covers = xdg.cacheHome.map { $0 + "/ipodtui/covers" }
    mpris = MPRISService(names: names, board: board) { track in
      CoverFile.path(forTrackAt: track.path, extractingInto: covers, as: "track-\(track.id)").map(FileURL.from(path:))
    }
    let socket = RemoteSocketPath.resolve(environment: xdg.environment, stateDirectory: xdg.stateDirectory)
    let board = self.board
    remote = ownsState ? socket.flatMap { RemoteServer(path: $0, board: board) } : nil
    scrobbles = xdg.stateDirectory.map { ScrobbleLog(directory: $0, client: "ipodtui \(ipodtuiVersion)") }
  }

  /// After each batch of events: what the desktop sees of the player.
  func publish(_ state: AppState) { board.publish(PlayerSnapshot(state)) }

  /// The effects the desktop cares about: seeks (MPRIS's `Seeked`) and listens to log.
  func observe(_ effect: Effect) {
    switch effect {
    case .seek(let seconds): board.seeked(to: seconds)
    case .logListen(let track, let ago): log(track, startedAt: Int64((WallClock.seconds() - ago).rounded()))
    default: break
    }
  }

  func close() {
    remote?.stop()
    mpris.stop()
  }

  private func log(_ track: Track, startedAt: Int64) {
    guard let scrobbles else { return }
    do {
      try scrobbles.append(track, startedAt: startedAt)
    } catch {
      if !scrobbleProblem { post(.notice("Can't write the scrobble log: \(error)")) }
      scrobbleProblem = true
    }
  }
}
