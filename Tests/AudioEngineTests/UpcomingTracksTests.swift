import Foundation
import Testing

@testable import AudioEngine

/// The gapless queue's one step, through the interleavings of decoder and app that used to lose
/// a song: the app names the song after next as soon as it hears a song end, which can happen
/// before the decoder has moved on.
struct UpcomingTracksTests {
  /// A ended (decoded and heard) before the decoder took B: the app now names C. B must still
  /// come, then C. With one slot for "next", C overwrote B and the queue waited for B for ever.
  @Test func aSongNamedRightAfterAnEndFollowsTheOneAlreadyClaimed() {
    var upcoming = UpcomingTracks()
    upcoming.name("B", generation: 1)
    upcoming.decoderEnded(generation: 1)  // A's end, in the same step as its marker chunk
    upcoming.name("C", generation: 1)  // the app heard A end: C follows B
    #expect(upcoming.takeClaimed() == "B")
    #expect(upcoming.takeClaimed() == nil)
    upcoming.decoderEnded(generation: 1)  // B ends
    #expect(upcoming.takeClaimed() == "C")
  }

  /// The decoder ended before the app named anything: the name is claimed at once, so a second
  /// name (after the first song is heard) means the one after it.
  @Test func aNameGivenAfterAnEndIsClaimedAtOnce() {
    var upcoming = UpcomingTracks()
    upcoming.decoderEnded(generation: 3)
    upcoming.name("B", generation: 3)
    upcoming.name("C", generation: 3)
    #expect(upcoming.takeClaimed() == "B")
    upcoming.decoderEnded(generation: 3)
    #expect(upcoming.takeClaimed() == "C")
  }

  /// An end in an older generation (before a play) does not claim a name given now.
  @Test func anEndBeforeAPlayClaimsNothing() {
    var upcoming = UpcomingTracks()
    upcoming.decoderEnded(generation: 1)
    upcoming.name("B", generation: 2)
    #expect(upcoming.takeClaimed() == nil)
    #expect(upcoming.next == "B")
  }

  /// A seek into the audible song after the decoder ran into the next one: that one follows again.
  @Test func aSeekKeepsTheSongThatFollowed() {
    var upcoming = UpcomingTracks()
    upcoming.name("B", generation: 1)
    upcoming.decoderEnded(generation: 1)
    upcoming.restartCurrent(rolledInto: nil)
    #expect(upcoming.takeClaimed() == nil)
    #expect(upcoming.next == "B")
    var rolled = UpcomingTracks()
    rolled.restartCurrent(rolledInto: "B")
    #expect(rolled.next == "B")
  }

  @Test func playAndStopForgetWhatFollows() {
    var upcoming = UpcomingTracks()
    upcoming.name("B", generation: 1)
    upcoming.decoderEnded(generation: 1)
    upcoming.clear()
    #expect(upcoming == UpcomingTracks())
  }
}

/// The engines wait in one way only, `Monitor.wait(until:deadline:)`, which checks its condition
/// and waits under the lock: a bare condition wait is how a wake-up gets lost.
struct WaitDisciplineTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func noBareConditionWaitsInTheEngines() throws {
    var offenders: [String] = []
    for folder in ["Sources/AudioEngine", "Sources/VideoEngine", "Sources/Platform"] {
      let dir = Self.root.appendingPathComponent(folder)
      for name in try FileManager.default.contentsOfDirectory(atPath: dir.path) where name.hasSuffix(".swift") {
        if name == "Monitor.swift" { continue }
        let text = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
          let bare = ["pthread_cond_wait", "pthread_cond_timedwait", "NSCondition", "untilNanos"]
          if bare.contains(where: { line.contains($0) }) { offenders.append("\(folder)/\(name):\(number + 1)") }
        }
      }
    }
    #expect(offenders.isEmpty, "bare waits: \(offenders)")
  }
}
