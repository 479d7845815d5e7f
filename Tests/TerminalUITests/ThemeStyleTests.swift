import Testing
import WheelCore

@testable import TerminalUI

/// Each theme in each colour depth a terminal may have.
@Suite struct ThemeStyleTests {
  @Test func whiteAndBlackIPodsDifferInTheCaseButShareTheDisplay() {
    let white = Theme.white.style(for: .shell, depth: .trueColor)
    let black = Theme.black.style(for: .shell, depth: .trueColor)
    #expect(white.background != black.background)
    #expect(
      Theme.white.style(for: .selected, depth: .trueColor) == Theme.black.style(for: .selected, depth: .trueColor))
  }

  @Test func everyRoleHasAStyleInEveryDepth() {
    for theme in [Theme.white, .black] {
      for role in Role.allCases where role != .desk && role != .art {
        for depth in ColorDepth.allCases {
          let style = theme.style(for: role, depth: depth)
          if depth == .monochrome {
            #expect(style.foreground == .terminalDefault)
          } else {
            #expect(style.background != .terminalDefault, "\(theme.name) \(role) \(depth)")
          }
        }
      }
    }
  }

  @Test func monochromeShowsTheSelectionInReverseVideo() {
    #expect(Theme.white.style(for: .selected, depth: .monochrome).reverse)
    #expect(!Theme.white.style(for: .row, depth: .monochrome).reverse)
  }

  @Test func palette256PicksNearbyColours() {
    #expect(RGB(0xFFFFFF).xterm256 == 231)
    #expect(RGB(0x000000).xterm256 == 16)
    #expect(RGB(0x808080).xterm256 == 244)
    #expect(RGB(0xFF0000).xterm256 == 196)
  }

  @Test func sixteenColourFormUsesBasicIndices() {
    if case .indexed(let n) = Theme.black.style(for: .wheelLabel, depth: .palette16).foreground {
      #expect((0..<16).contains(n))
    } else {
      Issue.record("not indexed")
    }
  }
}

@Suite struct MonochromeWheelTests {
  /// In monochrome the ring is reverse video; a half block on the button's edge must show the
  /// ring's half solid and the button's half blank, as in colour.
  @Test func halfBlocksOnTheRingEdgesMatchTheRingInMonochrome() {
    for theme in [Theme.white, .black] {
      #expect(theme.style(for: .wheel, depth: .monochrome).reverse)
      #expect(theme.style(for: .wheelEdge, depth: .monochrome).reverse)  // the outline a gap in the solid ring
      #expect(!theme.style(for: .wheelRim, depth: .monochrome).reverse)  // ▄ plain: lower half (ring) solid
      #expect(!theme.style(for: .center, depth: .monochrome).reverse)
    }
  }
}
