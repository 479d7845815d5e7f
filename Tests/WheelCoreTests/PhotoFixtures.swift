@testable import WheelCore

/// A pictures folder as the adapter would list it, and an adapter stand-in that answers the
/// core's decode requests with made-up pictures (or failures), as the real one does later.
enum PhotoFixtures {
  static let folder = "/pics"
  /// One photo in the folder itself, two in Home (one unreadable), fourteen in Trip.
  static let paths =
    ["/pics/top.jpg", "/pics/Home/a.png", "/pics/Home/bad.jpg"] + (1...14).map { "/pics/Trip/IMG_\($0).jpg" }
  static let unreadable: Set<String> = ["/pics/Home/bad.jpg"]

  static func listing(_ paths: [String] = paths) -> PhotoListing { PhotoListing(folder: folder, paths: paths) }

  /// A picture of the requested size: a colour from the path, with a lighter diagonal so a
  /// golden screen shows each is drawn the right way up.
  static func picture(for path: String, width: Int, height: Int) -> Picture {
    var hash: UInt32 = 2_166_136_261
    for b in path.utf8 { hash = (hash ^ UInt32(b)) &* 16_777_619 }
    let base = RGB(r: UInt8(hash & 0xFF), g: UInt8((hash >> 8) & 0xFF), b: UInt8((hash >> 16) & 0xFF))
    var pixels: [RGB] = []
    for y in 0..<height {
      for x in 0..<width { pixels.append(abs(x * height - y * width) < max(width, height) ? RGB(0xFFFFFF) : base) }
    }
    return Picture(width: width, height: height, pixels: pixels)!
  }

  static func requests(in effects: [Effect]) -> [PhotoRequest] {
    effects.compactMap { if case .decodePhoto(let r) = $0 { r } else { nil } }
  }

  /// Answers every decode request, and the ones those answers lead to, like the adapter.
  /// Returns the requests answered.
  @discardableResult
  static func answer(_ effects: [Effect], in app: inout AppState, failing: Set<String> = unreadable) -> [PhotoRequest] {
    var queue = requests(in: effects)
    var answered: [PhotoRequest] = []
    while !queue.isEmpty, answered.count < 10_000 {
      let r = queue.removeFirst()
      answered.append(r)
      let result: Result<Picture, PhotoProblem> =
        failing.contains(r.path)
        ? .failure(PhotoProblem("corrupt JPEG")) : .success(picture(for: r.path, width: r.width, height: r.height))
      queue += requests(in: app.update(.photoDecoded(PhotoDecode(request: r, result: result))))
    }
    return answered
  }

  /// The app with the folder listed, on the main menu.
  static func app(
    size: Size = Size(width: 80, height: 24), theme: ThemeChoice = .white, settings: Settings = Settings()
  ) -> AppState {
    var app = state(size: size, theme: theme, settings: settings)
    _ = app.update(.photosListed(listing()))
    return app
  }

  /// Opens Photos and the album in row `row` of its list (1: Photo Library), answering the
  /// thumbnails' decodes.
  static func openAlbum(row: Int, in app: inout AppState) {
    _ = app.update(key(.down))
    _ = app.update(key(.enter))  // Photos
    for _ in 0..<row { _ = app.update(key(.down)) }
    answer(app.update(key(.enter)), in: &app)
  }
}
