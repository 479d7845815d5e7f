import Foundation
import Testing

@testable import Storage
@testable import WheelCore

/// Every saved type, filled with random values (seeded), is written and read back the same,
/// and what is written holds no raw control character, so each value stays on its line.
@Suite struct RoundTripPropertyTests {
  static let iterations = 400

  /// Runs `body` with one generator per iteration, seeded by the iteration.
  func forEachSeed(_ body: (inout SeededRandom, Int) -> Void) {
    for i in 0..<Self.iterations {
      var random = SeededRandom(seed: 0x1D0D_7001 &+ UInt64(i))
      body(&random, i)
    }
  }

  /// No control character but the line feeds ending lines and the tabs between fields.
  func expectPlainLines(_ text: String, _ i: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    let bad = text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0.value == 0x7F }
    #expect(bad.isEmpty, "iteration \(i): raw controls \(bad.map(\.value))", sourceLocation: sourceLocation)
    #expect(text.hasSuffix("\nend\n"), "iteration \(i)", sourceLocation: sourceLocation)
  }

  @Test func escapingRoundTripsAnyText() {
    forEachSeed { random, i in
      let text = random.text(maxLength: 40)
      let escaped = SavedEscape.escape(text)
      #expect(SavedEscape.unescape(escaped[...]) == text, "iteration \(i): \(Array(text.unicodeScalars))")
      #expect(escaped.first != " " && escaped.last != " " && !escaped.contains("\t") && !escaped.contains("\n"))
    }
  }

  @Test func settingsRoundTrip() {
    forEachSeed { random, i in
      let settings = randomSettings(&random)
      let text = SettingsCodec.encode(settings)
      expectPlainLines(text, i)
      #expect(SettingsCodec.decode(Array(text.utf8)) == .success(settings), "iteration \(i)")
    }
  }

  @Test func bookmarksRoundTrip() {
    forEachSeed { random, i in
      var marks: [String: Bookmarks.Mark] = [:]
      for _ in 0..<Int.random(in: 0...6, using: &random) {
        marks[random.nonEmptyText()] = .init(
          path: random.nonEmptyText(), seconds: random.number(in: 0...ResumeCodec.maxElapsed))
      }
      let text = BookmarkCodec.encode(Bookmarks(marks: marks))
      expectPlainLines(text, i)
      #expect(BookmarkCodec.decode(Array(text.utf8)) == Bookmarks(marks: marks), "iteration \(i)")
    }
  }

  @Test func userDataRoundTrips() {
    forEachSeed { random, i in
      let data = randomUserData(&random)
      let text = UserDataCodec.encode(data)
      expectPlainLines(text, i)
      let decoded = UserDataCodec.decode(Array(text.utf8))
      #expect(decoded.isClean && decoded.data == data, "iteration \(i): \(decoded.problem ?? "")")
    }
  }

  /// The song lines' direct writer and reader (`UserDataSongLine`) are held to the table's
  /// `song` coding: the same bytes out, the same record back; what they leave to the generic
  /// reader (escaped text) is read there.
  @Test func songLinesAreWrittenAndReadAsTheTableSays() {
    forEachSeed { random, i in
      let records = randomUserData(&random).songs
      var plain = records
      for n in plain.indices {
        plain[n].key = SongKey(path: "/m/Zoë \(i)/\(n).flac", title: "Ça \(n)", artist: "日本 \(i)", album: "")
      }
      for record in records + plain {
        var writer = SavedLineWriter("")
        writer.line("song", record, UserDataCodec.song)
        var bytes: [UInt8] = []
        UserDataSongLine.write(record, to: &bytes)
        #expect(bytes == Array(writer.text.utf8), "iteration \(i)")
        if let direct = UserDataSongLine.read(bytes.dropFirst(UserDataSongLine.prefix.count).dropLast()) {
          #expect(direct == record, "iteration \(i)")
        }
      }
      for record in plain {
        var bytes: [UInt8] = []
        UserDataSongLine.write(record, to: &bytes)
        #expect(UserDataSongLine.read(bytes.dropFirst(UserDataSongLine.prefix.count).dropLast()) == record)
      }
    }
  }

  @Test func resumePointsRoundTrip() {
    forEachSeed { random, i in
      let ids = (0..<Int.random(in: 1...8, using: &random)).map { _ in
        [Int64.min, Int64.max, 0, -1, Int64.random(in: .min ... .max, using: &random)].randomElement(using: &random)!
      }
      let resume = ResumeState(
        trackIDs: ids, position: Int.random(in: 0..<ids.count, using: &random),
        elapsed: random.number(in: 0...ResumeCodec.maxElapsed))
      let text = ResumeCodec.encode(resume)
      expectPlainLines(text, i)
      #expect(ResumeCodec.decode(Array(text.utf8)) == resume, "iteration \(i)")
    }
  }

  @Test func highScoresRoundTrip() {
    forEachSeed { random, i in
      var best: [Game: Int] = [:]
      for game in Game.allCases where Bool.random(using: &random) {
        best[game] = [1, HighScoreCodec.scores.upperBound, Int.random(in: HighScoreCodec.scores, using: &random)]
          .randomElement(using: &random)!
      }
      let text = HighScoreCodec.encode(HighScores(best: best))
      expectPlainLines(text, i)
      let reading = HighScoreCodec.read(Array(text.utf8))
      #expect(reading.isClean && HighScores(best: reading.value) == HighScores(best: best), "iteration \(i)")
    }
  }

  /// A name as the settings keep one: the file's names are cleaned of controls and trimmed
  /// when read (they reach the screen), so only such names can come back unchanged.
  func name(_ random: inout SeededRandom) -> String {
    let name = TextWidth.sanitized(random.text()).trimmingSpaces
    return name.isEmpty ? "Chimes" : name
  }

  func randomSettings(_ random: inout SeededRandom) -> Settings {
    var s = Settings()
    s.clicker = .random(using: &random)
    s.clickerSound = name(&random)
    s.alarmSound = name(&random)
    s.shuffle = ShuffleMode.allCases.randomElement(using: &random)!
    s.repeatMode = RepeatMode.allCases.randomElement(using: &random)!
    s.sensitivity = WheelSensitivity.allCases.randomElement(using: &random)!
    s.theme = ThemeChoice.allCases.randomElement(using: &random)!
    s.volumeLimit = .random(in: 10...100, using: &random)
    s.volume = .random(in: 0...Settings.volumeSteps, using: &random)
    s.coverFlowHome = .random(using: &random)
    s.scrobbleLog = .random(using: &random)
    s.sortBy = SortBy.allCases.randomElement(using: &random)!
    s.audiobookSpeed = AudiobookSpeed.allCases.randomElement(using: &random)!
    s.equalizer = EQPreset.allCases.randomElement(using: &random)!
    s.soundCheck = SoundCheckMode.allCases.randomElement(using: &random)!
    s.pictures.graphics = GraphicsChoice.allCases.randomElement(using: &random)!
    s.pictures.slideSeconds = PictureSettings.slideTimes.randomElement(using: &random)!
    s.pictures.transition = SlideTransition.allCases.randomElement(using: &random)!
    s.pictures.shuffle = .random(using: &random)
    s.pictures.repeats = .random(using: &random)
    s.pictures.music = [.off, .nowPlaying, .shuffleSongs, .playlist(name(&random))].randomElement(using: &random)!
    s.writeRatingTags = .random(using: &random)
    for kind in [MenuKind.main, .music] {
      for item in kind.choices where Bool.random(using: &random) { s.toggle(item, in: kind) }
    }
    s.libraryPath = Bool.random(using: &random) ? random.nonEmptyText() : nil
    s.source = SourceChoice.allCases.randomElement(using: &random)!
    s.mpdAddress = Bool.random(using: &random) ? random.nonEmptyText() : nil
    s.ipodPath = Bool.random(using: &random) ? random.nonEmptyText() : nil
    s.clockCities = ["Europe/Paris", "Asia/Tokyo", "America/Argentina/Buenos_Aires", "Etc/GMT+5"].filter { _ in
      Bool.random(using: &random)
    }
    s.alarms = (0..<Int.random(in: 0...3, using: &random)).map { _ in
      Alarm(
        isOn: .random(using: &random), hour: .random(in: 0..<24, using: &random),
        minute: .random(in: 0..<60, using: &random), repeats: AlarmRepeat.allCases.randomElement(using: &random)!,
        sound: Bool.random(using: &random) ? .tone(name(&random)) : .playlist(name(&random)))
    }
    s.backlight = BacklightTimer.allCases.randomElement(using: &random)!
    s.brightness = .random(in: Settings.brightnessRange, using: &random)
    return s
  }

  func randomUserData(_ random: inout SeededRandom) -> UserData {
    let songs = (0..<Int.random(in: 0...6, using: &random)).map { _ in
      SongRecord(
        key: SongKey(
          path: random.nonEmptyText(), title: random.text(), artist: random.text(), album: random.text()),
        rating: Bool.random(using: &random) ? .random(in: 0...SongRecord.maxRating, using: &random) : nil,
        plays: [0, 999_999_999, .random(in: 0...999_999_999, using: &random)].randomElement(using: &random)!,
        skips: .random(in: 0...1000, using: &random),
        lastPlayed: Bool.random(using: &random) ? random.number(in: 0...UserDataCodec.latestTime) : nil,
        added: Bool.random(using: &random) ? random.number(in: 0...UserDataCodec.latestTime) : nil)
    }
    let pick = { (random: inout SeededRandom) -> [Int] in
      songs.isEmpty
        ? [] : (0..<Int.random(in: 0...4, using: &random)).map { _ in .random(in: 0..<songs.count, using: &random) }
    }
    let playlists = (0..<Int.random(in: 0...3, using: &random)).map { _ in
      SavedPlaylist(name: name(&random), songs: pick(&random))
    }
    return UserData(songs: songs, onTheGo: pick(&random), playlists: playlists)
  }
}
