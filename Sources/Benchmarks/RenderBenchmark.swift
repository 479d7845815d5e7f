import Foundation
import WheelCore

/// `ipodtui-bench render`: how long the pure core takes to turn one wheel step into a frame
/// (update + render), for the screens where that could lag: a 100,000-song list and Cover Flow
/// with 300 albums whose covers are all loaded pictures. Prints microseconds per step.
enum RenderBenchmark {
  static func run() -> String {
    var lines: [String] = []
    for size in [Size(width: 100, height: 40), Size(width: 300, height: 100)] {
      lines.append("\(size) main menu: " + measure(size: size, tracks: 0, open: []))
      lines.append("\(size) 100,000-song list: " + measure(size: size, tracks: 100_000, open: [5]))
      lines.append(
        "\(size) Cover Flow, 300 albums with art: " + measure(size: size, tracks: 3000, open: [0], art: true))
    }
    return lines.joined(separator: "\n")
  }

  private static func measure(size: Size, tracks count: Int, open rows: [Int], art: Bool = false) -> String {
    let tracks = (0..<count).map { i in
      Track(
        id: Int64(i + 1), path: "/m/\(i).flac", title: "Song \(i)", artist: "Artist \(i % 100)",
        album: "Album \(i % 300)", trackNumber: i / 300 + 1, duration: 200)
    }
    var state = AppState(size: size)
    _ = state.update(.libraryLoaded(LibraryIndex(tracks: tracks), playlists: [], path: "/m"))
    var time = 1.0
    var answered = 0
    for row in rows {
      _ = state.update(.keyPressed(.enter, time: time))
      for _ in 0..<row { _ = state.update(.keyPressed(.down, time: time)) }
      let effects = state.update(.keyPressed(.enter, time: time))
      if art { _ = answer(effects, &state, count: &answered) }
    }
    var steps = 0
    let start = DispatchTime.now().uptimeNanoseconds
    for i in 0..<400 {
      time += 0.05
      let down = (i / 100) % 2 == 0
      var effects = state.update(.keyPressed(down ? .down : .up, time: time))
      effects += state.update(.ticked(at: time + 0.2))  // let Cover Flow's slide finish
      if art { effects += answer(effects, &state, count: &answered) }
      _ = Renderer.render(state)
      steps += 1
    }
    let micros = Double(DispatchTime.now().uptimeNanoseconds - start) / 1000 / Double(steps)
    let covers = art ? ", \(answered) covers decoded on the way" : ""
    return String(format: "%.0f µs per step (update + render)", micros) + covers
  }

  /// Answers cover requests with a picture, as the loader would, so the art path is measured.
  private static func answer(_ effects: [Effect], _ state: inout AppState, count answered: inout Int) -> [Effect] {
    var more: [Effect] = []
    for case .loadCover(let key, _, let width, let height) in effects {
      answered += 1
      let pixels = (0..<(width * height)).map { RGB(UInt32($0 * 2_654_435_761 & 0xFFFFFF)) }
      more += state.update(.coverLoaded(key: key, picture: Picture(width: width, height: height, pixels: pixels)))
    }
    return more
  }
}
