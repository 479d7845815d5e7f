import Foundation
import Testing
import WheelCore

@testable import Storage

@Suite struct HighScoreStoreTests {
  @Test func highScoresSurviveARestartInTheDataFolder() throws {
    let root = temporaryFolder()
    let store = HighScoreStore(path: root + "/data/ipodtui/high-scores")
    #expect(store.load() == HighScores())
    try store.save(HighScores(best: [.brick: 420, .parachute: 35]))
    #expect(HighScoreStore(path: store.path).load() == HighScores(best: [.brick: 420, .parachute: 35]))
    try Data([0x00, 0xFF, 0x0A] + Array("quiz = 70\n".utf8)).write(to: URL(fileURLWithPath: store.path!))
    #expect(store.load() == HighScores(best: [.quiz: 70]), "a damaged file keeps what can be read")
  }
}
