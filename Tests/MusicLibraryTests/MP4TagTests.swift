import CTagReader
import Glibc
import MusicLibrary
import Testing

/// iTunes-style files: MP4 atoms (©nam, aART, ©wrt, trkn, disk, cpil…) through TagLib, and
/// every extension an iPod library uses is listed by a scan. Files come from ffmpeg and sox.
@Suite struct MP4TagTests {
  static let tagged = [
    "title=Héllo 夜", "artist=Solo", "album=Disc Set", "album_artist=Various Artists", "composer=Someone",
    "genre=Jazz", "track=7/12", "disc=2/3", "date=1999", "compilation=1",
  ].map { "-metadata '\($0)'" }.joined(separator: " ")

  /// Runs ffmpeg in the corpus folder; fails the test naming the package when it cannot.
  func ffmpeg(_ corpus: TestCorpus, _ arguments: String) throws {
    try #require(
      corpus.shell("ffmpeg -nostdin -v error -y \(arguments) 2>/dev/null") == 0,
      "ffmpeg failed (is Debian package ffmpeg installed? scripts/install-deps.sh test)")
  }

  func tags(_ path: String) throws -> FileTags {
    guard case .tags(let tags) = TagReader.read(RawPath(path)) else {
      Issue.record("\(path) not read")
      throw TagError.unreadable
    }
    return tags
  }

  enum TagError: Error { case unreadable }

  @Test(arguments: ["aac", "alac"])
  func m4aAtomsGiveEveryField(codec: String) throws {
    let corpus = TestCorpus()
    try ffmpeg(corpus, "-f lavfi -i sine=frequency=440:duration=1.5 -c:a \(codec) \(Self.tagged) t.m4a")
    let tags = try tags(corpus.root + "/t.m4a")
    #expect(tags.title == "Héllo 夜" && tags.artist == "Solo" && tags.album == "Disc Set")
    #expect(tags.albumArtist == "Various Artists" && tags.composer == "Someone" && tags.genre == "Jazz")
    #expect(tags.trackNumber == 7 && tags.discNumber == 2 && tags.year == 1999)
    #expect(tags.isCompilation)
    #expect(abs(tags.durationMs - 1_500) <= 30, "\(tags.durationMs) ms")
  }

  /// Freeform `----:com.apple.iTunes:` items (iTunes' gapless record, MusicBrainz ids) sit
  /// beside the standard atoms: TagLib maps the ones it knows into its PropertyMap, keeps the
  /// rest aside, and neither disturbs the fields the library shows.
  @Test func freeformItemsLeaveTheStandardFieldsAlone() throws {
    let corpus = TestCorpus()
    try ffmpeg(corpus, "-f lavfi -i sine=duration=1 -c:a aac \(Self.tagged) t.m4a")
    let path = corpus.root + "/t.m4a"
    #expect(ipod_write_mp4_freeform(path, "iTunSMPB", " 00000000 00000840 000001C0 000000000000AC44") == 1)
    #expect(ipod_write_mp4_freeform(path, "MusicBrainz Track Id", "0b4f6c1e-0000-4000-8000-000000000000") == 1)
    let tags = try tags(path)
    #expect(tags.title == "Héllo 夜" && tags.albumArtist == "Various Artists" && tags.discNumber == 2)
  }

  /// Every playable container an iPod library holds is scanned into the library.
  @Test func everyIPodExtensionIsListed() throws {
    let corpus = TestCorpus()
    corpus.shell("mkdir -p music")
    let tone = "-f lavfi -i sine=frequency=330:duration=0.5"
    try ffmpeg(corpus, "\(tone) -c:a aac -metadata title=M4A music/a.m4a")
    try ffmpeg(corpus, "\(tone) -c:a aac -metadata title=M4B music/b.m4b")
    try ffmpeg(corpus, "\(tone) -c:a aac -metadata title=MP4 -f mp4 music/c.mp4")
    try ffmpeg(corpus, "\(tone) -c:a alac -metadata title=ALAC -f ipod music/d.alac")
    try ffmpeg(corpus, "\(tone) -c:a aac -metadata title=ADTS -write_id3v2 1 -f adts music/e.aac")
    try ffmpeg(corpus, "\(tone) -metadata title=AIF -write_id3v2 1 -f aiff music/f.aif")
    try ffmpeg(corpus, "\(tone) -metadata title=AIFF -write_id3v2 1 music/g.aiff")
    let database = try LibraryDatabase(path: corpus.databasePath)
    let report = try LibraryScanner(database: database, logPath: corpus.logPath).scan(root: corpus.music)
    let tracks = try database.loadTracks()
    #expect(report.skippedCounts.isEmpty, "\(report.skippedCounts)")
    #expect(Set(tracks.map(\.title)) == ["M4A", "M4B", "MP4", "ALAC", "ADTS", "AIF", "AIFF"])
    #expect(tracks.allSatisfy { abs($0.duration - 0.5) < 0.05 }, "\(tracks.map { ($0.title, $0.duration) })")
  }
}
