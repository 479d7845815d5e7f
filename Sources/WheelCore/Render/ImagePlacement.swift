/// A picture laid over a rectangle of cells, for terminals that show real pixels (sixel, the
/// kitty graphics protocol). The grid always carries the same picture as half blocks in those
/// cells too: that is what tmux, plain terminals and the golden screens show, and the terminal
/// adapter decides whether to send the placement on top. Video frames use the same carrier.
public struct ImagePlacement: Equatable, Sendable {
  /// The cells the picture covers (grid coordinates).
  public var rect: Rect
  /// The pixels, at whatever resolution the painter chose; the adapter scales to the cells.
  public var picture: Picture

  public init(rect: Rect, picture: Picture) {
    self.rect = rect
    self.picture = picture
  }
}

extension Grid {
  /// Lays `picture` over `rect` for terminals with pixels; the half blocks under it must
  /// already be drawn. A placement partly off the grid is dropped (the blocks still show).
  public mutating func place(_ picture: Picture, over rect: Rect) {
    guard !rect.isEmpty, rect.x >= 0, rect.y >= 0, rect.maxX <= size.width, rect.maxY <= size.height else { return }
    images.append(ImagePlacement(rect: rect, picture: picture))
  }

  /// Drops the placements that something was drawn over since (a notice, the help, a letter):
  /// a placement stays only while every cell under it is still a picture cell, so text is
  /// never hidden under pixels.
  public mutating func dropCoveredImages() {
    guard !images.isEmpty else { return }
    let cells = self.cells
    let width = size.width
    images.removeAll { placement in
      let r = placement.rect
      for y in r.y..<r.maxY {
        for x in r.x..<r.maxX where cells[y * width + x].role != .art || cells[y * width + x].character != "▀" {
          return true
        }
      }
      return false
    }
  }
}
