import Foundation
import Testing

@testable import WheelCore

/// Golden screens: the characters of the state's screen, a block of role letters per cell, and
/// the colours each role shown resolves to in the state's theme, so that the white and the
/// black iPod differ where they should and a palette change shows in review.
/// `RECORD_SNAPSHOTS=1 swift test` rewrites them and fails, so a person reviews the diff.
/// With `pixels`, the picture cells of the display's body follow as a brightness map, two lines
/// per row (each cell's upper and lower pixel), so a drawing's shape is reviewed too.
func assertScreen(
  _ state: AppState, named name: String, pixels: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
) {
  let grid = Renderer.render(state)
  var actual =
    grid.text + "\n--- roles\n" + grid.roleMap + "\n--- colours\n" + colourKey(grid, Theme.named(state.themeName))
  if pixels { actual += "--- pixels\n" + pixelMap(grid, in: state.layout.body) }
  assertGolden(actual, named: name, sourceLocation: sourceLocation)
}

/// Compares `actual` with the golden file `Snapshots/name.txt` (rewritten with RECORD_SNAPSHOTS=1).
func assertGolden(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
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
    Issue.record(
      "\(name) differs at line \(line + 1):\n  want |\(want)|\n  got  |\(got)|", sourceLocation: sourceLocation)
  }
}

/// Each picture cell's two pixels as brightness letters (space is black), other cells as `~`.
func pixelMap(_ grid: Grid, in rect: Rect) -> String {
  let ramp = Array(" .:-=+*#%@")
  let rows = pixelRows(grid, in: rect, blank: "~", halfBlocksOnly: true) { c in
    let y = (Int(c.r) * 3 + Int(c.g) * 6 + Int(c.b)) / 10
    return ramp[min(ramp.count - 1, y * ramp.count / 256)]
  }
  return rows.joined(separator: "\n") + "\n"
}

/// The picture cells in `rect` as two rows of marks per cell row (a cell's top pixel, then its
/// bottom one); every other cell, and with `halfBlocksOnly` every picture cell not drawn as
/// `▀`, as `blank`.
func pixelRows(_ grid: Grid, in rect: Rect, blank: Character, halfBlocksOnly: Bool, mark: (RGB) -> Character)
  -> [String]
{
  var lines: [String] = []
  for y in rect.y..<rect.maxY {
    var top = ""
    var bottom = ""
    for x in rect.x..<rect.maxX {
      let cell = grid[x, y]
      if cell.role == .art, !halfBlocksOnly || cell.character == "▀", let art = cell.art {
        top.append(mark(art.top))
        bottom.append(mark(art.bottom))
      } else {
        top.append(blank)
        bottom.append(blank)
      }
    }
    lines += [top, bottom]
  }
  return lines
}

/// One line per role on the screen: its letter, foreground, background and bold, as the theme
/// resolves it (the terminal's own colours for the desk, each pixel's for pictures).
func colourKey(_ grid: Grid, _ theme: Theme) -> String {
  let shown = Set(grid.cells.map(\.role))
  func hex(_ c: RGB) -> String {
    [c.r, c.g, c.b].map { String($0, radix: 16, uppercase: true) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
  }
  return Role.allCases.filter(shown.contains).map { role in
    guard let c = theme.colors(for: role) else { return "\(role.rawValue) \(role == .art ? "picture" : "terminal")\n" }
    return "\(role.rawValue) #\(hex(c.fg)) on #\(hex(c.bg))\(c.bold ? " bold" : "")\n"
  }.joined()
}

/// A state driven by a list of events, for tests that read as a sequence of user actions.
func state(
  size: Size = Size(width: 100, height: 40), theme: ThemeChoice = .white, settings: Settings = Settings(),
  environment: Environment = Environment(
    clickSounds: ["Classic", "Soft", "Tick", "Wood"],
    alarmSounds: ["Beacon", "Chimes", "Radar"]),
  _ events: [Event] = []
) -> AppState {
  var s = settings
  s.theme = theme
  var app = AppState(size: size, settings: s, environment: environment)
  for e in events { _ = app.update(e) }
  return app
}

func key(_ k: Key, at time: Double = 0) -> Event { .keyPressed(k, time: time) }
func char(_ c: Character, at time: Double = 0) -> Event { .keyPressed(.character(c), time: time) }
