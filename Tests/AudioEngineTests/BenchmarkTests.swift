import AudioEngine
import Foundation
import Testing

/// Prints `AudioBenchmark.run()` when IPODTUI_BENCH=1 (scripts/bench-audio.sh sets it).
@Suite struct BenchmarkTests {
  @Test(.enabled(if: ProcessInfo.processInfo.environment["IPODTUI_BENCH"] == "1"))
  func printBenchmark() {
    _ = FileDevice.folder  // this process's ALSA config (the benchmark appends its own)
    let report = AudioBenchmark.run()
    print(report)
    #expect(report.contains("headroom"))
  }
}
