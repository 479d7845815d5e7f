import Foundation
import TerminalUI
import WheelCore

/// `ipodtui-bench coverflow`: Cover Flow's frame time at 300 albums with art, while the row
/// slides: each frame is the core's tick, the render, the frame encoder's diff and, with
/// pixels, the picture's encoding (sixel or kitty), as the terminal adapter does them.
/// Prints the median and the worst frame against the 33 ms budget of 30 frames a second.
enum CoverFlowBenchmark {
  static let budget = 1000.0 / 30

  static func run() -> String {
    var lines = [
      "Cover Flow, 300 albums with 160x160 art, frames of a slide (budget \(String(format: "%.1f", budget)) ms):"
    ]
    var over = false
    for size in [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 200, height: 60)] {
      for graphics in [nil, GraphicsProtocol.sixel, .kitty] {
        let (median, worst, frames, bytes) = measure(size: size, graphics: graphics)
        over = over || worst > budget
        lines.append(
          String(
            format: "  %@ %-6@ median %5.2f ms  max %5.2f ms  (%d frames, %.0f KB a frame)",
            "\(size)", graphics?.rawValue ?? "blocks", median, worst, frames, bytes / 1024))
      }
    }
    lines.append(over ? "SOME FRAMES OVER BUDGET" : "every frame within budget")
    return lines.joined(separator: "\n")
  }

  private static func measure(size: Size, graphics: GraphicsProtocol?) -> (Double, Double, Int, Double) {
    let tracks = (0..<3000).map { i in
      Track(
        id: Int64(i + 1), path: "/m/\(i).flac", title: "Song \(i)", artist: "Artist \(i % 100)",
        album: "Album \(i % 300)", trackNumber: i / 300 + 1, duration: 200)
    }
    var state = AppState(size: size)
    _ = state.update(.libraryLoaded(LibraryIndex(tracks: tracks), playlists: [], path: "/m"))
    if graphics != nil { _ = state.update(.graphicsDetected(.pixels(cell: Size(width: 8, height: 16)))) }
    var time = 1.0
    _ = state.update(.keyPressed(.enter, time: time))
    answer(state.update(.keyPressed(.enter, time: time)), &state)
    var encoder = FrameEncoder(backgroundColorErase: true)
    var layer = ImageLayer()
    layer.use(graphics, cell: Size(width: 8, height: 16))
    var durations: [Double] = []
    var bytes = 0
    for step in 0..<60 {
      time += 0.01
      let down = (step / 30) % 2 == 0
      answer(state.update(.keyPressed(down ? .down : .up, time: time)), &state)
      // Frames at the core's own deadlines until the slide settles.
      while let next = state.nextDeadline, next < time + 1 {
        time = next
        let start = DispatchTime.now().uptimeNanoseconds
        answer(state.update(.ticked(at: time)), &state)
        let frame = layer.prepare(Renderer.render(state))
        let out = encoder.encode(frame.grid, theme: .named(state.themeName), depth: .trueColor) + frame.bytes
        durations.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        bytes += out.count
      }
    }
    let sorted = durations.sorted()
    return (sorted[sorted.count / 2], sorted.last ?? 0, sorted.count, Double(bytes) / Double(max(1, sorted.count)))
  }

  /// Answers cover requests with a 160x160 picture, as the loader would.
  private static func answer(_ effects: [Effect], _ state: inout AppState) {
    for case .loadCover(let key, _, let width, let height) in effects {
      let pixels = (0..<(width * height)).map { RGB(UInt32(($0 * 2_654_435_761) & 0xFFFFFF)) }
      _ = state.update(.coverLoaded(key: key, picture: Picture(width: width, height: height, pixels: pixels)))
    }
  }
}
