import CTagReader
import Foundation
import MusicLibrary
import Testing
import WheelCore

/// Sort tags read at scan and kept in the cache; lyrics found beside the song or in its tags,
/// from files made by ffmpeg (and ID3 frames ffmpeg cannot write, built byte by byte).
@Suite struct LyricsAndSortTagTests {
  func ffmpeg(_ corpus: TestCorpus, _ arguments: String) throws {
    try #require(
      corpus.shell("ffmpeg -nostdin -v error -y \(arguments) 2>/dev/null") == 0,
      "ffmpeg failed (is Debian package ffmpeg installed? scripts/install-deps.sh test)")
  }

  func tags(_ path: String) -> FileTags? {
    if case .tags(let tags) = TagReader.read(RawPath(path)) { return tags }
    return nil
  }

  func lyrics(_ path: String) -> Lyrics? {
    LyricsFinder.find(forTrackAt: Array(path.utf8)).flatMap(LRCParser.parse)
  }

  @Test func sortTagsOfMP4FLACAndMP3AreReadAndCached() throws {
    let corpus = TestCorpus()
    try ffmpeg(corpus, "-f lavfi -i sine=duration=0.5 -c:a aac -metadata artist='David Bowie' a.m4a")
    for (atom, value) in [("soar", "Bowie, David"), ("soaa", "Bowie, D"), ("soco", "Jones, David")] {
      #expect(ipod_write_mp4_text(corpus.root + "/a.m4a", atom, value) == 1)
    }
    try ffmpeg(
      corpus,
      "-f lavfi -i sine=duration=0.5 -metadata ARTISTSORT='Beatles, The' -metadata COMPOSERSORT='Lennon, John' b.flac")
    try ffmpeg(corpus, "-f lavfi -i sine=duration=0.5 -metadata artist-sort='Cave, Nick' c.mp3")
    let m4a = try #require(tags(corpus.root + "/a.m4a"))
    #expect(m4a.artistSort == "Bowie, David" && m4a.albumArtistSort == "Bowie, D" && m4a.composerSort == "Jones, David")
    let flac = try #require(tags(corpus.root + "/b.flac"))
    #expect(flac.artistSort == "Beatles, The" && flac.composerSort == "Lennon, John" && flac.albumArtistSort == "")
    #expect(tags(corpus.root + "/c.mp3")?.artistSort == "Cave, Nick")

    let database = try LibraryDatabase(path: corpus.databasePath)
    _ = try LibraryScanner(database: database, logPath: nil).scan(root: corpus.root)
    let stored = try database.loadTracks().sorted { $0.path < $1.path }
    #expect(stored.map(\.artistSort) == ["Bowie, David", "Beatles, The", "Cave, Nick"])
    #expect(stored[0].albumArtistSort == "Bowie, D" && stored[1].composerSort == "Lennon, John")
  }

  @Test func anOldCacheIsRebuiltWithTheNewColumns() throws {
    let corpus = TestCorpus()
    try ffmpeg(corpus, "-f lavfi -i sine=duration=0.5 -metadata ARTISTSORT='Sorted' b.flac")
    _ = corpus.shell(
      "mkdir -p cache && sqlite3 cache/library.sqlite 'CREATE TABLE tracks(id INTEGER PRIMARY KEY, path BLOB); PRAGMA user_version = 1;' 2>/dev/null || python3 -c \"import sqlite3; c=sqlite3.connect('cache/library.sqlite'); c.execute('CREATE TABLE tracks(id INTEGER PRIMARY KEY, path BLOB)'); c.execute('PRAGMA user_version = 1'); c.commit()\""
    )
    let database = try LibraryDatabase(path: corpus.databasePath)
    _ = try LibraryScanner(database: database, logPath: nil).scan(root: corpus.root)
    #expect(try database.loadTracks().map(\.artistSort) == ["Sorted"])
  }

  @Test func anLRCFileBesideTheSongWinsOverItsTags() throws {
    let corpus = TestCorpus()
    try ffmpeg(corpus, "-f lavfi -i sine=duration=0.5 -metadata LYRICS='tag words' 'Song 1.flac'")
    #expect(lyrics(corpus.root + "/Song 1.flac")?.plain == ["tag words"])
    corpus.write("Song 1.lrc", [0xEF, 0xBB, 0xBF] + Array("[ar:x]\r\n[00:01.50]beside\r\n".utf8))
    let found = try #require(lyrics(corpus.root + "/Song 1.flac"))
    #expect(found.synced == [Lyrics.Line(time: 1.5, text: "beside")])
  }

  @Test func anUppercaseLRCAndALatin1OneAreFound() throws {
    let corpus = TestCorpus()
    try ffmpeg(corpus, "-f lavfi -i sine=duration=0.5 x.flac")
    #expect(lyrics(corpus.root + "/x.flac") == nil)
    corpus.write("x.LRC", Array("[00:02]Caf".utf8) + [0xE9])
    #expect(lyrics(corpus.root + "/x.flac")?.lines == ["Café"])
  }

  @Test func mp4LyricsItemIsRead() throws {
    let corpus = TestCorpus()
    try ffmpeg(corpus, "-f lavfi -i sine=duration=0.5 -c:a aac -metadata lyrics='[00:03.00]from ©lyr' t.m4a")
    #expect(lyrics(corpus.root + "/t.m4a")?.synced == [Lyrics.Line(time: 3, text: "from ©lyr")])
  }

  /// An ID3v2.3 tag holding the given frames, before an MP3 that ffmpeg wrote without one.
  func mp3(with frames: [UInt8], in corpus: TestCorpus) throws -> String {
    try ffmpeg(corpus, "-f lavfi -i sine=duration=0.5 -id3v2_version 0 -write_xing 0 plain.mp3")
    let audio = try Data(contentsOf: URL(fileURLWithPath: corpus.root + "/plain.mp3"))
    let size = frames.count
    let header: [UInt8] = Array("ID3".utf8) + [3, 0, 0] + [21, 14, 7, 0].map { UInt8((size >> $0) & 0x7F) }
    corpus.write("id3.mp3", header + frames + [UInt8](audio))
    return corpus.root + "/id3.mp3"
  }

  func frame(_ id: String, _ body: [UInt8]) -> [UInt8] {
    Array(id.utf8) + [24, 16, 8, 0].map { UInt8((body.count >> $0) & 0xFF) } + [0, 0] + body
  }

  @Test func id3UnsyncedAndSyncedLyricsFrames() throws {
    let corpus = TestCorpus()
    let uslt = frame("USLT", [0] + Array("eng".utf8) + [0] + Array("first verse\nsecond verse".utf8))
    let path = try mp3(with: uslt, in: corpus)
    #expect(lyrics(path)?.plain == ["first verse", "second verse"])

    // SYLT: Latin-1, English, millisecond stamps, lyrics; then text\0 + 32-bit time each.
    var body: [UInt8] = [0] + Array("eng".utf8) + [2, 1, 0]
    for (text, ms) in [("one", 1_000), ("two", 62_500)] {
      body += Array(text.utf8) + [0] + [24, 16, 8, 0].map { UInt8((ms >> $0) & 0xFF) }
    }
    let synced = try mp3(with: frame("SYLT", body) + uslt, in: corpus)
    let found = try #require(lyrics(synced))
    #expect(found.synced == [Lyrics.Line(time: 1, text: "one"), Lyrics.Line(time: 62.5, text: "two")])
  }
}
