/// Where Now Playing's album art goes. Cells are about twice as tall as wide, so a square
/// cover `rows` tall is `2 * rows` cells wide.
extension Layout {
  /// The album art beside the song, only when the display is roomy enough to keep the text
  /// readable: at the left under the song's place on an upright iPod; on its side, where the
  /// display is wider than tall, as big as fits in the left half (`nowPlayingColumn` is the
  /// other half), so no half of the display is left empty.
  public var nowPlayingArt: Rect? {
    let body = body
    guard body.width >= 34, body.height >= 10 else { return nil }
    if let column = nowPlayingColumn {
      let half = column.x - body.x
      let rows = min(body.height - 2, half / 2)
      guard rows >= 4 else { return nil }
      return Rect(
        x: body.x + (half - 2 * rows) / 2, y: body.y + (body.height - rows) / 2, width: rows * 2, height: rows)
    }
    let rows = min(body.height - 6, (body.width - 2) / 5)
    guard rows >= 4 else { return nil }
    return Rect(x: body.x + 2, y: body.y + 2, width: rows * 2, height: rows)
  }

  /// On its side, the right half of the display, where Now Playing's place in the queue, the
  /// song's lines and the bar go beside the art; nil on an upright iPod and small displays.
  public var nowPlayingColumn: Rect? {
    let body = body
    guard form == .landscape, body.width >= 34, body.height >= 10 else { return nil }
    let half = body.width / 2
    return Rect(x: body.x + half, y: body.y, width: body.width - half, height: body.height)
  }

  /// The album-art page: the biggest square cover the display holds below its title bar, centered.
  public var nowPlayingBigArt: Rect {
    let body = body
    let rows = max(0, min(body.height, body.width / 2))
    return Rect(
      x: body.x + (body.width - 2 * rows) / 2, y: body.y + (body.height - rows) / 2, width: 2 * rows, height: rows)
  }
}
