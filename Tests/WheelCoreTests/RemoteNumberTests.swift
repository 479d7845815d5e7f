import Testing

@testable import WheelCore

/// A `RemoteCommand` is public: whatever number one carries (a surface that forgot its range,
/// a future caller), the core must neither trap nor turn it into full volume.
@Suite struct RemoteNumberTests {
  static let hostile: [Double] = [
    0, -0.0, 4e17, -4e17, 1e308, -1e308, .nan, -.nan, .infinity, -.infinity, .greatestFiniteMagnitude,
    Double(Int64.max), Double(Int64.min), .leastNonzeroMagnitude,
  ]

  func playing() -> AppState {
    var app = LibraryFixtures.app()
    _ = app.update(.remote(.open(path: "/music/Pink Floyd/The Dark Side of the Moon/2.flac")))
    return app
  }

  @Test func hugeOrNotANumberVolumeNeverTrapsAndNeverJumpsToFull() {
    for value in Self.hostile {
      var app = playing()
      let before = app.settings.volume
      _ = app.update(.remote(.changeVolume(by: value)))
      #expect((0...Settings.volumeSteps).contains(app.settings.volume), "change by \(value)")
      if !value.isFinite { #expect(app.settings.volume == before, "change by \(value) is refused") }
      _ = app.update(.remote(.setVolume(value)))
      #expect((0...Settings.volumeSteps).contains(app.settings.volume), "set to \(value)")
    }
  }

  @Test func notANumberIsAnErrorNotMute() {
    var app = playing()
    let before = app.settings.volume
    _ = app.update(.remote(.setVolume(.nan)))
    #expect(app.settings.volume == before)
    #expect(app.remote.lastError != nil)
  }

  @Test func hugeOrNotANumberSeekStaysInTheSong() {
    for value in Self.hostile {
      var app = playing()
      for effect in app.update(.remote(.seek(by: value))) + app.update(.remote(.seekTo(value))) {
        if case .seek(let to) = effect { #expect(to.isFinite && to >= 0, "seek \(value)") }
      }
      #expect(app.player.elapsed.isFinite && app.player.elapsed >= 0, "seek \(value)")
    }
  }
}
