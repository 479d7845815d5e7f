import Testing

@testable import WheelCore

/// Photos in the core: the albums, the thumbnail grid and its wheel, full screen, the
/// bounded picture caches.
@Suite struct PhotosTests {
  @Test func albumsAreTheFoldersWithPhotosAfterTheLibrary() {
    var app = PhotoFixtures.app()
    _ = app.update(key(.down))
    _ = app.update(key(.enter))
    #expect(app.screen == .photos)
    let rows = (0..<(app.content?.count ?? 0)).map { app.content!.row($0) }
    #expect(rows.map(\.label) == ["Slideshow Settings", "Photo Library", "Home", "Trip"])
    #expect(rows.map(\.detail) == ["", "17", "2", "14"])
    let listing = PhotoFixtures.listing()
    #expect(listing.photos(ofAlbum: 1).map { listing.paths[$0] } == ["/pics/Home/a.png", "/pics/Home/bad.jpg"])
    #expect(listing.photos(ofAlbum: 9).isEmpty)
    #expect(PhotoListing(folder: "/pics/", paths: ["/pics/a/b/c.jpg", "/other/x.jpg"]).albums.map(\.name) == ["a/b"])
  }

  @Test func theWheelMovesAcrossTheGridAndItScrollsByRows() {
    var app = PhotoFixtures.app()
    PhotoFixtures.openAlbum(row: 3, in: &app)  // Trip: 14 photos
    #expect(app.screen == .photo(.grid(2)))
    let layout = PhotoGridLayout(body: app.layout.body)
    let (columns, rows) = (layout.columns, layout.rows)
    #expect(columns >= 2 && rows >= 2 && columns * rows < 14)
    let r1 = app.update(key(.down))
    #expect(r1.contains(.click("Classic", count: 1)))
    #expect(app.photos.cursor.selected == 1)
    for _ in 0..<(columns * rows - 1) { _ = app.update(key(.down)) }
    // The first photo past the last row shown: the grid moved down one row, not a page.
    #expect(app.photos.cursor.selected == columns * rows && app.photos.cursor.topRow == 1)
    for _ in 0..<20 { _ = app.update(key(.down)) }
    #expect(app.photos.cursor.selected == 13 && app.photos.cursor.topRow == 13 / columns - rows + 1)
    let r2 = app.update(key(.down))
    #expect(r2.isEmpty, "no click past the end")
    for _ in 0..<13 { _ = app.update(key(.up)) }
    #expect(app.photos.cursor.selected == 0 && app.photos.cursor.topRow == 0)
    #expect(Renderer.render(app).text.contains("1 of 14  IMG_1.jpg"))
  }

  @Test func gridCursorKeepsTheSelectionInViewWhenColumnsChange() {
    var cursor = PhotoGridCursor()
    cursor.select(30, count: 40, columns: 3, rows: 2)
    #expect(cursor.topRow == 9)
    cursor.reveal(columns: 6, rows: 2)
    #expect(cursor.topRow == 5)  // row 30/6 = 5
    let moved = cursor.move(by: 100, count: 31, columns: 6, rows: 2)
    #expect(!moved, "already on the last of 31")
  }

  /// Only the thumbnails in view and a row either side are asked for, a few at a time.
  @Test func thumbnailsAreAskedForInViewAndAFewAtATime() {
    var app = PhotoFixtures.app()
    _ = app.update(key(.down))
    _ = app.update(key(.enter))
    _ = app.update(key(.down))
    let first = PhotoFixtures.requests(in: app.update(key(.enter)))
    let layout = PhotoGridLayout(body: app.layout.body)
    let box = layout.thumbnailBox(density: Size(width: 1, height: 2))
    #expect(first.count == app.photos.thumbnails.inFlight)
    #expect(first.allSatisfy { $0.purpose == .thumbnail && $0.width == box.width && $0.height == box.height })
    #expect(box == Size(width: layout.tile.width, height: 2 * layout.tile.height))
    let answered = PhotoFixtures.answer(first.map { Effect.decodePhoto($0) }, in: &app)
    let asked = Set(answered.map(\.path))
    let wanted = min(17, layout.visibleCount + layout.columns)
    #expect(asked.count == wanted, "those in view and the next row")
    #expect(asked == Set(PhotoFixtures.paths.prefix(wanted)))
  }

  @Test func anUnreadablePhotoIsMarkedAndSaysWhy() {
    var app = PhotoFixtures.app()
    PhotoFixtures.openAlbum(row: 2, in: &app)  // Home: a.png, bad.jpg
    _ = app.update(key(.down))
    let text = Renderer.render(app).text
    #expect(text.contains("Can't read: corrupt JPEG"))
    PhotoFixtures.answer(app.update(key(.enter)), in: &app)
    #expect(app.screen == .photo(.viewer))
    #expect(Renderer.render(app).text.contains("Can't show this photo: corrupt JPEG"))
  }

  @Test func fullScreenPagesWithTheWheelAndMenuReturnsToTheGridThere() {
    var app = PhotoFixtures.app()
    PhotoFixtures.openAlbum(row: 3, in: &app)
    let opened = app.update(key(.enter))
    #expect(app.screen == .photo(.viewer))
    let full = PhotoFixtures.requests(in: opened)
    #expect(full.first?.path == "/pics/Trip/IMG_1.jpg" && full.first?.purpose == .full)
    #expect(full.map(\.path).contains("/pics/Trip/IMG_2.jpg"), "the next is decoded ahead")
    PhotoFixtures.answer(opened, in: &app)
    #expect(app.photos.selectedPath == "/pics/Trip/IMG_1.jpg")
    for _ in 0..<4 { PhotoFixtures.answer(app.update(.scrolled(steps: 1, at: Point(x: 0, y: 0), time: 1)), in: &app) }
    #expect(app.photos.selectedPath == "/pics/Trip/IMG_5.jpg")
    #expect(!Renderer.render(app).text.contains("of 14"), "full screen has no caption band")
    _ = app.update(char("n"))
    #expect(app.photos.cursor.selected == 5)
    _ = app.update(key(.escape))
    #expect(app.screen == .photo(.grid(2)) && app.photos.cursor.selected == 5)
    #expect(app.photos.full.cost <= app.photos.full.budget)
  }

  @Test func pixelTerminalsGetOnePlacementForTheWholeGrid() {
    var app = PhotoFixtures.app(size: Size(width: 120, height: 40))
    _ = app.update(.graphicsDetected(.pixels(cell: Size(width: 10, height: 20))))
    PhotoFixtures.openAlbum(row: 3, in: &app)
    let grid = Renderer.render(app)
    #expect(grid.images.count == 1)
    let layout = PhotoGridLayout(body: app.layout.body)
    #expect(grid.images.first?.rect == layout.area)
    #expect(grid.images.first?.picture.width == layout.area.width * 6)
    #expect(
      app.photos.thumbnails.pending.isEmpty
        && app.photos.thumbnails.count == min(14, layout.visibleCount + layout.columns))
  }

  /// A folder of 2,000 photos scrolled end to end never holds more than the bound (here a
  /// budget of 40 thumbnails, so the walk passes it many times over).
  @Test func twoThousandPhotosStayWithinTheBound() {
    var app = state(size: Size(width: 80, height: 24))
    _ = app.update(.photosListed(PhotoListing(folder: "/big", paths: (0..<2000).map { "/big/\($0).jpg" })))
    let box = PhotoGridLayout(body: app.layout.body).thumbnailBox(density: app.photoDensity)
    let thumbnail = box.width * box.height * MemoryLayout<RGB>.stride + BoundedCache<String, Picture>.entryOverhead
    app.photos.thumbnails = PhotoPictures(budget: 40 * thumbnail, inFlight: 6)
    _ = app.update(key(.down))
    _ = app.update(key(.enter))
    _ = app.update(key(.down))
    PhotoFixtures.answer(app.update(key(.enter)), in: &app)
    var most = 0
    for step in 0..<700 {
      PhotoFixtures.answer(app.update(.scrolled(steps: 3, at: Point(x: 0, y: 0), time: Double(step))), in: &app)
      most = max(most, app.photos.thumbnails.cost)
    }
    #expect(app.photos.cursor.selected == 1999)
    #expect(most == app.photos.thumbnails.budget && app.photos.thumbnails.count == 40)
    #expect(app.photos.thumbnails.pending.isEmpty)
    // What is in view is held.
    let shown = app.photos.cursor.topRow * PhotoGridLayout(body: app.layout.body).columns
    #expect((shown..<2000).allSatisfy { app.photos.thumbnails.picture("/big/\($0).jpg") != nil })
  }

  @Test func thePictureCacheEvictsTheLeastRecentlyUsed() {
    var cache = PhotoPictures(budget: 3 * (2 * 2 * 3 + BoundedCache<String, Picture>.entryOverhead), inFlight: 2)
    func store(_ path: String) {
      let r = PhotoRequest(path: path, purpose: .thumbnail, width: 2, height: 2)
      cache.markPending(path, box: Size(width: 2, height: 2))
      cache.store(PhotoDecode(request: r, result: .success(PhotoFixtures.picture(for: path, width: 2, height: 2))))
    }
    store("a")
    store("b")
    store("c")
    cache.startPass()  // the three stored were in use in the pass that asked for them
    cache.touch(["a"])
    store("d")
    #expect(cache.count == 3 && cache.picture("a") != nil && cache.picture("b") == nil)
    #expect(!cache.needs("a", box: Size(width: 2, height: 2)) && cache.needs("a", box: Size(width: 4, height: 4)))
    cache.markPending("x", box: Size(width: 2, height: 2))
    cache.markPending("y", box: Size(width: 2, height: 2))
    #expect(!cache.needs("z", box: Size(width: 2, height: 2)), "two in flight is the most")
  }

  /// Names on disk may hold escapes: they reach the display as plain text only.
  @Test func controlCharactersInNamesNeverReachTheTerminal() {
    var app = state(size: Size(width: 100, height: 40))
    _ = app.update(.photosListed(PhotoListing(folder: "/p", paths: ["/p/Evil\u{1B}]0;pwned\u{07}/x\u{1B}[2J.jpg"])))
    _ = app.update(key(.down))
    _ = app.update(key(.enter))
    let menu = Renderer.render(app).text
    #expect(menu.contains("Evil") && !menu.contains("\u{1B}") && !menu.contains("\u{07}"))
    _ = app.update(key(.down))
    _ = app.update(key(.down))
    PhotoFixtures.answer(app.update(key(.enter)), in: &app)
    #expect(app.screen == .photo(.grid(1)))
    let grid = Renderer.render(app).text
    #expect(grid.contains("1 of 1") && !grid.contains("\u{1B}"))
  }
}
