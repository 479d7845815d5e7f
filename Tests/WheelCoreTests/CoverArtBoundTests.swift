import Testing

@testable import WheelCore

/// The covers the core holds are bounded, and one dropped is asked for again when it is
/// wanted, once, and not while it is on its way.
@Suite struct CoverArtBoundTests {
  /// A library of `albums` albums of one song each.
  private func library(albums: Int) -> [Track] {
    (0..<albums).map { i in
      Track(
        id: Int64(i + 1), path: "/m/\(i).flac", title: "Song \(i)", artist: "Artist \(i % 50)",
        album: "Album \(i)", trackNumber: 1, duration: 60)
    }
  }

  /// Cover Flow open on a library of `albums` albums.
  private func coverFlow(albums: Int, budget: Int = CoverArtCache.defaultBudget) -> (AppState, [Effect]) {
    var app = LibraryFixtures.app(size: Size(width: 120, height: 40), tracks: library(albums: albums))
    app.covers = CoverArtCache(budget: budget)
    _ = app.update(key(.enter))
    let effects = app.update(key(.enter))  // Music > Cover Flow
    #expect(app.screen == .coverFlow)
    return (app, effects)
  }

  private func coverKeys(_ effects: [Effect]) -> [String] {
    effects.compactMap { if case .loadCover(let key, _, _, _) = $0 { key } else { nil } }
  }

  /// Answers the covers asked for (and any those answers lead to) with synthetic pictures of
  /// the size asked, sharing one pixel buffer so the test itself stays small. Returns the keys.
  @discardableResult
  private func answer(_ effects: [Effect], in app: inout AppState) -> [String] {
    var queue = effects
    var answered: [String] = []
    while !queue.isEmpty {
      guard case .loadCover(let key, _, let width, let height) = queue.removeFirst() else { continue }
      answered.append(key)
      let picture = Picture(
        width: width, height: height, pixels: Array(repeating: RGB(0x336699), count: width * height))
      queue += app.update(.coverLoaded(key: key, picture: picture))
    }
    return answered
  }

  private func albumCoverKey(_ position: Int, in app: AppState) -> String {
    CoverArtCache.key(for: app.library.index.coverFlowAlbum(position))
  }

  @Test func aCoverFlowWalkThroughFiveThousandAlbumsStaysWithinTheBudget() {
    var (app, opened) = coverFlow(albums: 5_000)
    var asked = answer(opened, in: &app)
    var most = app.covers.pictures.cost
    for step in 1..<5_000 {
      asked += answer(app.update(key(.down, at: Double(step))), in: &app)
      most = max(most, app.covers.pictures.cost)
    }
    #expect(app.coverFlow.selected == 4_999)
    #expect(Set(asked).count == 5_000 && asked.count == 5_000, "every cover asked for once on the way")
    let cover = CoverFlowLayout.textureSide * CoverFlowLayout.textureSide * MemoryLayout<RGB>.stride
    let perCover = cover + BoundedCache<String, Picture>.entryOverhead
    #expect(most <= CoverArtCache.defaultBudget)
    #expect(app.covers.pictures.count == CoverArtCache.defaultBudget / perCover, "the budget is used, not more")
    #expect(app.covers.pictures[albumCoverKey(0, in: app)] == nil)
    #expect(app.covers.pictures[albumCoverKey(4_999, in: app)] != nil)
  }

  @Test func aCoverDroppedIsAskedForAgainOnceWhenItComesBack() {
    let side = CoverFlowLayout.textureSide
    let perCover = side * side * MemoryLayout<RGB>.stride + BoundedCache<String, Picture>.entryOverhead
    var (app, opened) = coverFlow(albums: 200, budget: 30 * perCover)
    let first = albumCoverKey(0, in: app)
    #expect(answer(opened, in: &app).contains(first))
    for step in 1...60 { answer(app.update(key(.down, at: Double(step))), in: &app) }
    #expect(app.covers.pictures[first] == nil, "sixty albums on, the first cover has been dropped")
    #expect(!app.covers.missing.contains(first) && !app.covers.pending.contains(first))
    // Back to the start: the first cover is asked for again, once, however many events come
    // while the answer is on its way.
    var asked: [String] = []
    for step in 61...120 { asked += coverKeys(app.update(key(.up, at: Double(step)))) }
    #expect(app.coverFlow.selected == 0)
    for t in 121...130 { asked += coverKeys(app.update(.ticked(at: Double(t)))) }
    asked += coverKeys(app.update(key(.down, at: 131)))
    asked += coverKeys(app.update(key(.up, at: 132)))
    #expect(asked.filter { $0 == first }.count == 1)
    #expect(app.covers.pending.contains(first))
    _ = app.update(.coverLoaded(key: first, picture: Picture(width: 1, height: 1, pixels: [RGB(0)])))
    #expect(app.covers.pictures[first] != nil && !app.covers.pending.contains(first))
    #expect(coverKeys(app.update(.ticked(at: 133))).isEmpty)
  }

  /// With a budget smaller than what Cover Flow shows, the covers in view are kept (over the
  /// budget) rather than dropped and asked for again without end; those left behind go.
  @Test func aBudgetSmallerThanTheViewDoesNotAskForCoversForever() {
    let side = CoverFlowLayout.textureSide
    let perCover = side * side * MemoryLayout<RGB>.stride + BoundedCache<String, Picture>.entryOverhead
    var (app, opened) = coverFlow(albums: 200, budget: 3 * perCover)
    let inView = answer(opened, in: &app)
    #expect(inView.count > 3)
    #expect(coverKeys(app.update(.ticked(at: 1))).isEmpty, "nothing is asked for again")
    #expect(app.covers.pictures.count == inView.count)
    for step in 2...60 {
      let asked = answer(app.update(key(.down, at: Double(step))), in: &app)
      #expect(asked.count <= 1, "only the cover coming into view")
      // What is in view now, and the cover that just left it until the next one arrives.
      let layout = CoverFlowLayout(body: app.layout.body, pixelsPerCell: app.pixelsPerCell)
      let shown = layout.projection.visible(count: 200, position: Double(app.coverFlow.selected)).count
      #expect(app.covers.pictures.count <= shown + 1)
    }
    #expect(inView.allSatisfy { app.covers.pictures[$0] == nil }, "the covers left behind were dropped")
  }
}
