import Testing

@testable import WheelCore

/// The marquee's timing, with time given in events: cut at first, moving after 1.5 s at 4
/// cells a second, 1 s at each end; timers only while a line is cut.
@Suite struct MarqueeTests {
  @Test func offsetsFollowTheIPodsTiming() {
    let timeline: [(Double, Int)] = [
      (0, 0), (1.49, 0), (1.5, 1), (1.74, 1), (1.75, 2), (2.0, 3),  // 4 cells a second
      (2.99, 3), (3.0, 0),  // 1 s at the end, then back
      (3.99, 0), (4.0, 1), (4.5, 3), (5.49, 3), (5.5, 0), (6.49, 0), (6.5, 1),  // 1 s at the start, round again
    ]
    for (t, expected) in timeline {
      #expect(Marquee.offset(stops: [1, 2, 3], elapsed: t) == expected, "at \(t) s")
    }
    #expect(Marquee.offset(stops: [], elapsed: 2) == 0)
  }

  @Test func nextChangeIsTheNextStepOrTheEndOfAPause() {
    let expected: [(Double, Double?)] = [
      (0, 1.5), (1.5, 1.75), (1.8, 2.0), (2.0, 3.0), (2.5, 3.0), (3.0, 4.0), (4.0, 4.25),
    ]
    for (t, next) in expected {
      let got = Marquee.nextChange([[1, 2, 3]], elapsed: t)
      #expect(got.map { abs($0 - next!) < 1e-9 } == true, "after \(t) s: \(String(describing: got))")
      // The offset really changes there, and not before.
      #expect(Marquee.offset(stops: [1, 2, 3], elapsed: got!) != Marquee.offset(stops: [1, 2, 3], elapsed: t))
      #expect(Marquee.offset(stops: [1, 2, 3], elapsed: got! - 0.001) == Marquee.offset(stops: [1, 2, 3], elapsed: t))
    }
    #expect(Marquee.nextChange([[]], elapsed: 5) == nil)
  }

  @Test func theWindowDropsWholeGlyphs() {
    #expect(Marquee.window("Hello World", width: 5, offset: 0, in: .standard) == "Hell…")
    #expect(Marquee.window("Hello World", width: 5, offset: 6, in: .standard) == "World")
    #expect(Marquee.window("夜に駆ける", width: 5, offset: 1, in: .standard) == "に駆")  // a wide glyph is never halved
  }

  /// A cut line moves from word to word: every window it shows starts a word, and it stops at
  /// the first word from which the rest fits (not "e Lighthouse Keepers").
  @Test func theWindowAlwaysStartsAWord() {
    let text = "Song of the Lighthouse Keepers"
    #expect(Marquee.stops(text, width: 20, in: .standard) == [5, 8, 12])
    #expect(Marquee.stops("Short", width: 20, in: .standard) == [])
    var shown: Set<String> = []
    for tenth in 0..<120 {
      let offset = Marquee.offset(stops: Marquee.stops(text, width: 20, in: .standard), elapsed: Double(tenth) / 10)
      shown.insert(Marquee.window(text, width: 20, offset: offset, in: .standard))
    }
    #expect(shown == ["Song of the Lightho…", "of the Lighthouse Ke", "the Lighthouse Keepe", "Lighthouse Keepers"])
  }

  /// A word longer than the place, and text without spaces, still move a cell at a time.
  @Test func aLongWordMovesByCells() {
    #expect(Marquee.stops("Supercalifragilistic", width: 10, in: .standard) == Array(1...10))
    #expect(Marquee.stops("A Supercalifragilistic", width: 10, in: .standard) == [2] + Array(3...12))
  }

  /// Several cut lines take turns, as on the iPod: the first goes round, then the next; the
  /// others stay cut meanwhile.
  @Test func cutLinesScrollOneAtATime() {
    let paths = [[1, 2, 3], [], [2, 5]]
    var moved: [Int] = []
    var t = 0.0
    while t < 12 {
      let offsets = Marquee.offsets(paths, elapsed: t)
      #expect(offsets.filter { $0 > 0 }.count <= 1, "at \(t) s: \(offsets)")
      #expect(offsets[1] == 0)
      if let line = offsets.firstIndex(where: { $0 > 0 }), moved.last != line { moved.append(line) }
      let next = Marquee.nextChange(paths, elapsed: t)!
      #expect(next > t)
      #expect(Marquee.offsets(paths, elapsed: next) != offsets || next == t + 1e-6)
      t = next
    }
    #expect(moved == [0, 2, 0, 2])
    // The first line's round is as long as alone (2.5 s after the delay), then the third's starts.
    #expect(Marquee.offsets(paths, elapsed: 1.5 + 2.4) == [0, 0, 0])
    #expect(Marquee.offsets(paths, elapsed: 1.5 + 2.5) == [0, 0, 2])
    #expect(Marquee.offsets(paths, elapsed: 1.5 + 2.5 + 0.75) == [0, 0, 5])
  }

  static let long = "A Title Far Too Long To Fit On The Display Of The iPod"

  func listWithALongRow() -> AppState {
    var tracks = LibraryFixtures.tracks()
    tracks.append(
      Track(id: 99, path: "/m/long.flac", title: Self.long, artist: "Zed", album: "Zz", trackNumber: 1, duration: 100))
    var app = LibraryFixtures.app(size: Size(width: 60, height: 24), tracks: tracks)
    app.openMusic(5)  // Songs, sorted: the long title first
    return app
  }

  @Test func theSelectedRowScrollsOnlyWhileCut() {
    var app = listWithALongRow()
    #expect(app.screen == .songs)
    _ = app.update(key(.down, at: 9))
    _ = app.update(key(.up, at: 10))
    #expect(app.cursor.selected == 0)
    #expect(app.nextDeadline == 11.5)
    let cut = Renderer.render(app).text
    #expect(cut.contains("A Title Far Too") && cut.contains("…"))
    _ = app.update(.ticked(at: 11.5))
    #expect(app.nextDeadline == 13.0)  // "Title" now; "Far", 6 cells on, at 4 cells a second
    _ = app.update(.ticked(at: 12.0))
    let moved = Renderer.render(app).text
    #expect(moved.contains(" Title Far Too") && !moved.contains("A Title"), "\(moved)")
    // Down to a row that fits: no timer at all.
    _ = app.update(key(.down, at: 12.1))
    #expect(app.nextDeadline == nil)
    // Back up: the marquee starts again from its cut start.
    _ = app.update(key(.up, at: 20))
    #expect(app.nextDeadline == 21.5)
    #expect(Renderer.render(app).text.contains("A Title Far Too"))
  }

  @Test func nothingCutMeansNoTimer() {
    var app = LibraryFixtures.app(size: Size(width: 100, height: 40))
    app.openMusic(5)
    _ = app.update(key(.down, at: 3))
    #expect(app.nextDeadline == nil)
  }

  @Test func nowPlayingsTitleScrolls() {
    var app = listWithALongRow()
    _ = app.update(key(.up, at: 1))
    _ = app.update(key(.enter, at: 2))
    #expect(app.screen == .nowPlaying && app.currentTrack?.title == Self.long)
    let deadlines = app.nextDeadline
    #expect(deadlines == 3.5)
    _ = app.update(.ticked(at: 4.0))
    let text = Renderer.render(app).text
    #expect(!text.contains("A Title") && text.contains("itle Far"), "\(text)")
    // Another song restarts the clock.
    _ = app.update(.trackFinished(path: app.currentTrack!.path))
    #expect(app.currentTrack?.title != Self.long)
  }
}
