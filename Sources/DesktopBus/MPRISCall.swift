import WheelCore

/// Turns MPRIS method calls and property writes into the core's remote commands. Pure: the
/// service reads the arguments off the message and asks here what they mean.
public enum MPRISCall {
  public enum Outcome: Equatable, Sendable {
    /// Send this command to the core.
    case command(RemoteCommand)
    /// Valid, but there is nothing to do (Raise; a SetPosition for another song).
    case ignored
    /// Answer with this D-Bus error.
    case error(name: String, message: String)
  }

  static let invalidArgs = "org.freedesktop.DBus.Error.InvalidArgs"
  static let unknownMethod = "org.freedesktop.DBus.Error.UnknownMethod"

  /// A method of the root or the Player interface. `arguments` as read from the message
  /// (Seek: `.int64`; SetPosition: `.objectPath`, `.int64`; OpenUri: `.string`).
  public static func method(_ interface: String, _ member: String, _ arguments: [BusValue], current: PlayerSnapshot)
    -> Outcome
  {
    let root = interface == MPRISProperties.rootInterface
    guard root || interface == MPRISProperties.playerInterface else {
      return .error(name: unknownMethod, message: "no interface \(interface)")
    }
    switch (root, member) {
    case (true, "Raise"): return .ignored
    case (true, "Quit"): return .command(.quit)
    case (false, "Play"): return .command(.play)
    case (false, "Pause"): return .command(.pause)
    case (false, "PlayPause"): return .command(.playPause)
    case (false, "Stop"): return .command(.stop)
    case (false, "Next"): return .command(.next)
    case (false, "Previous"): return .command(.previous)
    case (false, "Seek"):
      guard arguments.count == 1, case .int64(let offset) = arguments[0] else { break }
      // Past either end of any song is as far as it goes (the spec: past the end is Next).
      return .command(.seek(by: min(ResumeCodec.maxElapsed, max(-ResumeCodec.maxElapsed, Double(offset) / 1_000_000))))
    case (false, "SetPosition"):
      guard arguments.count == 2, case .objectPath(let id) = arguments[0], case .int64(let position) = arguments[1]
      else { break }
      // The spec: ignore a stale track id and a position outside the song.
      guard let track = current.track, id == MPRISProperties.trackID(track.id), position >= 0,
        current.length <= 0 || Double(position) / 1_000_000 <= current.length
      else { return .ignored }
      return .command(.seekTo(Double(position) / 1_000_000))
    case (false, "OpenUri"):
      guard arguments.count == 1, case .string(let uri) = arguments[0] else { break }
      guard let path = FileURL.path(from: uri) else {
        return .error(name: invalidArgs, message: "only file:// URIs can be opened: \(uri)")
      }
      return .command(.open(path: path))
    default:
      return .error(name: unknownMethod, message: "no method \(member) in \(interface)")
    }
    return .error(name: invalidArgs, message: "wrong arguments for \(member)")
  }

  /// `Properties.Set` on the Player interface: Volume, Shuffle, LoopStatus (Rate only to 1).
  public static func set(_ interface: String, _ name: String, _ value: BusValue) -> Outcome {
    guard interface == MPRISProperties.playerInterface else {
      return .error(name: invalidArgs, message: "\(interface).\(name) is read-only")
    }
    switch (name, value) {
    case ("Volume", .double(let v)):
      // The spec clamps a volume outside 0...1; NaN or an infinity is no volume at all (not mute).
      guard v.isFinite else { return .error(name: invalidArgs, message: "Volume must be a number, not \(v)") }
      return .command(.setVolume(min(1, max(0, v))))
    case ("Shuffle", .bool(let on)): return .command(.setShuffle(on))
    case ("LoopStatus", .string(let text)):
      switch text {
      case "None": return .command(.setRepeat(.off))
      case "Track": return .command(.setRepeat(.one))
      case "Playlist": return .command(.setRepeat(.all))
      default: return .error(name: invalidArgs, message: "LoopStatus is None, Track or Playlist, not \(text)")
      }
    case ("Rate", .double(let rate)) where rate == 1: return .ignored
    default: return .error(name: invalidArgs, message: "cannot set \(name) to \(value)")
    }
  }
}
