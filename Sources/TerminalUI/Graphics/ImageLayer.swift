import WheelCore

/// Sends the grid's image placements (see `ImagePlacement`) as real pixels when the terminal
/// has a protocol for them; otherwise does nothing and the half blocks under them show.
///
/// The hook between the frame encoder and the pictures: `prepare` hands the encoder a grid in
/// which the cells under a picture being shown are blank (so a moving picture does not cost its
/// blocks as well, each frame), and returns the bytes that draw the picture after the cells.
/// The picture is drawn with the cursor and pen saved and restored (DECSC/DECRC), so the
/// encoder's idea of both stays true. When a picture goes away or moves, the screen is
/// repainted in full: under sixel the pixels are part of the cells and would stay.
public struct ImageLayer: Sendable {
  public private(set) var graphics: GraphicsProtocol?
  public private(set) var cell = Size(width: 10, height: 20)
  /// What the terminal shows now; nil when no picture is up.
  private var shown: ImagePlacement?
  /// Bytes of the last picture sent, for the benchmark.
  public private(set) var lastImageBytes = 0

  public init() {}

  /// Turns pixels on (a protocol and a cell size) or off (nil).
  public mutating func use(_ graphics: GraphicsProtocol?, cell: Size) {
    self.graphics = graphics
    self.cell = cell
    shown = nil
  }

  /// The screen was cleared (a full repaint): whatever was up is gone.
  public mutating func forget() { shown = nil }

  public struct Frame {
    /// What the frame encoder should draw.
    public var grid: Grid
    /// Drawn after the cells.
    public var bytes: [UInt8]
    /// Repaint every cell first: a picture left the screen or moved.
    public var repaint: Bool
  }

  public mutating func prepare(_ grid: Grid) -> Frame {
    guard let graphics else { return Frame(grid: grid, bytes: [], repaint: false) }
    // Sixel draws from the cursor down and would scroll the screen if it reached the last row.
    let placement = grid.images.first { $0.rect.maxY < grid.size.height && $0.rect.maxX <= grid.size.width }
    var out = grid
    var bytes: [UInt8] = []
    var repaint = false
    if let old = shown, placement?.rect != old.rect {
      repaint = true
      if graphics == .kitty { bytes += Self.kittyDeleteAll }
      shown = nil
    }
    guard let placement else {
      lastImageBytes = 0
      return Frame(grid: out, bytes: bytes, repaint: repaint)
    }
    // All rows but the last are blanked: a sixel picture is cut to a whole number of six-pixel
    // bands, so the last row's blocks show in whatever strip the picture leaves.
    out.fill(
      Rect(x: placement.rect.x, y: placement.rect.y, width: placement.rect.width, height: placement.rect.height - 1),
      role: .art)
    if placement != shown {
      let image = GraphicsEncoder.encode(
        placement.picture, columns: placement.rect.width, rows: placement.rect.height, cell: cell, using: graphics)
      lastImageBytes = image.count
      if !image.isEmpty {
        bytes += Array("\u{1B}7\u{1B}[\(placement.rect.y + 1);\(placement.rect.x + 1)H".utf8)
        if graphics == .kitty { bytes += Self.kittyDeleteAll }
        bytes += image + Array("\u{1B}8".utf8)
        shown = placement
      }
    }
    return Frame(grid: out, bytes: bytes, repaint: repaint)
  }

  /// Deletes every kitty picture on screen (the layer only ever shows one).
  static let kittyDeleteAll = Array("\u{1B}_Ga=d,d=A\u{1B}\\".utf8)

  /// What to write on the way out: kitty keeps pictures until told.
  public var closingBytes: [UInt8] { graphics == .kitty && shown != nil ? Self.kittyDeleteAll : [] }
}
