import Testing

@testable import WheelCore

/// The slideshow as a value with time passed in: when slides change, how far a transition
/// is, the order with Shuffle and Repeat (seeded), pause, and unreadable photos skipped.
@Suite struct SlideshowTests {
  static func settings(
    seconds: Int = 3, _ transition: SlideTransition = .dissolve, shuffle: Bool = false, repeats: Bool = false
  )
    -> PictureSettings
  {
    var s = PictureSettings()
    s.slideSeconds = seconds
    s.transition = transition
    s.shuffle = shuffle
    s.repeats = repeats
    return s
  }

  static let allReady: @Sendable (Int) -> Bool? = { _ in true }

  @Test func slidesChangeOnTimeWithTheTransitionInBetween() {
    var show = Slideshow(album: 0, count: 5, startingAt: 1, settings: Self.settings(), at: 10, seed: 1)
    #expect(show.current == 1 && show.due == 13 && show.upcoming() == 2)
    #expect(show.nextFrame(after: 10) == 13)
    let r1 = show.advance(at: 12.9, ready: Self.allReady)
    #expect(!r1)
    let r2 = show.advance(at: 13, ready: Self.allReady)
    #expect(r2)
    #expect(show.current == 2 && show.due == 16)
    let mid = show.progress(at: 13.5)
    #expect(mid?.change.from == 1 && mid?.change.kind == .dissolve && mid?.fraction == 0.5)
    #expect(show.nextFrame(after: 13.5) == 13.5 + 1.0 / 24, "frames while it changes")
    #expect(show.progress(at: 14) == nil && show.nextFrame(after: 14) == 16)
    // Short slides get a shorter transition, so the photo is still seen still.
    let quick = Slideshow(album: 0, count: 3, startingAt: 0, settings: Self.settings(seconds: 2), at: 0, seed: 1)
    #expect(quick.transitionSeconds < 1)
  }

  @Test func itWaitsForTheNextPhotoAndSkipsUnreadableOnes() {
    var show = Slideshow(album: 0, count: 5, startingAt: 0, settings: Self.settings(), at: 0, seed: 1)
    let r3 = show.advance(at: 3, ready: { _ in nil })
    #expect(!r3)
    #expect(show.nextFrame(after: 3) == nil, "no busy ticks while it waits; the decode wakes it")
    let r4 = show.advance(at: 4.2, ready: Self.allReady)
    #expect(r4)
    #expect(show.current == 1 && show.shownAt == 4.2)
    // Photos 2 and 3 cannot be read: straight from 1 to 4.
    let broken: (Int) -> Bool? = { $0 == 2 || $0 == 3 ? false : true }
    #expect(show.upcoming { broken($0) == false } == 4)
    let r5 = show.advance(at: 7.2, ready: broken)
    #expect(r5)
    #expect(show.current == 4)
    // The last photo without Repeat: the show ends.
    let r6 = show.advance(at: 10.2, ready: Self.allReady)
    #expect(r6)
    #expect(show.finished && show.nextFrame(after: 11) == nil)
  }

  @Test func repeatStartsOverAndKeepsAtMostTwoRounds() {
    var show = Slideshow(album: 0, count: 4, startingAt: 2, settings: Self.settings(repeats: true), at: 0, seed: 1)
    var seen: [Int] = [show.current]
    var t = 0.0
    for _ in 0..<40 {
      t += 3
      let r7 = show.advance(at: t, ready: Self.allReady)
      #expect(r7)
      seen.append(show.current)
      #expect(show.order.count <= 8)
    }
    #expect(Array(seen.prefix(7)) == [2, 3, 0, 1, 2, 3, 0])
    #expect(!show.finished)
  }

  @Test func shuffleIsSeededStartsWhereAskedAndEachRoundHasEveryPhoto() {
    func rounds(seed: UInt64) -> [Int] {
      var show = Slideshow(
        album: 0, count: 6, startingAt: 4, settings: Self.settings(shuffle: true, repeats: true), at: 0, seed: seed)
      var seen = [show.current]
      for i in 1..<18 {
        _ = show.advance(at: Double(3 * i), ready: Self.allReady)
        seen.append(show.current)
      }
      return seen
    }
    let a = rounds(seed: 42)
    #expect(a == rounds(seed: 42), "the same seed, the same order")
    #expect(a != rounds(seed: 43))
    #expect(a[0] == 4)
    for r in 0..<3 {
      #expect(Set(a[(6 * r)..<(6 * r + 6)]) == Set(0..<6), "round \(r) shows every photo once")
    }
    #expect(a[5] != a[6] && a[11] != a[12], "a new round never repeats the photo just shown")
    // Without Repeat a shuffled show ends after each photo once.
    var once = Slideshow(album: 0, count: 6, startingAt: 4, settings: Self.settings(shuffle: true), at: 0, seed: 42)
    var shown = [once.current]
    var t = 0.0
    while !once.finished {
      t += 3
      _ = once.advance(at: t, ready: Self.allReady)
      if !once.finished { shown.append(once.current) }
    }
    #expect(shown.sorted() == Array(0..<6))
  }

  @Test func pauseKeepsTheTimeLeftAndTheWheelSkips() {
    var show = Slideshow(album: 0, count: 5, startingAt: 0, settings: Self.settings(), at: 0, seed: 1)
    show.togglePause(at: 1)
    let movedWhilePaused = show.advance(at: 50, ready: Self.allReady)
    #expect(show.nextFrame(after: 2) == nil && !movedWhilePaused)
    show.togglePause(at: 51)
    #expect(show.due == 53)
    let r8 = show.skip(by: 2, at: 52)
    #expect(r8)
    #expect(show.current == 2 && show.due == 55 && show.transition == nil)
    let r9 = show.skip(by: -5, at: 52)
    #expect(!r9 || show.current == 0)
  }

  @Test func randomPicksARealTransitionForEachSlide() {
    var show = Slideshow(album: 0, count: 30, startingAt: 0, settings: Self.settings(.random), at: 0, seed: 7)
    var kinds = Set<SlideTransition>()
    for i in 1..<30 {
      _ = show.advance(at: Double(3 * i), ready: Self.allReady)
      if let kind = show.transition?.kind { kinds.insert(kind) }
    }
    #expect(kinds == [.dissolve, .wipe, .push])
  }

  @Test func transitionsMixWipeAndPushThePixels() {
    let black = PixelCanvas(width: 4, height: 1, fill: RGB(0))
    var white = PixelCanvas(width: 4, height: 1, fill: RGB(0xFFFFFF))
    let half = SlideComposer.compose(from: black, to: white, kind: .dissolve, fraction: 0.5)
    #expect(half.pixels.allSatisfy { $0 == RGB(r: 127, g: 127, b: 127) })
    let wiped = SlideComposer.compose(from: black, to: white, kind: .wipe, fraction: 0.5)
    #expect(wiped.pixels == [RGB(0xFFFFFF), RGB(0xFFFFFF), RGB(0), RGB(0)])
    white[0, 0] = RGB(0xFF0000)  // the new slide's left edge comes in first from the right
    let pushed = SlideComposer.compose(from: black, to: white, kind: .push, fraction: 0.25)
    #expect(pushed.pixels == [RGB(0), RGB(0), RGB(0), RGB(0xFF0000)])
    #expect(SlideComposer.compose(from: black, to: white, kind: .dissolve, fraction: 1) == white)
  }
}
