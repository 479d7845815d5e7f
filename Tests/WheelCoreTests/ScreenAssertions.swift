import Foundation
import Testing

@testable import WheelCore

/// Golden screens: the characters of a grid, then a block of role letters per cell.
/// `RECORD_SNAPSHOTS=1 swift test` rewrites them and fails, so a person reviews the diff.
func assertScreen(_ grid: Grid, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
  let actual = grid.text + "\n--- roles\n" + grid.roleMap + "\n"
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots").appendingPathComponent(name + ".txt")
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
    try? actual.write(to: url, atomically: true, encoding: .utf8)
    Issue.record("Recorded \(name); unset RECORD_SNAPSHOTS and review the diff", sourceLocation: sourceLocation)
    return
  }
  guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
    Issue.record("No golden screen \(name).txt; run with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
    return
  }
  if expected != actual {
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let line = zip(e, a).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(e.count, a.count)
    let want = line < e.count ? String(e[line]) : "<none>"
    let got = line < a.count ? String(a[line]) : "<none>"
    Issue.record("\(name) differs at line \(line + 1):\n  want |\(want)|\n  got  |\(got)|", sourceLocation: sourceLocation)
  }
}

/// A state driven by a list of events, for tests that read as a sequence of user actions.
func state(size: Size = Size(width: 100, height: 40), theme: ThemeChoice = .white, settings: Settings = Settings(),
           environment: Environment = Environment(clickSounds: ["Classic", "Soft", "Tick", "Wood"],
                                                  alarmSounds: ["Beacon", "Chimes", "Radar"]),
           _ events: [Event] = []) -> AppState {
  var s = settings
  s.theme = theme
  var app = AppState(size: size, settings: s, environment: environment)
  for e in events { _ = app.update(e) }
  return app
}

func key(_ k: Key, at time: Double = 0) -> Event { .keyPressed(k, time: time) }
func char(_ c: Character, at time: Double = 0) -> Event { .keyPressed(.character(c), time: time) }
