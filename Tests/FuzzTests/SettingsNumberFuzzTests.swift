import Foundation
import Testing
import WheelCore

/// Every number the settings file holds, given each hostile number: the file is refused as
/// broken or the value is inside its range; never a trap.
@Suite struct SettingsNumberFuzzTests {
  @Test func numericKeys() {
    var mutator = Mutator(salt: 46)
    let keys = ["volume", "volume-limit", "brightness", "version"]
    var refused = 0
    for text in HostileNumbers.texts(count: 5_000, using: &mutator) {
      for key in keys + ["alarm"] {
        let value = key == "alarm" ? "\(text):\(text) on tones" : text
        let file = SettingsCodec.encode(Settings()).replacingOccurrences(of: "\nend", with: "\n\(key) = \(value)\nend")
        guard case .success(let s) = SettingsCodec.decode(Array(file.utf8)) else {
          refused += 1
          continue
        }
        #expect((0...Settings.volumeSteps).contains(s.volume), "\(key) = \(text)")
        #expect((10...100).contains(s.volumeLimit), "\(key) = \(text)")
        #expect(Settings.brightnessRange.contains(s.brightness), "\(key) = \(text)")
      }
    }
    #expect(refused > 0)
  }
}
