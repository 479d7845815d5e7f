import Foundation
import TerminalUI
import WheelCore

/// `ipodtui-bench photos`: the frame time of Photos on a folder of 2,000 photos: a step of the
/// wheel through the thumbnail grid, and the frames of a slideshow's dissolve, each the core's
/// update, the render, the frame encoder's diff and, with pixels, the picture's encoding, as
/// the terminal adapter does them. Also the most thumbnails held at once (the memory bound).
enum PhotosBenchmark {
  static let budget = 1000.0 / 30

  static func run() -> String {
    var lines = ["Photos, 2,000 photos (budget \(String(format: "%.1f", budget)) ms a frame):"]
    var over = false
    for size in [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 200, height: 60)] {
      for graphics in [nil, GraphicsProtocol.sixel, .kitty] {
        let grid = measureGrid(size: size, graphics: graphics)
        let show = measureDissolve(size: size, graphics: graphics)
        over = over || grid.worst > budget || show.worst > budget
        lines.append(
          String(
            format:
              "  %@ %-6@ grid step median %5.2f max %5.2f ms (%.0f KB, %d thumbnails held at most)  dissolve median %5.2f max %5.2f ms (%.0f KB)",
            "\(size)", graphics?.rawValue ?? "blocks", grid.median, grid.worst, grid.kilobytes, grid.held,
            show.median, show.worst, show.kilobytes))
      }
    }
    lines.append(over ? "SOME FRAMES OVER BUDGET" : "every frame within budget")
    return lines.joined(separator: "\n")
  }

  struct Figures {
    var median = 0.0, worst = 0.0, kilobytes = 0.0, held = 0
  }

  /// The app on a listed folder of 2,000 photos, with the terminal's pixels or not.
  private static func start(size: Size, graphics: GraphicsProtocol?) -> AppState {
    var state = AppState(size: size)
    _ = state.update(.photosListed(PhotoListing(folder: "/p", paths: (0..<2000).map { "/p/IMG_\($0).jpg" })))
    if graphics != nil { _ = state.update(.graphicsDetected(.pixels(cell: Size(width: 8, height: 16)))) }
    _ = state.update(.keyPressed(.down, time: 0))
    _ = state.update(.keyPressed(.enter, time: 0))  // Photos
    _ = state.update(.keyPressed(.down, time: 0))
    answer(state.update(.keyPressed(.enter, time: 0)), &state)  // Photo Library
    return state
  }

  private static func measureGrid(size: Size, graphics: GraphicsProtocol?) -> Figures {
    var state = start(size: size, graphics: graphics)
    var frames = Frames(graphics: graphics)
    var held = 0
    for step in 0..<300 {
      frames.time {
        answer(state.update(.scrolled(steps: 1, at: Point(x: 0, y: 0), time: Double(step))), &state)
        return Renderer.render(state)
      }
      held = max(held, state.photos.thumbnails.count)
    }
    var figures = frames.figures
    figures.held = held
    return figures
  }

  private static func measureDissolve(size: Size, graphics: GraphicsProtocol?) -> Figures {
    var state = start(size: size, graphics: graphics)
    answer(state.update(.keyPressed(.space, time: 0)), &state)  // the slideshow
    var frames = Frames(graphics: graphics)
    while let next = state.nextDeadline, next < 30 {
      let changing = state.photos.slideshow?.progress(at: next) != nil
      let update = { answer(state.update(.ticked(at: next)), &state) }
      if changing {
        frames.time {
          update()
          return Renderer.render(state)
        }
      } else {
        update()
      }
    }
    return frames.figures
  }

  /// Times frames as the terminal adapter makes them.
  private struct Frames {
    var encoder = FrameEncoder(backgroundColorErase: true)
    var layer = ImageLayer()
    var durations: [Double] = []
    var bytes = 0

    init(graphics: GraphicsProtocol?) { layer.use(graphics, cell: Size(width: 8, height: 16)) }

    mutating func time(_ body: () -> Grid) {
      let start = DispatchTime.now().uptimeNanoseconds
      let grid = body()
      let frame = layer.prepare(grid)
      let out = encoder.encode(frame.grid, theme: .white, depth: .trueColor) + frame.bytes
      durations.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
      bytes += out.count
    }

    var figures: Figures {
      let sorted = durations.sorted()
      guard !sorted.isEmpty else { return Figures() }
      return Figures(
        median: sorted[sorted.count / 2], worst: sorted.last ?? 0,
        kilobytes: Double(bytes) / Double(sorted.count) / 1024)
    }
  }

  /// Answers decode requests with a photo-like picture of the size asked, as the loader would:
  /// each photo its own colours (from its name), smooth gradients with some fine detail.
  private static func answer(_ effects: [Effect], _ state: inout AppState) {
    var pending = effects
    while !pending.isEmpty {
      guard case .decodePhoto(let r) = pending.removeFirst() else { continue }
      let seed = r.path.utf8.reduce(UInt32(2_166_136_261)) { ($0 ^ UInt32($1)) &* 16_777_619 }
      var pixels: [RGB] = []
      pixels.reserveCapacity(r.width * r.height)
      for y in 0..<r.height {
        for x in 0..<r.width {
          let detail = UInt32((x ^ y) & 0x0F)
          pixels.append(
            RGB(
              r: UInt8((seed &+ UInt32(x * 255 / r.width)) & 0xFF),
              g: UInt8((seed >> 8 &+ UInt32(y * 255 / r.height)) & 0xFF),
              b: UInt8((seed >> 16 &+ detail) & 0xFF)))
        }
      }
      let picture = Picture(width: r.width, height: r.height, pixels: pixels)!
      pending += state.update(.photoDecoded(PhotoDecode(request: r, result: .success(picture))))
    }
  }
}
