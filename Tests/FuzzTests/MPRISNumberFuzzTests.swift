import DesktopBus
import Testing
import WheelCore

/// MPRIS's numbers (Seek's and SetPosition's microseconds, the Volume property) come as binary
/// Int64 and Double: any of them either becomes a command inside its range or a D-Bus error,
/// and the core never traps on it.
@Suite struct MPRISNumberFuzzTests {
  @Test func seekSetPositionAndVolume() {
    var mutator = Mutator(salt: 43)
    var app = HostileNumbers.playingState()
    let current = PlayerSnapshot(app)
    let trackID = MPRISProperties.trackID(1)
    var commands = 0
    for value in HostileNumbers.binaryInts(count: 20_000, using: &mutator) {
      for outcome in [
        MPRISCall.method(MPRISProperties.playerInterface, "Seek", [.int64(value)], current: current),
        MPRISCall.method(
          MPRISProperties.playerInterface, "SetPosition", [.objectPath(trackID), .int64(value)], current: current),
      ] {
        guard case .command(let command) = outcome else { continue }
        commands += 1
        if case .seek(let by) = command { #expect(abs(by) <= ResumeCodec.maxElapsed, "Seek \(value)") }
        HostileNumbers.expectInRange(after: command, on: &app, "Seek/SetPosition \(value)")
      }
    }
    for value in HostileNumbers.binaryDoubles(count: 20_000, using: &mutator) {
      let outcome = MPRISCall.set(MPRISProperties.playerInterface, "Volume", .double(value))
      switch outcome {
      case .command(.setVolume(let v)):
        #expect(value.isFinite && (0...1).contains(v), "Volume \(value)")
        HostileNumbers.expectInRange(after: .setVolume(v), on: &app, "Volume \(value)")
      case .error: #expect(!value.isFinite, "a finite Volume \(value) is clamped, not refused")
      default: Issue.record("Volume \(value) became \(outcome)")
      }
    }
    #expect(commands > 0)
    print("fuzz MPRIS numbers: seed \(Mutator.seed), \(commands) seek commands")
  }
}
