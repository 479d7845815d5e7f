import Testing
import WheelCore

@testable import TerminalUI

/// The terminal's own scrolling (scroll region + SU/SD) must leave exactly the screen a full
/// redraw would: every frame of a list moved by steps, pages and jumps, with wide characters,
/// a moving scroll thumb, resizes, both themes, with and without background-colour erase.
@Suite struct FrameEncoderScrollTests {
  /// An iPod-like frame: desk, a display with a title, `visible` rows of a list starting at
  /// `offset` with row `selected` highlighted, a scroll bar, and a static footer below.
  static func listFrame(size: Size, offset: Int, selected: Int, count: Int = 5_000) -> Grid {
    var grid = Grid(size: size)
    let left = size.width / 4
    let right = size.width * 3 / 4
    let visible = max(1, size.height - 8)
    grid.fill(Rect(x: left, y: 1, width: right - left, height: visible + 2), role: .row)
    grid.write("Songs", at: Point(x: left + 2, y: 1), role: .title)
    for i in 0..<visible where offset + i < count {
      let n = offset + i
      let title = n % 7 == 3 ? "日本語の歌 \(n)" : n % 11 == 5 ? "노래 \(n) 한국" : "Song \(n)"
      let role: Role = offset + i == selected ? .selected : .row
      grid.paint(Rect(x: left, y: 2 + i, width: right - left - 1, height: 1), role: role)
      grid.write(title, at: Point(x: left + 1, y: 2 + i), role: role, maxWidth: right - left - 3)
    }
    // Scroll bar: the thumb moves a row every `count / visible` songs.
    for i in 0..<visible { grid.put(" ", at: Point(x: right - 1, y: 2 + i), role: .scrollTrack) }
    grid.put(" ", at: Point(x: right - 1, y: 2 + min(visible - 1, offset * visible / count)), role: .scrollThumb)
    grid.write("MENU   ⏮   ▶❚❚   ⏭", at: Point(x: left + 2, y: size.height - 3), role: .wheelLabel)
    return grid
  }

  /// Feeds every frame to one terminal through one encoder, and each frame's full redraw to
  /// a fresh terminal, and compares the screens after each frame. Returns the bytes per frame.
  @discardableResult
  static func compare(
    frames: [Grid], theme: Theme, depth: ColorDepth, backgroundColorErase: Bool, canScroll: Bool = true
  ) -> [Int] {
    var encoder = FrameEncoder(backgroundColorErase: backgroundColorErase, canScroll: canScroll)
    var terminal = VTScreen(
      width: frames[0].size.width, height: frames[0].size.height, backgroundColorErase: backgroundColorErase)
    var sizes: [Int] = []
    for (n, grid) in frames.enumerated() {
      if grid.size.width != terminal.width || grid.size.height != terminal.height {
        terminal.resize(width: grid.size.width, height: grid.size.height)
      }
      let bytes = encoder.encode(grid, theme: theme, depth: depth)
      sizes.append(bytes.count)
      terminal.feed(bytes)
      var fresh = FrameEncoder(backgroundColorErase: backgroundColorErase)
      var reference = VTScreen(
        width: grid.size.width, height: grid.size.height, backgroundColorErase: backgroundColorErase)
      reference.feed(fresh.encode(grid, theme: theme, depth: depth))
      #expect(terminal.problems.isEmpty, "frame \(n): \(terminal.problems)")
      guard terminal.visible == reference.visible else {
        let row = (0..<grid.size.height).first { terminal.row($0) != reference.row($0) }
        Issue.record(
          "frame \(n) differs from a full redraw\(row.map { " at row \($0): '\(terminal.row($0))' vs '\(reference.row($0))'" } ?? " in colour")"
        )
        return sizes
      }
      // And the characters are the grid's own.
      for y in 0..<grid.size.height {
        let expected = String(
          (0..<grid.size.width).map { x -> Character in
            let cell = grid[x, y]
            return cell.isContinuation ? "\u{0}" : cell.character
          })
        #expect(terminal.row(y) == expected, "frame \(n) row \(y)")
      }
    }
    return sizes
  }

  /// Steps of one row, pages, jumps and reversals, as the wheel gives them.
  static func walk(size: Size, seed: UInt64, moves: Int = 120) -> [Grid] {
    var state = seed
    var selected = 0
    var offset = 0
    let visible = max(1, size.height - 8)
    var frames = [listFrame(size: size, offset: 0, selected: 0)]
    for _ in 0..<moves {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let roll = Int(state >> 33) % 100
      let step =
        roll < 70 ? 1 : roll < 85 ? -1 : roll < 92 ? visible : roll < 96 ? -visible / 2 : Int(state >> 40) % 5_000
      selected = roll >= 96 ? step : min(max(selected + step, 0), 4_999)
      if selected < offset { offset = selected }
      if selected >= offset + visible { offset = selected - visible + 1 }
      frames.append(listFrame(size: size, offset: offset, selected: selected))
    }
    return frames
  }

  @Test(arguments: [
    (Theme.Name.white, ColorDepth.trueColor, true), (.black, .palette256, true),
    (.white, .palette16, false), (.black, .trueColor, false),
  ])
  func scrollingShowsWhatAFullRedrawShows(theme: Theme.Name, depth: ColorDepth, backgroundColorErase: Bool) {
    for (seed, size) in [
      (1, Size(width: 120, height: 40)), (2, Size(width: 80, height: 24)), (3, Size(width: 20, height: 8)),
    ] {
      Self.compare(
        frames: Self.walk(size: size, seed: UInt64(seed), moves: 40), theme: .named(theme), depth: depth,
        backgroundColorErase: backgroundColorErase)
    }
  }

  @Test func resizesBetweenScrollsStillMatch() {
    var frames = Self.walk(size: Size(width: 120, height: 40), seed: 7, moves: 30)
    frames += Self.walk(size: Size(width: 80, height: 24), seed: 8, moves: 30)
    frames += Self.walk(size: Size(width: 120, height: 40), seed: 9, moves: 30)
    Self.compare(frames: frames, theme: .black, depth: .trueColor, backgroundColorErase: true)
  }

  /// The point of it: a step down a long list at 120x40 scrolls the terminal instead of
  /// resending the rows, well under issue 17's 200 bytes a step.
  @Test func aStepDownALongListCostsUnder200Bytes() {
    let size = Size(width: 120, height: 40)
    let visible = 32
    var frames: [Grid] = []
    for selected in 0..<120 {
      frames.append(Self.listFrame(size: size, offset: max(0, selected - visible + 1), selected: selected))
    }
    let scrolled = Self.compare(frames: frames, theme: .black, depth: .trueColor, backgroundColorErase: true)
    let plain = Self.compare(
      frames: frames, theme: .black, depth: .trueColor, backgroundColorErase: true, canScroll: false)
    let median = { (sizes: [Int]) in sizes.dropFirst(visible).sorted()[(sizes.count - visible) / 2] }
    #expect(median(scrolled) < 200, "median \(median(scrolled)) bytes with scrolling")
    #expect(median(scrolled) * 2 < median(plain), "scrolling \(median(scrolled)) vs redrawing \(median(plain)) bytes")
  }

  @Test func withoutScrollRegionsNothingScrolls() {
    var encoder = FrameEncoder(backgroundColorErase: true, canScroll: false)
    let size = Size(width: 120, height: 40)
    _ = encoder.encode(Self.listFrame(size: size, offset: 0, selected: 31), theme: .black, depth: .trueColor)
    let bytes = encoder.encode(Self.listFrame(size: size, offset: 1, selected: 32), theme: .black, depth: .trueColor)
    #expect(!bytes.isEmpty)
    #expect(Self.csiFinals(bytes).allSatisfy { !"STr".contains($0) })
  }

  @Test func aStepScrollsTheListRegionOnly() {
    var encoder = FrameEncoder(backgroundColorErase: true, canScroll: true)
    let size = Size(width: 120, height: 40)
    _ = encoder.encode(Self.listFrame(size: size, offset: 0, selected: 31), theme: .black, depth: .trueColor)
    let bytes = encoder.encode(Self.listFrame(size: size, offset: 1, selected: 32), theme: .black, depth: .trueColor)
    #expect(Self.csiFinals(bytes).filter { "STr".contains($0) } == ["r", "S", "r"])
  }

  /// The final characters of the CSI sequences in `bytes`.
  static func csiFinals(_ bytes: [UInt8]) -> [Character] {
    var finals: [Character] = []
    var i = 0
    while i + 1 < bytes.count {
      if bytes[i] == 0x1B, bytes[i + 1] == UInt8(ascii: "[") {
        var j = i + 2
        while j < bytes.count, !(0x40...0x7E).contains(bytes[j]) { j += 1 }
        if j < bytes.count { finals.append(Character(Unicode.Scalar(bytes[j]))) }
        i = j
      }
      i += 1
    }
    return finals
  }

  @Test func shiftBytesSetAndResetTheRegion() {
    #expect(
      String(decoding: ScrollShift(top: 2, bottom: 33, distance: 1).bytes(height: 40), as: UTF8.self)
        == "\u{1B}[m\u{1B}[3;34r\u{1B}[S\u{1B}[r")
    #expect(
      String(decoding: ScrollShift(top: 0, bottom: 39, distance: -3).bytes(height: 40), as: UTF8.self)
        == "\u{1B}[m\u{1B}[3T")
  }
}
