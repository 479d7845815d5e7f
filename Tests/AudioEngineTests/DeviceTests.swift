import AudioEngine
import Foundation
import TestSupport
import Testing

@Suite struct DeviceTests {
  /// Runs `body` with file descriptor 2 redirected to a temp file; returns what was written.
  private func capturingStderr(_ body: () -> Void) -> String {
    let path = FileDevice.path("stderr.txt")
    let fd = open(path, O_CREAT | O_TRUNC | O_WRONLY, 0o600)
    let saved = dup(2)
    fflush(nil)
    dup2(fd, 2)
    body()
    fflush(nil)
    dup2(saved, 2)
    close(saved)
    close(fd)
    return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
  }

  @Test func missingDeviceFailsQuietlyWithAReason() {
    _ = FileDevice.folder  // configure ALSA like every other test
    var result: (engine: AudioEngine?, error: AudioError?) = (nil, nil)
    let captured = capturingStderr {
      write(2, "marker\n", 7)  // proves the capture itself works
      result = AudioEngine.open(device: "ipodtui_no_such_device")
    }
    #expect(result.engine == nil)
    #expect(captured == "marker\n")
    guard case .noDevice(let device, let reason)? = result.error else {
      Issue.record("expected .noDevice, got \(String(describing: result.error))")
      return
    }
    #expect(device == "ipodtui_no_such_device")
    #expect(!reason.isEmpty)
  }

  @Test func fileDeviceReportsTheSmallBufferAndIsPacedByTheClock() throws {
    let (device, _) = FileDevice.make()
    let engine = try AudioEngine(device: device)
    defer { engine.close() }
    let stats = engine.stats
    #expect(stats.bufferFrames > 0 && stats.bufferMillis < 10)
    #expect(stats.periodFrames > 0 && stats.periodFrames <= stats.bufferFrames)
    #expect(!stats.isClocked)
  }

  @Test func musicIsPacedInRealTime() throws {
    let (device, _) = FileDevice.make()
    let path = FileDevice.path("rt.wav")
    try ToneFile.write(path: path, seconds: 0.5)
    let recorder = EventRecorder()
    let engine = try AudioEngine(device: device, onEvent: recorder.callback)
    defer { engine.close() }
    let start = Date()
    engine.playMusic(path: path)
    #expect(recorder.wait { $0.contains(.trackFinished(path: path)) })
    // Unpaced, 0.5 s of audio would "play" in a few milliseconds.
    #expect(Date().timeIntervalSince(start) >= 0.45)
  }
}
