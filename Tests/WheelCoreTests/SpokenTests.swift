import Testing

@testable import WheelCore

@Suite struct TrackKindTests {
  @Test func genreFolderAndExtensionDecideInThatOrder() {
    #expect(TrackKind.classify(path: "/m/a/b.mp3", genre: "Audiobook") == .audiobook)
    #expect(TrackKind.classify(path: "/m/a/b.mp3", genre: " audiobooks ") == .audiobook)
    #expect(TrackKind.classify(path: "/m/a/b.mp3", genre: "Books & Spoken") == .audiobook)
    #expect(TrackKind.classify(path: "/m/a/b.mp3", genre: "Podcast") == .podcast)
    #expect(TrackKind.classify(path: "/m/a/b.mp3", genre: "PODCASTS") == .podcast)
    #expect(TrackKind.classify(path: "/m/Podcasts/show/e.mp3", genre: "") == .podcast)
    #expect(TrackKind.classify(path: "/m/audio books/x/e.ogg", genre: "") == .audiobook)
    #expect(TrackKind.classify(path: "/m/x/Book.M4B", genre: "") == .audiobook)
    // The genre wins over the folder and the extension.
    #expect(TrackKind.classify(path: "/m/Audiobooks/e.m4b", genre: "Podcast") == .podcast)
    #expect(TrackKind.classify(path: "/m/Podcasts/x.m4b", genre: "") == .podcast)
  }

  @Test func musicStaysMusic() {
    #expect(TrackKind.classify(path: "/m/Spoken/x.mp3", genre: "Spoken Word") == .music)  // comedy, poetry
    #expect(TrackKind.classify(path: "/m/Podcasts.mp3", genre: "Rock") == .music)  // the file's own name
    #expect(TrackKind.classify(path: "/m/My Podcasts Archive/x.mp3", genre: "") == .music)
    #expect(TrackKind.classify(path: "/m/a/b.m4a", genre: "") == .music)
    #expect(TrackKind.classify(path: "m4b", genre: "") == .music)
  }
}

@Suite struct SpokenLibraryTests {
  let index = LibraryIndex(tracks: SpokenFixtures.tracks())

  @Test func spokenWordIsOutOfEveryMusicList() {
    let spoken = Set(index.tracks.indices.filter { index.tracks[$0].id > 100 }.map { Int32($0) })
    #expect(spoken.count == 5)
    #expect(index.songs.count == 8 && spoken.isDisjoint(with: index.songs))
    for list in [index.artists, index.albums, index.genres, index.composers, index.compilations] {
      #expect(spoken.isDisjoint(with: list.flatMap(\.tracks)))
    }
    #expect(!index.artists.map(\.name).contains("J.R.R. Tolkien"))
    #expect(!index.genres.map(\.name).contains("Audiobook"))
    #expect(index.coverFlow.count == index.albums.count)
    #expect(index.counts.songs == 8)
  }

  @Test func shuffleSongsNeverPicksSpokenWord() {
    var app = SpokenFixtures.app()
    _ = app.update(key(.enter, at: 1))  // Music
    _ = app.update(key(.escape, at: 1))
    for _ in 0..<5 { _ = app.update(key(.down)) }
    _ = app.update(key(.enter))  // Shuffle Songs
    #expect(app.player.queue?.tracks.count == 8)
    #expect(app.player.queue!.tracks.allSatisfy { app.library.index.kind(of: $0) == .music })
  }

  @Test func booksAndShowsAreGroupedInOrder() {
    #expect(index.audiobooks.map(\.name) == ["Dune", "The Hobbit"])
    #expect(index.audiobooks.map(\.detail) == ["Frank Herbert", "J.R.R. Tolkien"])
    #expect(index.audiobooks[1].tracks.map { index[$0].title } == ["Part One", "Part Two"])
    #expect(index.podcasts.map(\.name) == ["The Show"])
    #expect(index.podcasts[0].tracks.map { index[$0].title } == ["Episode 1", "Episode 2"])
  }

  @Test func theMusicMenuListsAudiobooksAndPodcastsBeforeSearch() {
    var app = SpokenFixtures.app()
    _ = app.update(key(.enter))
    let labels = (0..<app.content!.count).map { app.content!.row($0).label }
    #expect(labels.suffix(3) == ["Audiobooks", "Podcasts", "Search"])
    let empty = LibraryFixtures.app()
    #expect(Screen.audiobooks.home.content(in: empty)?.emptyMessage == "No audiobooks")
    #expect(Screen.podcasts.home.content(in: empty)?.count == 0)
  }
}

@Suite struct AudiobookScreenTests {
  @Test func aBookAsksForItsChaptersOnceAndListsThemToJumpTo() {
    var app = SpokenFixtures.app()
    app.openMusic(8)
    let effects = app.update(key(.enter))  // Dune
    #expect(app.screen == .audiobook(0))
    let dune = app.library.index[app.library.index.audiobooks[0].tracks[0]]
    #expect(effects.contains(.loadChapters(dune)))
    #expect(app.update(key(.down)).allSatisfy { if case .loadChapters = $0 { false } else { true } })
    #expect(app.content?.row(0).label == "Dune")  // no chapters known yet: the file itself
    _ = app.update(
      .chaptersLoaded(
        path: dune.path,
        chapters: [
          Chapter(title: "Book One", start: 0), Chapter(title: "", start: 1800),
          Chapter(title: "Book \u{1B}[2JThree", start: 3600.5),
        ]))
    let rows = (0..<app.content!.count).map { app.content!.row($0) }
    #expect(rows.map(\.label) == ["Book One", "Chapter 2", "Book Three"])  // the escape is dropped whole
    #expect(rows.map(\.detail) == ["0:00", "30:00", "1:00:00"])
    for _ in 0..<5 { _ = app.update(key(.down)) }
    let play = app.update(key(.enter))
    #expect(app.screen == .nowPlaying)
    #expect(play.contains(.play(dune, at: 3600.5)))
  }

  @Test func chaptersAreCleaned() {
    let cleaned = Chapter.cleaned([
      Chapter(title: "a", start: 10), Chapter(title: "b", start: .nan), Chapter(title: "c", start: 5),
      Chapter(title: "d", start: 10), Chapter(title: "e", start: 1e300), Chapter(title: "\u{7}", start: 20),
    ])
    #expect(cleaned.map(\.title) == ["a", "Chapter 2"])
    #expect(cleaned.map(\.start) == [10, 20])
    #expect(Chapter.cleaned(Array(repeating: Chapter(title: "x", start: 1), count: 3)).count == 1)
  }

  @Test func aTwoPartBookListsItsPartsAndResumesWhereItWasLeft() {
    var app = SpokenFixtures.app()
    app.openSpoken(8, item: 1)  // The Hobbit
    #expect(app.content.map { c in (0..<c.count).map { c.row($0).label } } == ["Part One", "Part Two"])
    _ = app.update(key(.down))
    _ = app.update(key(.enter, at: 1))  // Part Two from its start
    let part2 = app.currentTrack!
    #expect(part2.title == "Part Two" && app.player.elapsed == 0)
    _ = app.update(.playbackProgressed(path: part2.path, seconds: 125.6))
    let saved = app.update(key(.space, at: 2))  // pause: the mark is written
    let mark = Bookmarks.key(for: part2, kind: .audiobook)
    #expect(saved.contains(.saveBookmarks(Bookmarks(marks: [mark: .init(path: part2.path, seconds: 125)]))))
    _ = app.update(key(.escape, at: 3))  // back to the book
    _ = app.update(key(.up, at: 3))
    _ = app.update(key(.up, at: 3))
    #expect(app.content?.row(0).label == "Resume")
    #expect(app.content?.row(0).detail == "Part 2 · 2:05")
    let resumed = app.update(key(.enter, at: 4))
    #expect(resumed.contains(.play(part2, at: 125)))
  }
}

@Suite struct BookmarkTests {
  @Test func aPodcastEpisodeResumesAtItsMarkFromAnotherRun() {
    var app = SpokenFixtures.app()
    let ep1 = app.library.index[app.library.index.podcasts[0].tracks[0]]
    let mark = Bookmarks.key(for: ep1, kind: .podcast)
    _ = app.update(.bookmarksLoaded(Bookmarks(marks: [mark: .init(path: ep1.path, seconds: 600)])))
    app.openSpoken(9, item: 0)  // The Show
    #expect(app.content?.row(0).detail == "10:00")
    let effects = app.update(key(.enter))
    #expect(effects.contains(.play(ep1, at: 600)))
  }

  @Test func spokenWordPlaysAtTheAudiobookSpeedAndMusicAtOne() {
    var settings = Settings()
    settings.audiobookSpeed = .faster
    var app = SpokenFixtures.app(settings: settings)
    app.openSpoken(9, item: 0)
    let effects = app.update(key(.enter))
    let speed = effects.firstIndex(of: .setPlaybackSpeed(1.25))
    let play = effects.firstIndex { if case .play = $0 { true } else { false } }
    #expect(speed != nil && play != nil && speed! < play!, "\(effects)")
    // Back to music: the rate returns to 1 before the song starts.
    for _ in 0..<4 { _ = app.update(key(.escape)) }
    app.openMusic(5)  // Songs
    let music = app.update(key(.enter))
    #expect(music.contains(.setPlaybackSpeed(1)))
    #expect(app.update(key(.down)).allSatisfy { if case .setPlaybackSpeed = $0 { false } else { true } })
  }

  @Test func changingTheSpeedWhileABookPlaysReachesTheEngine() {
    var app = SpokenFixtures.app()
    app.openSpoken(8, item: 0)
    _ = app.update(key(.enter))
    for _ in 0..<6 { _ = app.update(key(.escape)) }
    for _ in 0..<4 { _ = app.update(key(.down)) }
    _ = app.update(key(.enter))
    #expect(app.screen == .settings)
    app.moveCursor(to: "Audiobooks")
    _ = app.update(key(.enter))
    #expect(app.screen == .picker(.audiobookSpeed))
    #expect(app.cursor.selected == 1)  // Normal is current
    let effects = app.update(key(.up)) + app.update(key(.enter))
    #expect(app.settings.audiobookSpeed == .slower)
    #expect(effects.contains(.setPlaybackSpeed(0.8)))
    #expect(!effects.contains { if case .previewClick = $0 { true } else { false } })
  }

  @Test func aFinishedEpisodeStartsFromTheTopNextTime() {
    var app = SpokenFixtures.app()
    app.openSpoken(9, item: 0)
    _ = app.update(key(.enter, at: 1))
    let ep1 = app.currentTrack!
    _ = app.update(.playbackProgressed(path: ep1.path, seconds: 300))
    #expect(app.spoken.bookmarks.resumePoint(for: ep1, kind: .podcast) == 300)
    _ = app.update(.trackFinished(path: ep1.path))
    #expect(app.spoken.bookmarks.marks[Bookmarks.key(for: ep1, kind: .podcast)] == nil)
  }

  @Test func marksAreSavedEveryFewSecondsWhilePlayingNotOnEveryReport() {
    var app = SpokenFixtures.app()
    app.openSpoken(9, item: 0)
    _ = app.update(key(.enter, at: 1))
    let ep = app.currentTrack!.path
    var saves = 0
    for i in 0..<80 {  // 20 s of reports, four a second
      let t = 1 + Double(i) / 4
      saves += app.update(.ticked(at: t)).filter { if case .saveBookmarks = $0 { true } else { false } }.count
      saves +=
        app.update(.playbackProgressed(path: ep, seconds: Double(i) / 4)).filter {
          if case .saveBookmarks = $0 { true } else { false }
        }.count
    }
    #expect((3...5).contains(saves), "\(saves) saves")
  }

  @Test func theCodecRoundTripsAnyPathAndRefusesBrokenFiles() {
    let marks = Bookmarks(marks: [
      "book:the hobbit / tolkien": .init(path: "/m/a%b\tc\nd\re.mp3", seconds: 12.5),
      "episode:/m/日本.mp3": .init(path: "/m/日本.mp3", seconds: 0),
    ])
    let text = BookmarkCodec.encode(marks)
    #expect(BookmarkCodec.decode(Array(text.utf8)) == marks)
    #expect(BookmarkCodec.decode(Array(text.dropLast(4).utf8)) == nil)  // no end line
    #expect(BookmarkCodec.decode(Array("mark = -1\tk\tp\nend\n".utf8)) == nil)
    #expect(BookmarkCodec.decode(Array("mark = 1\tk\np\nend\n".utf8)) == nil)
    #expect(BookmarkCodec.decode(Array("mark = 1\tk%zz\tp\nend\n".utf8)) == nil)
    #expect(BookmarkCodec.decode(Array("version = 3\nend\n".utf8)) == nil)  // newer: not a whole file to use
    #expect(BookmarkCodec.decode([0xFF, 0xFE]) == nil)
    #expect(BookmarkCodec.decode(Array("end\n".utf8)) == Bookmarks())
  }
}
