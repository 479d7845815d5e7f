import Testing

@testable import WheelCore

/// Lengths the library could only guess are corrected by its frame count after the scan
/// (`.lengthsCorrected`) and by the engine's count at a song's end (`.trackMeasured`); the
/// listen log records the engine's length.
@Suite struct SongLengthTests {
  static let path = "/music/Pink Floyd/The Dark Side of the Moon/1.flac"  // "Speak to Me", 68 s

  func playing() -> AppState {
    var settings = Settings()
    settings.scrobbleLog = true
    var app = LibraryFixtures.app(settings: settings)
    _ = app.update(.ticked(at: 100))
    _ = app.update(.remote(.open(path: Self.path)))
    return app
  }

  @Test func theLibrarysCorrectionsReachTheSongs() {
    var app = LibraryFixtures.app()
    let track = app.library.index.tracks.first { $0.path == Self.path }!
    _ = app.update(.lengthsCorrected([track.id: 70.25]))
    #expect(app.library.index.tracks.first { $0.path == Self.path }?.duration == 70.25)
    #expect(app.library.index.tracks.filter { $0.duration == 70.25 }.count == 1, "only that song changed")
  }

  @Test func aMeasuredLengthThatDiffersIsTakenAndStored() {
    var app = playing()
    let id = app.currentTrack!.id
    #expect(app.update(.trackMeasured(path: Self.path, duration: 68.0005)).isEmpty, "rounding is no difference")
    let effects = app.update(.trackMeasured(path: Self.path, duration: 66.5))
    #expect(effects == [.storeLength(songID: id, seconds: 66.5)])
    #expect(app.currentTrack?.duration == 66.5)
    #expect(app.update(.trackMeasured(path: "/music/elsewhere.mp3", duration: 12)).isEmpty, "not the current song")
  }

  @Test func theListenLogRecordsTheEnginesLength() {
    var app = playing()
    _ = app.update(.trackStarted(path: Self.path, duration: 12))
    var logged: [Effect] = []
    var t = 0.0
    while t < 12 {
      t += 0.25
      logged += app.update(.ticked(at: 100 + t))
      logged += app.update(.playbackProgressed(path: Self.path, seconds: t))
    }
    logged += app.update(.trackMeasured(path: Self.path, duration: 12))
    logged += app.update(.trackFinished(path: Self.path))
    let lengths = logged.compactMap { if case .logListen(let track, _) = $0 { track.duration } else { nil } }
    #expect(lengths == [12], "counted at half of 12 s, logged with 12 s, not the library's 68")
  }
}
