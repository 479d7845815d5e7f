import AudioEngine
import Foundation
import PulseHarness
import TestSupport
import Testing

/// A queue of tiny songs, followed the way the app follows the engine: the next song is named
/// only when the previous one has been heard to its end (`.trackFinished`), so the decoder, the
/// output thread and the follower race at every join. A lost wake-up anywhere stalls the queue
/// (it once stopped at song 8 of 20 in 5 runs of 6, every thread asleep), so each queue must
/// reach its end, in order, within its own length plus a margin.
@Suite(.serialized) struct TinySongQueueTests {
  /// One song of the queue: its file, rate and channels (for the margin per rate change).
  struct Song {
    let path: String
    let rate: Int
    let channels: Int
    let seconds: Double
  }

  static let rates = [8_000, 22_050, 44_100, 48_000, 96_000]
  /// Songs a queue: 60 in `make test`, the full 200 in `make soak` (IPODTUI_SOAK=1).
  static let count = ProcessInfo.processInfo.environment["IPODTUI_SOAK"] == "1" ? 200 : 60

  /// The seed: fixed in CI (`IPODTUI_FUZZ_SEED`), fresh on a developer's run; always printed.
  static let seed: UInt64 = {
    if let text = ProcessInfo.processInfo.environment["IPODTUI_FUZZ_SEED"], let value = UInt64(text) { return value }
    return UInt64.random(in: 1...UInt64(UInt32.max))
  }()

  /// `count` songs of 0.05-0.5 s, rates and channel counts drawn from `seed`.
  static func makeSongs(_ count: Int, seed: UInt64, tag: String) throws -> [Song] {
    var generator = SeededGenerator(seed: seed)
    return try (0..<count).map { i in
      let rate = rates[Int.random(in: 0..<rates.count, using: &generator)]
      let channels = Bool.random(using: &generator) ? 1 : 2
      let seconds = Double(Int.random(in: 50...500, using: &generator)) / 1_000
      let path = FileDevice.path("\(tag)-\(i)-\(rate)-\(channels).wav")
      try ToneFile.write(path: path, seconds: seconds, sampleRate: rate, channels: channels, seed: UInt64(i + 1))
      return Song(path: path, rate: rate, channels: channels, seconds: seconds)
    }
  }

  /// Plays `songs` as the app does and returns the paths whose end was heard, in order, and
  /// the seconds it took; stops waiting at `deadline` seconds.
  static func follow(_ songs: [Song], device: String, deadline: Double) throws -> (finished: [String], seconds: Double)
  {
    let recorder = EventRecorder()
    let engine = try AudioEngine(device: device, onEvent: recorder.callback)
    defer { engine.close() }
    let start = Date()
    engine.playMusic(path: songs[0].path)
    engine.queueNext(path: songs.count > 1 ? songs[1].path : nil)
    var finished: [String] = []
    var seen = 0
    while finished.count < songs.count {
      let remaining = deadline - Date().timeIntervalSince(start)
      guard remaining > 0,
        recorder.wait(timeout: remaining, until: { $0.count > seen })
      else { break }
      let events = recorder.events
      for event in events[seen...] {
        switch event {
        case .trackFinished(let path), .trackFailed(let path, _):
          // The app advances only when the song it shows ends.
          guard path == songs[finished.count].path else { continue }
          finished.append(path)
          let next = finished.count + 1
          engine.queueNext(path: next < songs.count ? songs[next].path : nil)
        default: break
        }
      }
      seen = events.count
    }
    return (finished, Date().timeIntervalSince(start))
  }

  /// The queue's own length plus 2 s, plus 0.3 s for every change of rate between songs.
  static func allowance(_ songs: [Song]) -> Double {
    let changes = zip(songs, songs.dropFirst()).filter { $0.rate != $1.rate }.count
    return songs.reduce(0) { $0 + $1.seconds } + 2 + 0.3 * Double(changes)
  }

  func expectWholeQueue(_ songs: [Song], device: String, label: String) throws {
    let allowed = Self.allowance(songs)
    let (finished, seconds) = try Self.follow(songs, device: device, deadline: allowed + 10)
    print(
      "\(label): seed \(Self.seed), \(finished.count) of \(songs.count) songs in \(seconds) s (allowed \(allowed) s)")
    #expect(finished.count == songs.count, "\(label) stalled after song \(finished.count) (seed \(Self.seed))")
    #expect(finished == Array(songs.map(\.path).prefix(finished.count)), "\(label): songs ended out of order")
    #expect(seconds <= allowed, "\(label): \(seconds) s for a queue allowed \(allowed) s (seed \(Self.seed))")
  }

  @Test func aQueueOfTinySongsPlaysToItsEndOnTheFileDevice() throws {
    let songs = try Self.makeSongs(Self.count, seed: Self.seed, tag: "file")
    try expectWholeQueue(songs, device: FileDevice.make().device, label: "file device")
  }

  @Test func aQueueOfTinySongsPlaysToItsEndOnPipeWire() throws {
    let server = try PipeWireServer(tree: FileDevice.pipeWireTree)
    let songs = try Self.makeSongs(Self.count, seed: Self.seed &+ 2, tag: "pipewire")
    try expectWholeQueue(songs, device: FileDevice.pipeWire(server.socketPath), label: "PipeWire")
  }

  @Test func aQueueOfTinySongsPlaysToItsEndOnPulseAudio() throws {
    let server = try PulseServer()
    let songs = try Self.makeSongs(Self.count, seed: Self.seed &+ 1, tag: "pulse")
    try expectWholeQueue(songs, device: FileDevice.pulse(server.address), label: "PulseAudio")
  }
}

/// SplitMix64: a small seeded generator, so a failing queue can be replayed from its seed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
