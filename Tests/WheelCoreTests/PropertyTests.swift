import Testing

@testable import WheelCore

@Suite struct PropertyTests {
  static let keys: [Key] = [
    .up, .down, .left, .right, .enter, .escape, .backspace, .space, .pageUp, .pageDown, .home, .end,
    .character("j"), .character("k"), .character("l"), .character("h"), .character("t"), .character("?"),
    .character("n"), .character("x"), .character("日"),
  ]

  @Test func randomEventsNeverBreakTheState() {
    var rng = Shuffler(seed: 0x1F0D)
    var app = state(size: Size(width: 100, height: 40))
    var time = 0.0
    var counts: [String: Int] = [:]
    let libraries = [
      LibraryFixtures.tracks(), Array(LibraryFixtures.tracks().prefix(3)), [], LibraryFixtures.manySongs(300),
    ]
    let times = [Double.nan, .infinity, -.infinity, 1e308, -3, 0, 0.5, 42, 1e19]
    for i in 0..<100_000 {
      time += Double.random(in: 0...0.2, using: &rng)
      let size = app.size
      let p = Point(
        x: Int.random(in: -2...size.width + 2, using: &rng), y: Int.random(in: -2...size.height + 2, using: &rng))
      let path = app.currentTrack?.path ?? "/music/none.flac"
      let event: Event
      switch Int.random(in: 0..<14, using: &rng) {
      case 0...2: event = .pointerDragged(p, time: time)
      case 3: event = .pointerDown(p, time: time)
      case 4: event = .pointerUp(p, time: time)
      case 5: event = .scrolled(steps: Int.random(in: -3...3, using: &rng), at: p, time: time)
      case 6:
        event = .resized(
          Size(width: Int.random(in: 1...300, using: &rng), height: Int.random(in: 1...120, using: &rng)))
      case 7: event = .ticked(at: time)
      case 8 where Int.random(in: 0..<20, using: &rng) == 0:  // a rescan with fewer or more songs
        let tracks = libraries.randomElement(using: &rng)!
        event = .libraryLoaded(LibraryIndex(tracks: tracks), playlists: [], path: "/music")
      case 9:  // the audio engine's reports, with any numbers at all
        let t = times.randomElement(using: &rng)!
        event = [
          .trackStarted(path: path, duration: t), .playbackProgressed(path: path, seconds: t),
          .trackFinished(path: path), .trackFailed(path: path, reason: "bad", time: time),
        ].randomElement(using: &rng)!
      case 10:  // pictures arriving, late, for any key, or failing
        let key = app.library.index.albums.randomElement(using: &rng).map(CoverArtCache.key(for:)) ?? "none"
        let picture = Picture(width: 2, height: 2, pixels: Array(repeating: RGB(0x336699), count: 4))
        let request = PhotoRequest(
          path: "/p/\(i % 3 == 0 ? "" : "a/")\(i % 3).jpg", purpose: Bool.random(using: &rng) ? .full : .thumbnail,
          width: Int.random(in: 1...300, using: &rng), height: Int.random(in: 1...300, using: &rng))
        let photo = PhotoDecode(
          request: request, result: Bool.random(using: &rng) ? .success(picture!) : .failure(PhotoProblem("bad")))
        event = Bool.random(using: &rng) ? .coverLoaded(key: key, picture: picture) : .photoDecoded(photo)
      case 11:
        let paths = (0..<Int.random(in: 0...3, using: &rng)).map { "/p/\($0 % 2 == 0 ? "" : "a/")\($0).jpg" }
        event = .photosListed(PhotoListing(folder: "/p", paths: paths))
      default: event = .keyPressed(Self.keys.randomElement(using: &rng)!, time: time)
      }
      counts[String(describing: event).prefix(while: { $0 != "(" }).description, default: 0] += 1
      let effects = app.update(event)
      if effects.contains(.quit) { continue }
      let count = app.content?.count ?? 0
      let cursor = app.cursor
      #expect(
        count == 0 ? cursor.selected == 0 : (0..<count).contains(cursor.selected),
        "event \(i) \(event) on \(app.screen)")
      #expect(cursor.top <= cursor.selected || count == 0)
      #expect(cursor.selected < cursor.top + max(1, app.layout.listRows) || app.layout.listRows == 0)
      #expect(app.coverFlow.selected == 0 || app.coverFlow.selected < app.library.index.albums.count, "event \(i)")
      #expect(app.player.elapsed.isFinite && app.player.duration.isFinite, "event \(i)")
      if let queue = app.player.queue, !queue.tracks.isEmpty {
        #expect(queue.tracks.indices.contains(queue.position), "event \(i)")
      }
      for case .play(_, let at) in effects { #expect(at.isFinite && at >= 0, "event \(i)") }
      if i % 97 == 0 {
        let grid = Renderer.render(app)
        #expect(grid.size == app.size)
        #expect(grid.cells.count == app.size.width * app.size.height)
      }
    }
    #expect(counts["libraryLoaded", default: 0] > 50 && counts["trackStarted", default: 0] > 500)
  }
}
