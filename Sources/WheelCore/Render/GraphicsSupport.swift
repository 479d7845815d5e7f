/// What the terminal can show besides text, as the adapter found out after the first frame:
/// half blocks everywhere (and always inside tmux), or real pixels with the size of a cell.
public enum GraphicsSupport: Equatable, Sendable {
  case blocks
  /// Sixel or the kitty protocol; `cell` is a cell's size in the terminal's pixels.
  case pixels(cell: Size)
}

extension AppState {
  /// Canvas pixels per cell for pictures that go out as real pixels (square pixels: twice as
  /// many rows as columns); nil when only half blocks are shown (the terminal cannot, or
  /// Settings > Graphics is Blocks). Capped, so a frame of Cover Flow stays within its budget.
  public var pixelsPerCell: Size? {
    guard settings.pictures.graphics == .auto, case .pixels(let cell) = environment.graphics else { return nil }
    let w = min(6, max(2, cell.width))
    return Size(width: w, height: 2 * w)
  }
}
