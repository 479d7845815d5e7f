/// Where everything goes for one terminal size: the iPod's case, its display and its wheel.
/// Rendering draws from it and the mouse is hit-tested against it, so the two never disagree.
public struct Layout: Equatable, Sendable {
  /// The shape chosen for the terminal: the upright iPod, the iPod on its side for wide and
  /// short terminals, the display alone for tiny ones, nothing when under 20x8, and a message
  /// alone when past `maximumSize`; zoomed when the user asked the display to take the bulk
  /// of the terminal (`Layout+Zoom`).
  public enum Form: Equatable, Sendable { case portrait, landscape, zoomed, displayOnly, tooSmall, tooLarge }

  public static let minimumSize = Size(width: 20, height: 8)
  /// The most cells ever drawn (500,000: about 30 MB of grid and frame). A terminal reporting
  /// 10000x10000 cost 6 GB and never drew a frame; past this the layout keeps to this size and
  /// the screen says why there is no iPod. `--snapshot` refuses sizes past it.
  public static let maximumSize = Size(width: 1000, height: 500)

  /// Whether `size` fits within `maximumSize`.
  public static func fits(_ size: Size) -> Bool {
    size.width <= maximumSize.width && size.height <= maximumSize.height
  }
  /// Terminal cells are about twice as tall as they are wide.
  public static let cellAspect = 2.0

  public let size: Size
  public let form: Form
  /// The iPod's case (empty for display-only and too-small forms).
  public let shell: Rect
  /// The dark frame around the screen (equal to `screen` when there is no room for one).
  public let bezel: Rect
  /// The LCD: the title bar on its first row, the screen's content below.
  public let display: Rect
  public let wheel: WheelGeometry?

  /// The layout for `size`; `zoomed` gives the display most of the terminal where that makes
  /// it bigger than the normal layout's (elsewhere the normal layout stands).
  public init(size: Size, zoomed: Bool) {
    self.init(size: size)
    guard zoomed, form != .tooSmall, form != .tooLarge, let zoom = Self.zoomed(in: size),
      zoom.display.width * zoom.display.height > display.width * display.height
    else { return }
    self = zoom
  }

  public init(size: Size) {
    // A terminal's report is a device's number: clamped here, the one place every size passes.
    guard Self.fits(size) else {
      let clamped = Size(
        width: min(size.width, Self.maximumSize.width), height: min(size.height, Self.maximumSize.height))
      self.init(size: clamped, form: .tooLarge, shell: .zero, bezel: .zero, display: .zero, wheel: nil)
      return
    }
    // Checked before any geometry: a negative side from a broken report is simply too small.
    guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else {
      self.init(size: size, form: .tooSmall, shell: .zero, bezel: .zero, display: .zero, wheel: nil)
      return
    }
    let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
    let upright = Self.portrait(in: size)
    let sideways = Self.landscape(in: size)
    let roomyUpright = upright.map { $0.display.width >= 36 && $0.display.height >= 11 } ?? false
    if roomyUpright, let upright {
      self = upright  // room enough for an upright iPod with a readable display
    } else if size.width >= 2 * size.height, let sideways {
      self = sideways  // wide and short: the iPod on its side gives a bigger display
    } else if let choice = upright ?? sideways {
      self = choice
    } else {
      // Display only: keep a bezel when there is a cell to spare on each side.
      let framed = size.width >= 24 && size.height >= 10
      let bezel = framed ? bounds.inset(dx: 1, dy: 0) : bounds
      let display = framed ? bezel.inset(dx: 1, dy: 1) : bounds
      self.init(size: size, form: .displayOnly, shell: .zero, bezel: bezel, display: display, wheel: nil)
    }
  }

  init(size: Size, form: Form, shell: Rect, bezel: Rect, display: Rect, wheel: WheelGeometry?) {
    self.size = size
    self.form = form
    self.shell = shell
    self.bezel = bezel
    self.display = display
    self.wheel = wheel
  }

  /// What the mouse is over.
  public enum Hit: Equatable, Sendable {
    case ring(angle: Double)
    case centerButton
    /// On the display, `row` rows below its top (0 is the title bar).
    case display(row: Int)
    case elsewhere
  }

  /// What a cell is over (a report in cells stands for the cell's center).
  public func hit(_ p: Point) -> Hit { hit(CellPosition(center: p)) }

  /// What a position is over; on the ring, its angle from the exact position (pixels), not
  /// from the cell's center.
  public func hit(_ position: CellPosition) -> Hit {
    if let wheel {
      switch wheel.pointerZone(x: position.x, y: position.y) {
      case .button: return .centerButton
      case .ring:
        return .ring(angle: wheel.angle(x: position.x, y: position.y))
      case .outside: break
      }
    }
    let p = position.cell
    if display.contains(p) { return .display(row: p.y - display.y) }
    return .elsewhere
  }

  /// The list rows the display shows below its title bar.
  public var listRows: Int { max(0, display.height - 1) }

  /// The display below its title bar, where each screen draws.
  public var body: Rect {
    Rect(x: display.x, y: display.y + 1, width: display.width, height: max(0, display.height - 1))
  }
}
