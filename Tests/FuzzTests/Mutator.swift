import Foundation
import WheelCore

/// Seeded random input for the fuzz tests: valid samples mutated (bytes flipped, cut, spliced,
/// repeated, hostile lines inserted) and plain noise. The seed comes from IPODTUI_FUZZ_SEED or
/// the clock and is printed, so any failure can be replayed.
struct Mutator {
  static let seed: UInt64 =
    ProcessInfo.processInfo.environment["IPODTUI_FUZZ_SEED"].flatMap(UInt64.init)
    ?? UInt64(Date().timeIntervalSince1970 * 1000)

  var rng: Shuffler

  init(salt: UInt64) {
    rng = Shuffler(seed: Self.seed &+ salt)
  }

  /// Values that have broken parsers before: huge, tiny, not numbers, not text.
  static let hostileValues = [
    "1e308", "-1e308", "nan", "inf", "-inf", "-1", "0", "99999999999999999999", "0x10", "", " ", "=", "==",
    "\u{1B}[2J", "\u{0}", "日本語", "\u{202E}evil", String(repeating: "9", count: 400),
  ]

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }

  mutating func noise(upTo count: Int) -> [UInt8] {
    (0..<int(0...count)).map { _ in UInt8.random(in: 0...255, using: &rng) }
  }

  /// `sample` changed in one to four random ways.
  mutating func mutate(_ sample: [UInt8]) -> [UInt8] {
    var bytes = sample
    for _ in 0..<int(1...4) {
      switch int(0...7) {
      case 0 where !bytes.isEmpty:  // flip a byte
        bytes[int(0...bytes.count - 1)] = UInt8.random(in: 0...255, using: &rng)
      case 1 where !bytes.isEmpty:  // cut short
        bytes = Array(bytes.prefix(int(0...bytes.count - 1)))
      case 2:  // insert noise
        bytes.insert(contentsOf: noise(upTo: 16), at: int(0...bytes.count))
      case 3 where !bytes.isEmpty:  // repeat a slice
        let a = int(0...bytes.count - 1)
        let b = int(a...bytes.count - 1)
        bytes.insert(contentsOf: bytes[a...b], at: int(0...bytes.count))
      case 4:  // a hostile line
        let line =
          "\(Self.hostileValues[int(0...Self.hostileValues.count - 1)]) = \(Self.hostileValues[int(0...Self.hostileValues.count - 1)])\n"
        bytes.insert(contentsOf: Array(line.utf8), at: int(0...bytes.count))
      case 5 where !bytes.isEmpty:  // set a byte to a boundary value
        bytes[int(0...bytes.count - 1)] = [0x00, 0x7F, 0x80, 0xFF, 0x0A, 0x3D][int(0...5)]
      case 6 where bytes.count > 1:  // swap two bytes
        bytes.swapAt(int(0...bytes.count - 1), int(0...bytes.count - 1))
      default:  // replace a value after "= " with a hostile one
        let text = String(decoding: bytes, as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard !lines.isEmpty else { continue }
        let i = int(0...lines.count - 1)
        if let eq = lines[i].firstIndex(of: "=") {
          lines[i] = String(lines[i][...eq]) + " " + Self.hostileValues[int(0...Self.hostileValues.count - 1)]
        }
        bytes = Array(lines.joined(separator: "\n").utf8)
      }
    }
    return bytes
  }

  /// Mutated samples or, one time in eight, plain noise.
  mutating func input(from samples: [[UInt8]], noiseUpTo count: Int = 512) -> [UInt8] {
    int(0...7) == 0 ? noise(upTo: count) : mutate(samples[int(0...samples.count - 1)])
  }
}

/// Runs `body` for `count` inputs or until `seconds` pass, and prints what was tried.
func fuzz(_ name: String, count: Int, seconds: Double = 20, _ body: (Int) -> Void) {
  let start = Date()
  var tried = 0
  while tried < count, Date().timeIntervalSince(start) < seconds {
    body(tried)
    tried += 1
  }
  print(
    "fuzz \(name): seed \(Mutator.seed), \(tried) inputs, \(String(format: "%.1f", Date().timeIntervalSince(start))) s")
}
