import CSystemdBus
import CSystemdBusLoader
import Dispatch
import Foundation
import Platform
import RemoteControl
import WheelCore

/// The player on the session bus as `org.mpris.MediaPlayer2.ipodtui`: media keys, the
/// desktop's media widget, `playerctl`, KDE Connect.
///
/// sd-bus runs on this service's own thread and nowhere else (an sd-bus connection is not
/// thread-safe). Calls become remote commands posted to the core through the player board;
/// the board rings when the core publishes a new snapshot, and the thread then announces what
/// changed with `PropertiesChanged` (one signal per interface per change) and jumps with
/// `Seeked`. Without a session bus the thread ends at once and nothing is shown.
public final class MPRISService: @unchecked Sendable {
  // @unchecked: `bus`, `announced`, `seeksSeen` and `art` belong to the bus thread; the rest
  // is immutable or guarded by `lock`.
  private let names: [String]
  private let address: String?
  private let board: PlayerBoard
  private let artURL: @Sendable (Track) -> String?
  private let bell = Doorbell()
  private let lock = NSLock()
  private var stopping = false
  private var owned: String?
  private let finished = DispatchSemaphore(value: 0)
  private var bus: OpaquePointer?
  private var announced: [String: [String: BusValue]] = [:]
  private var seeksSeen = 0
  private var art: (id: Int64, url: String?)?

  /// The well-known name for the instance that holds the write lock; others add their pid.
  public static let name = "org.mpris.MediaPlayer2.ipodtui"
  public static func instanceName(pid: Int32) -> String { name + ".instance\(pid)" }

  /// Starts serving; tries `names` in order. `address` names the bus (nil: the user's session
  /// bus, from DBUS_SESSION_BUS_ADDRESS or $XDG_RUNTIME_DIR/bus). `artURL` finds a song's cover
  /// as a file URL (it runs on the bus thread, once per song).
  /// Why `OpenUri`'s path cannot play (`OpenablePath.problem`; tests pass a stand-in).
  private let openable: @Sendable (String) -> String?

  public init(
    names: [String], board: PlayerBoard, address: String? = nil,
    openable: @escaping @Sendable (String) -> String? = OpenablePath.problem,
    artURL: @escaping @Sendable (Track) -> String?
  ) {
    self.names = names
    self.openable = openable
    self.address = address
    self.board = board
    self.artURL = artURL
    board.subscribe { [bell] in bell.ring() }
    Thread.detachNewThread { [self] in
      run()
      finished.signal()
    }
  }

  /// The bus name this instance got (nil: no bus, or not yet).
  public var ownedName: String? { lock.withLock { owned } }

  /// Leaves the bus (the name is released) and waits briefly for the thread to end.
  public func stop() {
    lock.withLock { stopping = true }
    bell.ring()
    _ = finished.wait(timeout: .now() + 2)
  }

  private func run() {
    guard let bus = Self.connect(address) else { return }  // no session bus: silent
    self.bus = bus
    defer { sd_bus_flush_close_unref(bus) }
    let me = Unmanaged.passUnretained(self).toOpaque()
    guard sd_bus_add_object(bus, nil, MPRISProperties.objectPath, Self.handler, me) >= 0 else { return }
    announced = tables(board.latest.snapshot)
    seeksSeen = board.latest.seeks
    guard let name = names.first(where: { sd_bus_request_name(bus, $0, 0) >= 0 }) else { return }
    lock.withLock { owned = name }
    while !lock.withLock({ stopping }) {
      while true {
        let r = sd_bus_process(bus, nil)
        if r < 0 { return }  // the bus went away
        if r == 0 { break }
      }
      announceChanges()
      wait(on: bus)
    }
  }

  private static func connect(_ address: String?) -> OpaquePointer? {
    guard ipod_sdbus_load() != 0 else { return nil }  // no libsystemd: no MPRIS, as without a bus
    var bus: OpaquePointer?
    guard let address else { return sd_bus_open_user(&bus) >= 0 ? bus : nil }
    guard sd_bus_new(&bus) >= 0, let bus else { return nil }
    guard sd_bus_set_address(bus, address) >= 0, sd_bus_set_bus_client(bus, 1) >= 0, sd_bus_start(bus) >= 0 else {
      sd_bus_unref(bus)
      return nil
    }
    return bus
  }

  /// Blocks until the bus has something to read or write, its timeout passes, or the bell rings.
  private func wait(on bus: OpaquePointer) {
    var deadline: UInt64 = 0
    var timeout: Int32 = -1
    if sd_bus_get_timeout(bus, &deadline) > 0, deadline != UInt64.max {
      let nowMicros = MonotonicClock.nanoseconds() / 1000  // sd-bus deadlines are monotonic µs
      timeout = deadline > nowMicros ? Int32(min(60_000, (deadline - nowMicros + 999) / 1000)) : 0
    }
    var fds = [
      pollfd(fd: sd_bus_get_fd(bus), events: Int16(truncatingIfNeeded: sd_bus_get_events(bus)), revents: 0),
      pollfd(fd: bell.descriptor, events: Int16(POLLIN), revents: 0),
    ]
    _ = poll(&fds, 2, timeout)
    bell.answer()
  }

  // MARK: Properties and signals

  private func tables(_ snapshot: PlayerSnapshot) -> [String: [String: BusValue]] {
    [
      MPRISProperties.rootInterface: MPRISProperties.root(),
      MPRISProperties.playerInterface: MPRISProperties.player(snapshot, artURL: cover(of: snapshot.track)),
    ]
  }

  /// The cover's URL, looked up once per song.
  private func cover(of track: Track?) -> String? {
    guard let track else { return nil }
    if let art, art.id == track.id { return art.url }
    let url = artURL(track)
    art = (track.id, url)
    return url
  }

  private func announceChanges() {
    guard let bus else { return }
    let latest = board.latest
    let now = tables(latest.snapshot)
    for interface in [MPRISProperties.rootInterface, MPRISProperties.playerInterface] {
      let changed = MPRISProperties.changes(from: announced[interface] ?? [:], to: now[interface] ?? [:])
      if !changed.isEmpty { emitPropertiesChanged(bus, interface, changed) }
    }
    announced = now
    if latest.seeks != seeksSeen {
      seeksSeen = latest.seeks
      emit(bus, MPRISProperties.playerInterface, "Seeked") {
        $0.append(.int64(MPRISProperties.microseconds(latest.lastSeek)))
      }
    }
  }

  private func emitPropertiesChanged(_ bus: OpaquePointer, _ interface: String, _ changed: [String: BusValue]) {
    emit(bus, "org.freedesktop.DBus.Properties", "PropertiesChanged") { message in
      var r = message.appendString(interface, type: "s")
      if r >= 0 { r = message.appendDictionary(changed) }
      if r >= 0 { r = message.append(.strings([])) }
      return r
    }
  }

  private func emit(_ bus: OpaquePointer, _ interface: String, _ member: String, _ fill: (BusMessage) -> Int32) {
    var signal: OpaquePointer?
    guard sd_bus_message_new_signal(bus, &signal, MPRISProperties.objectPath, interface, member) >= 0, let signal else {
      return
    }
    defer { sd_bus_message_unref(signal) }
    if fill(BusMessage(raw: signal)) >= 0 { _ = sd_bus_send(bus, signal, nil) }
  }

  // MARK: Calls

  private static let handler: sd_bus_message_handler_t = { message, userdata, error in
    guard let message, let userdata else { return 0 }
    return Unmanaged<MPRISService>.fromOpaque(userdata).takeUnretainedValue().handle(message, error)
  }

  /// Answers one call on /org/mpris/MediaPlayer2; 0 leaves it to sd-bus (which says "unknown").
  private func handle(_ raw: OpaquePointer, _ error: UnsafeMutablePointer<sd_bus_error>?) -> Int32 {
    guard sd_bus_message_is_method_call(raw, nil, nil) > 0,
      let interface = sd_bus_message_get_interface(raw).map({ String(cString: $0) }),
      let member = sd_bus_message_get_member(raw).map({ String(cString: $0) })
    else { return 0 }
    let message = BusMessage(raw: raw)
    let signature = sd_bus_message_get_signature(raw, 1).map { String(cString: $0) } ?? ""
    switch (interface, member) {
    case ("org.freedesktop.DBus.Introspectable", "Introspect"):
      return reply(raw) { $0.appendString(MPRISIntrospection.xml, type: "s") }
    case ("org.freedesktop.DBus.Properties", "Get"):
      guard signature == "ss", let iface = message.readString(), let name = message.readString() else {
        return fail(error, MPRISCall.invalidArgs, "Get takes (ss)")
      }
      guard let value = tables(board.latest.snapshot)[iface]?[name] else {
        return fail(error, "org.freedesktop.DBus.Error.UnknownProperty", "no property \(name) in \(iface)")
      }
      return reply(raw) { $0.appendVariant(value) }
    case ("org.freedesktop.DBus.Properties", "GetAll"):
      guard signature == "s", let iface = message.readString() else {
        return fail(error, MPRISCall.invalidArgs, "GetAll takes (s)")
      }
      let all = tables(board.latest.snapshot)[iface] ?? [:]
      return reply(raw) { $0.appendDictionary(all) }
    case ("org.freedesktop.DBus.Properties", "Set"):
      guard signature == "ssv", let iface = message.readString(), let name = message.readString(),
        let value = message.readVariant()
      else { return fail(error, MPRISCall.invalidArgs, "Set takes (ssv)") }
      return act(MPRISCall.set(iface, name, value), raw, error)
    case (MPRISProperties.rootInterface, _), (MPRISProperties.playerInterface, _):
      let expected = ["Seek": "x", "SetPosition": "ox", "OpenUri": "s"][member] ?? ""
      guard interface == MPRISProperties.rootInterface || signature == expected,
        let arguments = message.readArguments(expected)
      else {
        return fail(error, MPRISCall.invalidArgs, "\(member) takes (\(expected))")
      }
      return act(MPRISCall.method(interface, member, arguments, current: board.latest.snapshot), raw, error)
    default:
      return 0
    }
  }

  private func act(_ outcome: MPRISCall.Outcome, _ raw: OpaquePointer, _ error: UnsafeMutablePointer<sd_bus_error>?)
    -> Int32
  {
    switch outcome {
    case .command(.open(let path)):
      // OpenUri answers whether something will play: a device, a missing file or a path
      // outside the library is an error, as the spec's OpenUri may return one.
      if let problem = openable(path) { return fail(error, Self.failed, problem) }
      let number = board.send(.open(path: path))
      guard let snapshot = board.waitUntilHandled(number, timeout: Self.openTimeout) else {
        return fail(error, Self.failed, "ipodtui did not answer in time")
      }
      if snapshot.remoteCommandsHandled == number, let problem = snapshot.lastRemoteError {
        return fail(error, Self.failed, problem)
      }
      return reply(raw) { _ in 0 }
    case .command(let command):
      board.send(command)
      return reply(raw) { _ in 0 }
    case .ignored:
      return reply(raw) { _ in 0 }
    case .error(let name, let message):
      return fail(error, name, message)
    }
  }

  private func reply(_ call: OpaquePointer, _ fill: (BusMessage) -> Int32) -> Int32 {
    var answer: OpaquePointer?
    var r = sd_bus_message_new_method_return(call, &answer)
    guard r >= 0, let answer else { return r }
    defer { sd_bus_message_unref(answer) }
    r = fill(BusMessage(raw: answer))
    if r >= 0 { r = sd_bus_send(nil, answer, nil) }
    return r < 0 ? r : 1
  }

  static let failed = "org.freedesktop.DBus.Error.Failed"
  /// How long OpenUri waits for the core to take the song (the bus thread waits meanwhile).
  static let openTimeout = 2.0

  private func fail(_ error: UnsafeMutablePointer<sd_bus_error>?, _ name: String, _ message: String) -> Int32 {
    sd_bus_error_set(error, name, message)
  }
}
