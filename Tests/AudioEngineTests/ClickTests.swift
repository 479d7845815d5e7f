import AudioEngine
import Foundation
import Testing

@Suite struct ClickTests {
  @Test func clicksSpacedApartEachWriteTheWholeSound() throws {
    let (device, raw) = FileDevice.make()
    let engine = try AudioEngine(device: device)
    let click = classicClick()
    for _ in 0..<5 {
      engine.playClick(click)
      #expect(engine.waitUntilSilent(timeout: 5))
    }
    #expect(engine.stats.clicksStarted == 5)
    engine.close()
    // The engine writes nothing while idle, so spaced clicks arrive back to back in the
    // file: five onsets, each exactly the click's samples.
    let written = FileDevice.samples(raw)
    #expect(written.count == click.samples.count * 5)
    #expect(written == repeated(click.samples, 5))
  }

  /// Several rows from one report: `count` clicks, each starting 3 ms (133 frames) after the
  /// one before, never summed; at most 8, however many were asked for.
  @Test(arguments: [(3, 3), (8, 8), (64, 8)])
  func severalClicksAtOnceAreSpaced3msApart(asked: Int, heard: Int) throws {
    let (device, raw) = FileDevice.make()
    let engine = try AudioEngine(device: device)
    let click = classicClick()
    engine.playClick(click, count: asked)
    #expect(engine.waitUntilSilent(timeout: 5))
    engine.close()
    let spacing = max(133, click.frameCount)
    var expected = [Int16](repeating: 0, count: ((heard - 1) * spacing + click.frameCount) * 2)
    for i in 0..<heard {
      expected.replaceSubrange(i * spacing * 2..<(i * spacing + click.frameCount) * 2, with: click.samples)
    }
    let written = FileDevice.samples(raw)
    #expect(written.count == expected.count && written == expected, "\(written.count / 2) frames written")
  }

  @Test func fastSpinNeverBuildsABacklog() throws {
    let (device, _) = FileDevice.make()
    let engine = try AudioEngine(device: device)
    defer { engine.close() }
    let click = classicClick()
    let start = Date()
    for _ in 0..<200 { engine.playClick(click) }
    let callTime = Date().timeIntervalSince(start)
    #expect(engine.waitUntilSilent(timeout: 5))
    let elapsed = Date().timeIntervalSince(start)
    let stats = engine.stats
    #expect(callTime < 0.2, "200 playClick calls took \(callTime) s")
    #expect(stats.clicksRequested == 200)
    // Queued clicks would write 200 clicks' worth; with at most 8 waiting, at most real time
    // elapsed plus eight spaced clicks and a buffer.
    let bound = Int(elapsed * 44_100) + 8 * max(133, click.frameCount) + stats.bufferFrames + stats.periodFrames
    #expect(stats.framesWritten <= min(bound, 100 * click.frameCount), "elapsed \(elapsed) call \(callTime) \(stats)")
  }

  @Test func previewWritesThePreviewedSound() throws {
    let (device, raw) = FileDevice.make()
    let engine = try AudioEngine(device: device)
    let wood = try #require(repoSounds.click(named: "Wood"))
    engine.preview(wood)
    #expect(engine.waitUntilSilent(timeout: 5))
    engine.close()
    #expect(FileDevice.samples(raw) == wood.samples)
  }

  @Test func newPreviewReplacesThePreviousOne() throws {
    let (device, raw) = FileDevice.make()
    let engine = try AudioEngine(device: device)
    let chimes = try #require(repoSounds.alarm(named: "Chimes"))
    let tick = try #require(repoSounds.click(named: "Tick"))
    engine.preview(chimes)
    engine.preview(tick)
    #expect(engine.waitUntilSilent(timeout: 5))
    engine.close()
    let written = FileDevice.samples(raw)
    let cut = written.count - tick.samples.count  // chimes played until the tick replaced it
    #expect(cut >= 0 && cut < chimes.samples.count / 4)
    #expect(Array(written[..<cut]) == Array(chimes.samples[..<cut]))
    #expect(Array(written[cut...]) == tick.samples)
  }

  @Test func alarmLoopsUntilStopped() throws {
    let (device, raw) = FileDevice.make()
    let engine = try AudioEngine(device: device)
    let tone = Sound(name: "Short", samples: (0..<2_000).flatMap { [Int16($0), Int16(-$0)] })
    engine.startAlarm(tone)
    #expect(poll { engine.stats.framesWritten >= 5_000 })
    engine.stopAlarm()
    #expect(engine.waitUntilSilent(timeout: 5))
    engine.close()
    let written = FileDevice.samples(raw)
    #expect(written.count >= 10_000)
    let loops = written.count / tone.samples.count + 1
    #expect(written == Array(repeated(tone.samples, loops).prefix(written.count)))
  }

  @Test func silentEngineIdlesAndWritesNothing() throws {
    let (device, raw) = FileDevice.make()
    let engine = try AudioEngine(device: device)
    engine.playClick(classicClick())
    #expect(engine.waitUntilSilent(timeout: 5))
    let stats = engine.stats
    #expect(stats.isIdle)
    let size = FileDevice.size(raw)
    // An observation window, not synchronisation: an idle engine must stay still.
    usleep(150_000)
    #expect(engine.stats.framesWritten == stats.framesWritten)
    #expect(engine.stats.idleEntries == stats.idleEntries)
    #expect(FileDevice.size(raw) == size)
    engine.close()
    engine.close()  // twice is fine
  }
}
