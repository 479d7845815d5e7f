import Testing
import WheelCore

@testable import TerminalUI

/// Issue 28: bytes per step down the real Songs screen at 120x40, titles as a user's library
/// has them (a third not ASCII: accents, CJK, emoji; sorted, so neighbours share prefixes),
/// through the encoder the terminal gets, with every frame checked against a full redraw.
@Suite struct SongsStepBytesTests {
  static let words = [
    "Amber", "Border", "Circle", "Coast", "Empty", "Fever", "Grüße", "Highway", "Horizon", "Kingdom", "Lights",
    "Neon", "Smoke", "Storm", "Tide", "Wave", "Élan", "mañana", "Fête", "naïve", "Noël", "Sérénade", "garçon",
    "夜の", "青い空", "별", "하늘 바다", "Море", "Весна", "Ночь", "💔", "🌙", "Runaway", "Daylight", "Extended Mix",
  ]

  /// `count` titles made of two or three words, deterministic.
  static func titles(_ count: Int) -> [String] {
    var state: UInt64 = 28
    func next(_ n: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % n
    }
    return (0..<count).map { _ in
      let parts = (0..<(2 + next(2))).map { _ in words[next(words.count)] }
      return (next(3) == 0 ? "The " : "") + parts.joined(separator: " ")
    }
  }

  /// The frames of `steps` steps down Songs after opening it (Music > Songs).
  static func songsFrames(size: Size, theme: Theme.Name, steps: Int) -> [Grid] {
    let tracks = titles(3_000).enumerated().map { i, title in
      Track(
        id: Int64(i + 1), path: "/m/\(i).flac", title: title, artist: "Artist \(i % 90)", album: "Album \(i % 300)",
        trackNumber: i % 12 + 1, duration: 200)
    }
    var state = AppState(size: size, environment: Environment(detectedTheme: theme))
    _ = state.update(.libraryLoaded(LibraryIndex(tracks: tracks), playlists: [], path: "/m"))
    var time = 1.0
    _ = state.update(.keyPressed(.enter, time: time))
    for _ in 0..<5 { _ = state.update(.keyPressed(.down, time: time)) }
    _ = state.update(.keyPressed(.enter, time: time))
    var frames = [Renderer.render(state)]
    for _ in 0..<steps {
      time += 0.3
      _ = state.update(.keyPressed(.down, time: time))
      _ = state.update(.ticked(at: time + 0.2))
      frames.append(Renderer.render(state))
    }
    return frames
  }

  static func median(_ sizes: [Int]) -> Int { sizes.sorted()[sizes.count / 2] }

  /// Every frame of 200 steps is what a full redraw shows, in both themes, and a step costs
  /// no more than it did when erasing mixed blanks and backspacing came in (259 bytes at the
  /// median here, from 272; `make bench` measures the real thing on the realistic corpus).
  @Test(arguments: [Theme.Name.black, .white])
  func stepsDownSongsShowWhatAFullRedrawShowsAndStayCheap(theme: Theme.Name) {
    let frames = Self.songsFrames(size: Size(width: 120, height: 40), theme: theme, steps: 200)
    let sizes = Array(
      FrameEncoderScrollTests.compare(
        frames: frames, theme: .named(theme), depth: .trueColor, backgroundColorErase: true
      ).dropFirst())
    #expect(Self.median(sizes) <= 260, "median \(Self.median(sizes)) bytes a step")
  }
}
