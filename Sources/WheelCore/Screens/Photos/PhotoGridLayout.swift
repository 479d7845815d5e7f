/// Where the thumbnails go on the display: tiles of a 4:3 shape (in pixels) in rows, a
/// one-cell gap round each for the selection frame, about three rows whatever the size, and
/// a caption line below ("12 of 240").
struct PhotoGridLayout: Equatable {
  /// The cells of the tiles and their gaps (the body less the caption line).
  let area: Rect
  let tile: Size
  let columns: Int
  let rows: Int
  /// The corner of the first slot, so the grid sits centered.
  let originX: Int
  let originY: Int

  /// Thumbnails are never decoded larger than this, so each costs at most ~83 KB whatever the
  /// terminal (the painter scales up where a tile has more pixels).
  static let maxThumbnail = Size(width: 192, height: 144)

  init(body: Rect) {
    area = Rect(x: body.x, y: body.y, width: body.width, height: max(0, body.height - 1))
    // A tile th cells tall is 2*th pixels tall; 4:3 makes it 8/3*th cells wide.
    let th = max(2, (area.height - 1) / 3 - 1)
    let tw = max(3, (th * 8 + 1) / 3)
    tile = Size(width: tw, height: th)
    columns = max(1, (area.width - 1) / (tw + 1))
    rows = max(1, (area.height - 1) / (th + 1))
    originX = area.x + max(0, (area.width - (columns * (tw + 1) + 1)) / 2)
    originY = area.y + max(0, (area.height - (rows * (th + 1) + 1)) / 2)
  }

  /// The cells of the tile at `slot` (0-based among the visible ones, row-major).
  func tileRect(slot: Int) -> Rect {
    let col = slot % columns
    let row = slot / columns
    return Rect(
      x: originX + 1 + col * (tile.width + 1), y: originY + 1 + row * (tile.height + 1), width: tile.width,
      height: tile.height)
  }

  var visibleCount: Int { columns * rows }

  /// The pixel box a thumbnail is decoded for: the tile's pixels at `density` pixels a cell
  /// (1 x 2 for half blocks), within `maxThumbnail`.
  func thumbnailBox(density: Size) -> Size {
    Size(
      width: min(Self.maxThumbnail.width, tile.width * density.width),
      height: min(Self.maxThumbnail.height, tile.height * density.height))
  }
}
