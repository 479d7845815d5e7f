import AudioEngine
import Foundation
import TestSupport
import Testing

@Suite struct SoundBankTests {
  @Test func repositorySoundsLoad() {
    #expect(repoSounds.problems.isEmpty)
    #expect(repoSounds.clicks.count >= 4)
    #expect(repoSounds.alarms.count >= 3)
    #expect(repoSounds.clicks.first?.name == "Classic")
    #expect(repoSounds.alarm(named: "chimes") != nil)
  }

  @Test func classicClickIsTwoToFourMilliseconds() {
    let frames = classicClick().frameCount
    #expect(frames >= 88 && frames <= 177)
  }

  @Test func soundsAreStereoWithMonoDuplicated() {
    let samples = classicClick().samples
    #expect((0..<(samples.count / 2)).allSatisfy { samples[2 * $0] == samples[2 * $0 + 1] })
    #expect(samples.contains { $0 != 0 })
  }

  @Test func missingFolderGivesAnEmptyBankAndAReason() {
    let bank = SoundBank.load(directory: "/nonexistent/sounds")
    #expect(bank.clicks.isEmpty && bank.alarms.isEmpty)
    #expect(bank.problems.count == 1)
  }

  @Test func brokenSoundFileIsReportedNotFatal() throws {
    let dir = FileDevice.path("sounds")
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try "junk".write(toFile: dir + "/click-broken.wav", atomically: true, encoding: .utf8)
    try ToneFile.write(path: dir + "/alarm-night-owl.wav", seconds: 0.01)
    let bank = SoundBank.load(directory: dir)
    #expect(bank.clicks.isEmpty)
    #expect(bank.alarms.map(\.name) == ["Night Owl"])
    #expect(bank.problems.count == 1)
  }

  @Test func directorySearchOrder() throws {
    let explicit = FileDevice.path("explicit")
    try FileManager.default.createDirectory(atPath: explicit, withIntermediateDirectories: true)
    try ToneFile.write(path: explicit + "/click-x.wav", seconds: 0.01)
    let repo = repoSounds.directory!
    let root = (repo as NSString).deletingLastPathComponent
    let exe = root + "/.build/x86_64-unknown-linux-gnu/debug/ipodtui"
    #expect(
      SoundsDirectory.locate(environment: ["IPODTUI_SOUNDS": explicit], currentDirectory: "/", executablePath: exe)
        == explicit)
    #expect(SoundsDirectory.locate(environment: [:], currentDirectory: root, executablePath: nil) == repo)
    #expect(SoundsDirectory.locate(environment: [:], currentDirectory: "/", executablePath: exe) == repo)
    #expect(SoundsDirectory.locate(environment: [:], currentDirectory: "/", executablePath: "/usr/bin/x") == nil)
    // Installed: PREFIX/bin/ipodtui finds PREFIX/share/ipodtui/sounds, wherever PREFIX is.
    let prefix = FileDevice.path("prefix")
    try FileManager.default.createDirectory(atPath: prefix + "/share/ipodtui/sounds", withIntermediateDirectories: true)
    try ToneFile.write(path: prefix + "/share/ipodtui/sounds/click-y.wav", seconds: 0.01)
    #expect(
      SoundsDirectory.locate(environment: [:], currentDirectory: "/", executablePath: prefix + "/bin/ipodtui") == prefix
        + "/share/ipodtui/sounds")
  }
}
