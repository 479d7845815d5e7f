import Foundation
import Testing

@testable import WheelCore

/// Both iPods can be read and used by eye: WCAG 2's contrast ratio is at least 4.5:1 for text
/// and 3:1 for what identifies a part of the interface (issue 26: the white wheel's MENU was
/// grey 138 on grey 218, 2.47:1).
///
/// Every role that draws text is checked as its own foreground on its own background. The parts
/// are checked where they meet what surrounds them: the display against its frame, the
/// selection against the display, the scroll thumb against its track, a bar's done part against
/// the display and against the part to go, the wheel's outline against the case and against
/// the centre button. The wheel's fill and the case are the same family of greys on purpose (a
/// white iPod is white on white): its outline is what sets it apart. The desk is the terminal's
/// own background, which no theme chooses, so the case is not measured against it.
@Suite struct ThemeContrastTests {
  static let textRoles: [Role] = [
    .row, .rowDetail, .selected, .title, .emphasis, .overlay, .notice, .wheelLabel, .cardRed,
  ]

  /// WCAG 2's relative luminance of an sRGB colour.
  static func luminance(_ c: RGB) -> Double {
    func channel(_ v: UInt8) -> Double {
      let s = Double(v) / 255
      return s <= 0.039_28 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)
  }

  static func contrast(_ a: RGB, _ b: RGB) -> Double {
    let (l1, l2) = (luminance(a), luminance(b))
    return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
  }

  /// A part and what it meets, by name for the failure message.
  static func parts(of theme: Theme) -> [(String, RGB, RGB)] {
    func c(_ role: Role) -> Theme.RoleColors { theme.colors(for: role)! }
    return [
      ("the display against its frame", c(.row).bg, c(.bezel).bg),
      ("the frame's line against the frame", c(.bezel).fg, c(.bezel).bg),
      ("the case's outline against the case", c(.shell).fg, c(.shell).bg),
      ("the selection against the display", c(.selected).bg, c(.row).bg),
      ("the scroll thumb against its track", c(.scrollThumb).bg, c(.scrollTrack).bg),
      ("a bar's done part against the display", c(.barFilled).fg, c(.barFilled).bg),
      ("a bar's done part against the part to go", c(.barFilled).fg, c(.barEmpty).fg),
      ("the wheel's outline against the case", c(.wheelRim).fg, c(.wheelRim).bg),
      ("the wheel's outline against the centre button", c(.wheelRim).fg, c(.center).bg),
      ("the outline inside the ring is the outline against the case", c(.wheelEdge).fg, c(.wheelRim).bg),
    ]
  }

  @Test(arguments: Theme.Name.allCases)
  func textIsAtLeastFourAndAHalfToOne(_ name: Theme.Name) {
    let theme = Theme.named(name)
    for role in Self.textRoles {
      let colors = theme.colors(for: role)!
      let ratio = Self.contrast(colors.fg, colors.bg)
      #expect(ratio >= 4.5, "\(name) \(role): \(String(format: "%.2f", ratio)):1")
    }
  }

  @Test(arguments: Theme.Name.allCases)
  func partsAreAtLeastThreeToOne(_ name: Theme.Name) {
    for (part, a, b) in Self.parts(of: Theme.named(name)) {
      let ratio = Self.contrast(a, b)
      #expect(ratio >= 3, "\(name): \(part): \(String(format: "%.2f", ratio)):1")
    }
  }

  /// The formula itself, on WCAG's own end points.
  @Test func theRatioRunsFromOneToTwentyOne() {
    #expect(abs(Self.contrast(RGB(0x000000), RGB(0xFFFFFF)) - 21) < 0.01)
    #expect(Self.contrast(RGB(0x777777), RGB(0x777777)) == 1)
    #expect(abs(Self.contrast(RGB(0x767676), RGB(0xFFFFFF)) - 4.54) < 0.01)
  }
}
