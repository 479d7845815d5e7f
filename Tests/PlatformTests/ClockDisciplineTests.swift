import Foundation
import Testing

@testable import Platform

/// Every clock is read in Platform (`MonotonicClock`, `WallClock`): the core gets time in its
/// events, and an adapter that reads a clock of its own is one a test cannot steer and one a
/// wall-clock jump can stall. Benchmarks and fixtures, which time themselves, are left out.
@Suite struct ClockDisciplineTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The ways Swift, Foundation, Dispatch and the C library read a clock.
  static let reads = [
    "clock_gettime", "gettimeofday", "time(nil)", "DispatchTime.now", "DispatchWallTime.now", "Date()", "Date.now",
    "NSDate()", "ContinuousClock", "SuspendingClock", "CFAbsoluteTimeGetCurrent", "mach_absolute_time",
    "systemUptime", "timeIntervalSinceNow", "CLOCK_REALTIME", "CLOCK_MONOTONIC",
  ]

  static func exempt(_ path: String) -> Bool {
    path.hasPrefix("Sources/Platform/") || path.contains("Benchmark") || path.contains("Fixture")
  }

  /// `path:line` of every clock read outside Platform under `folder`, comments aside.
  static func offenders(under folder: String) throws -> [String] {
    let base = root.appendingPathComponent(folder)
    guard let walk = FileManager.default.enumerator(atPath: base.path) else { return [] }
    var found: [String] = []
    for case let name as String in walk where name.hasSuffix(".swift") {
      let path = folder + "/" + name
      if exempt(path) { continue }
      let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let code = line.trimmingCharacters(in: .whitespaces)
        if code.hasPrefix("//") { continue }
        if reads.contains(where: { code.contains($0) }) { found.append("\(path):\(number + 1)") }
      }
    }
    return found.sorted()
  }

  @Test func noClockIsReadOutsidePlatform() throws {
    let found = try Self.offenders(under: "Sources")
    #expect(found.isEmpty, "clock reads outside Platform: \(found)")
  }

  /// The check itself finds what it looks for: Platform's own clocks read the clock.
  @Test func theCheckFindsTheReadsInPlatform() throws {
    let text = try String(
      contentsOf: Self.root.appendingPathComponent("Sources/Platform/WallClock.swift"), encoding: .utf8)
    #expect(Self.reads.contains { text.contains($0) })
    #expect(Self.exempt("Sources/Platform/WallClock.swift") && !Self.exempt("Sources/RemoteControl/PlayerBoard.swift"))
  }

  @Test func theWallClockAgreesWithItself() {
    let seconds = WallClock.seconds()
    let nanoseconds = WallClock.nanoseconds()
    let local = WallClock.local()
    #expect(seconds > 1_600_000_000, "after 2020")
    #expect(abs(Double(nanoseconds) / 1e9 - seconds) < 60 && abs(local.seconds - seconds) < 60)
    #expect(local.parts.tm_year + 1900 >= 2020)
  }
}
