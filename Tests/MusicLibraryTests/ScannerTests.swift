import Glibc
import MusicLibrary
import Testing
import WheelCore

/// A scan of a deliberately hostile folder: every odd case is either in the library or counted
/// as skipped for a stated reason, and the scan itself always finishes.
@Suite struct ScannerTests {
  static let escapeTitle = "\u{1B}[31mRed\u{1B}[0m\u{07} Alert\u{1}"
  static let longTitle = String(repeating: "Long ", count: 60)  // 300 characters

  /// Builds the corpus; returns the absolute path of the playlist's absolute entry.
  static func makeCorpus(_ corpus: TestCorpus) {
    let wav = TestCorpus.wav
    corpus.write(
      "music/Artist A/Album X/01 - First.wav",
      wav(0.2, ["INAM": "First", "IART": "Artist A", "IPRD": "Album X", "ITRK": "1", "IGNR": "Rock"]))
    corpus.write(
      "music/Artist A/Album X/02 - Second.WAV",
      wav(0.2, ["INAM": "Second", "IART": "Artist A", "IPRD": "Album X", "ITRK": "2"]))
    corpus.write("music/Folder Artist/Folder Album/03 - Untagged Song.wav", wav(0.2, [:]))
    corpus.write("music/Odd/escape.wav", wav(0.2, ["INAM": escapeTitle, "IART": "Odd"]))
    corpus.write("music/Odd/long.wav", wav(0.2, ["INAM": longTitle, "IART": "Odd"]))
    corpus.write(Array("music/Odd/caf".utf8) + [0xE9] + Array(".wav".utf8), wav(0.2, ["INAM": "Latin-1 Name"]))
    corpus.write("music/.hidden.wav", wav(0.2, [:]))
    corpus.write("music/.hidden folder/inside.wav", wav(0.2, [:]))
    corpus.write("music/Bad/zero.mp3", [])
    corpus.write("music/Bad/notes.ogg", Array("these are not Vorbis packets, only words\n".utf8))
    corpus.write("music/Bad/song.m4a", Array(repeating: 7, count: 64))
    corpus.write("music/Bad/song.wma", Array(repeating: 7, count: 64))
    corpus.write("music/Bad/cover.jpg", Array(repeating: 1, count: 64))
    corpus.shell("ln -s .. 'music/Artist A/loop'")
    // A FLAC cut inside its header: nothing playable is left.
    let flac = Array("fLaC".utf8) + [0, 0, 0, 34, 0x10, 0x00]
    corpus.write("music/Bad/truncated.flac", flac)
    corpus.write(
      "music/Lists/mix.m3u",
      Array(
        ("\u{FEFF}#EXTM3U\r\n#EXTINF:1,Second\r\n../Artist A/Album X/02 - Second.WAV\r\n"
          + "\(corpus.music)/Odd/long.wav\r\n../Nowhere/missing.mp3\r\n").utf8))
  }

  static func scan(_ corpus: TestCorpus) throws -> (ScanReport, [Track], LibraryDatabase) {
    let database = try LibraryDatabase(path: corpus.databasePath)
    let report = try LibraryScanner(database: database, logPath: corpus.logPath).scan(root: corpus.music)
    return (report, try database.loadTracks(), database)
  }

  @Test func taggedUntaggedAndOddFilesAreIndexedOnce() throws {
    let corpus = TestCorpus()
    Self.makeCorpus(corpus)
    let (report, tracks, _) = try Self.scan(corpus)
    let titles = Set(tracks.map(\.title))
    #expect(titles.contains("First") && titles.contains("Second"))
    #expect(titles.contains("Untagged Song"))
    #expect(titles.contains("Latin-1 Name"))
    #expect(!titles.contains("inside") && !titles.contains(".hidden"))
    #expect(tracks.count == 6)  // the loop adds no duplicates
    #expect(report.tracks == 6 && report.added == 6)
  }

  @Test func untaggedFilesTakeNamesFromFileAndFolders() throws {
    let corpus = TestCorpus()
    Self.makeCorpus(corpus)
    let (_, tracks, _) = try Self.scan(corpus)
    let untagged = try #require(tracks.first { $0.title == "Untagged Song" })
    #expect(untagged.album == "Folder Album")
    #expect(untagged.artist == "Folder Artist")
    #expect(untagged.trackNumber == 3)
    #expect(untagged.duration > 0.15 && untagged.duration < 0.25)
  }

  @Test func tagTextIsCleanedAndLongTitlesKept() throws {
    let corpus = TestCorpus()
    Self.makeCorpus(corpus)
    let (_, tracks, _) = try Self.scan(corpus)
    #expect(tracks.contains { $0.title == "Red Alert" })
    #expect(!tracks.contains { $0.title.unicodeScalars.contains { $0.value < 0x20 } })
    #expect(tracks.contains { $0.title == TagText.clean(Self.longTitle) && $0.title.count == 299 })
  }

  @Test func nonUTF8NamesKeepTheirBytes() throws {
    let corpus = TestCorpus()
    Self.makeCorpus(corpus)
    let (_, tracks, _) = try Self.scan(corpus)
    let latin = try #require(tracks.first { $0.title == "Latin-1 Name" })
    let expected = Array("\(corpus.music)/Odd/caf".utf8) + [0xE9] + Array(".wav".utf8)
    #expect(latin.pathBytes == expected)
    #expect(latin.fileSystemPath == expected)
    #expect(latin.path.hasSuffix("caf\u{FFFD}.wav"))
    #expect(tracks.filter { $0.title != "Latin-1 Name" }.allSatisfy { $0.pathBytes == nil })
  }

  @Test func badFilesAreCountedByReasonAndLogged() throws {
    let corpus = TestCorpus()
    Self.makeCorpus(corpus)
    let (report, _, _) = try Self.scan(corpus)
    let counts = report.skippedCounts
    #expect(counts[.zeroByte] == 1)
    #expect(counts[.unsupportedFormat] == 1)
    #expect(counts[.notAudio] == 3)  // text named .ogg, truncated FLAC, bytes named .m4a
    let log = String(decoding: readWholeFile(corpus.logPath), as: UTF8.self)
    #expect(log.contains("zero-byte\t\(corpus.music)/Bad/zero.mp3"))
    #expect(log.contains("cannot open / not audio\t\(corpus.music)/Bad/notes.ogg"))
    #expect(log.contains("unsupported format\t\(corpus.music)/Bad/song.wma"))
    #expect(log.contains("cannot open / not audio\t\(corpus.music)/Bad/song.m4a"))
    #expect(!log.contains("cover.jpg"))
  }

  @Test func playlistsResolveRelativeAndAbsoluteEntriesAndReportMissingOnes() throws {
    let corpus = TestCorpus()
    Self.makeCorpus(corpus)
    let (report, tracks, database) = try Self.scan(corpus)
    let mix = try #require(report.playlists.first)
    #expect(mix.name == "mix")
    let titles = mix.trackIDs.compactMap { id in tracks.first { $0.id == id }?.title }
    #expect(titles == ["Second", TagText.clean(Self.longTitle)])
    #expect(report.missingPlaylistEntries == [MissingPlaylistEntry(playlist: "mix", entry: "../Nowhere/missing.mp3")])
    #expect(try database.loadPlaylists() == report.playlists)
  }

  @Test(.enabled(if: geteuid() != 0, "root reads folders whatever their mode"))
  func unreadableFolderIsReportedNotFatal() throws {
    let corpus = TestCorpus()
    Self.makeCorpus(corpus)
    corpus.write("music/Locked/secret.wav", TestCorpus.wav(0.2, [:]))
    corpus.shell("chmod 000 music/Locked")
    let (report, tracks, _) = try Self.scan(corpus)
    #expect(report.skippedCounts[.unreadableFolder] == 1)
    #expect(tracks.count == 6)
  }

  @Test(.enabled(if: geteuid() == 0, "only root ignores a folder's mode"))
  func asRootAMode000FolderIsStillScanned() throws {
    // Honest about CI: chmod 000 does not stop root, so the folder's song is found.
    let corpus = TestCorpus()
    corpus.write("music/Locked/secret.wav", TestCorpus.wav(0.2, ["INAM": "Secret"]))
    corpus.shell("chmod 000 music/Locked")
    let (report, tracks, _) = try Self.scan(corpus)
    #expect(tracks.map(\.title) == ["Secret"])
    #expect(report.skippedCounts[.unreadableFolder] == nil)
  }

  @Test func missingFolderScansToAnEmptyLibrary() throws {
    let corpus = TestCorpus()
    let (report, tracks, _) = try Self.scan(corpus)
    #expect(tracks.isEmpty)
    #expect(report.skippedCounts[.unreadableFolder] == 1)
  }
}

/// Reads a whole file for assertions.
func readWholeFile(_ path: String) -> [UInt8] {
  guard let file = fopen(path, "rb") else { return [] }
  defer { fclose(file) }
  var data: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 4_096)
  while case let count = fread(&buffer, 1, buffer.count, file), count > 0 { data += buffer[..<count] }
  return data
}
