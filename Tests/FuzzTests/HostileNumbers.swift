import Testing
import WheelCore

/// Numbers from outside that have broken programs: zeros of both signs, the edges of Int64,
/// doubles that overflow once scaled, not-numbers, infinities and 400 digits, each bare and
/// signed; then seeded random ones (any bit pattern of a Double, any Int64, long digit runs),
/// so that every surface reading a number is fed the same hostile set.
enum HostileNumbers {
  static let fixed: [String] = {
    let digits = String(repeating: "9", count: 400)
    let bare = [
      "0", "0.0", "1e308", "4e19", "1.7976931348623157e308", "1e309", "nan", "NaN", "inf", "infinity",
      "\(Int64.max)", "9223372036854775808", "\(UInt64.max)", digits, "0." + String(repeating: "0", count: 398) + "1",
      "1e-400", "0x1p1023", "100", "101", "604800", "604801", "1_000", "", " 5",
    ]
    return bare + bare.flatMap { ["+" + $0, "-" + $0] } + ["\(Int64.min)", "+-5", "--5", "+", "-", "١٢"]
  }()

  static let doubles: [Double] = [
    0, -0.0, 1e308, -1e308, .nan, -.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    .leastNonzeroMagnitude, Double(Int64.max), Double(Int64.min), 4e19, -4e19,
  ]

  static let int64s: [Int64] = [0, 1, -1, .max, .min, .max - 1, .min + 1, 1 << 53, -(1 << 53)]

  /// `fixed`, then `count` random texts.
  static func texts(count: Int, using mutator: inout Mutator) -> [String] {
    fixed
      + (0..<count).map { _ in
        switch mutator.int(0...3) {
        case 0: "\(Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &mutator.rng)))"
        case 1: "\(Int64.random(in: .min ... .max, using: &mutator.rng))"
        case 2:
          ["", "+", "-"][mutator.int(0...2)]
            + String((0..<mutator.int(1...400)).map { _ in Character("\(mutator.int(0...9))") })
        default: ["", "+", "-"][mutator.int(0...2)] + "\(Double(mutator.int(-1_000_000...1_000_000)) / 100)"
        }
      }
  }

  /// `doubles`, then `count` random ones of any bit pattern.
  static func binaryDoubles(count: Int, using mutator: inout Mutator) -> [Double] {
    doubles + (0..<count).map { _ in Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &mutator.rng)) }
  }

  /// `int64s`, then `count` random ones.
  static func binaryInts(count: Int, using mutator: inout Mutator) -> [Int64] {
    int64s + (0..<count).map { _ in Int64.random(in: .min ... .max, using: &mutator.rng) }
  }

  /// A core with a song playing (100 s long), as the surfaces' commands find it.
  static func playingState() -> AppState {
    var app = AppState(size: Size(width: 60, height: 30))
    let tracks = [
      Track(id: 1, path: "/m/A/1.flac", title: "One", artist: "X", album: "A", trackNumber: 1, duration: 100),
      Track(id: 2, path: "/m/A/2.flac", title: "Two", artist: "X", album: "A", trackNumber: 2, duration: 100),
    ]
    _ = app.update(.libraryLoaded(LibraryIndex(tracks: tracks), playlists: [], path: "/m"))
    _ = app.update(.remote(.open(path: "/m/A/1.flac")))
    _ = app.update(.trackStarted(path: "/m/A/1.flac", duration: 100))
    return app
  }

  /// Applies `command` and checks what every number in the core must stay within.
  static func expectInRange(after command: RemoteCommand, on app: inout AppState, _ what: String) {
    let effects = app.update(.remote(command))
    #expect((0...Settings.volumeSteps).contains(app.settings.volume), "\(what): volume \(app.settings.volume)")
    #expect(
      app.player.elapsed.isFinite && (0...100).contains(app.player.elapsed), "\(what): elapsed \(app.player.elapsed)")
    for effect in effects {
      if case .seek(let to) = effect { #expect(to.isFinite && (0...100).contains(to), "\(what): seek to \(to)") }
      if case .setVolume(let gain) = effect {
        #expect(gain.isFinite && (0...1).contains(gain), "\(what): gain \(gain)")
      }
    }
  }
}
