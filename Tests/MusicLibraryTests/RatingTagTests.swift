import Foundation
import MusicLibrary
import Testing

/// Ratings in tags, in files made here by real encoders: read on the usual scales (POPM in an
/// MP3 from lame, RATING and FMPS_RATING in a FLAC from sox/metaflac, `rate` in an M4A from
/// ffmpeg), and written back so that other tools read the same stars.
@Suite struct RatingTagTests {
  static var hasTools: Bool { system("command -v sox metaflac lame ffmpeg >/dev/null 2>&1") == 0 }

  func stars(_ path: String) -> Int? {
    guard case .tags(let tags) = TagReader.read(RawPath(path)) else { return nil }
    return tags.rating
  }

  /// A FLAC with `comments` (NAME=value), encoded by sox.
  func flac(_ corpus: TestCorpus, _ comments: [String]) -> String {
    let args = comments.map { "--add-comment '\($0)'" }.joined(separator: " ")
    #expect(corpus.shell("sox -q -n -r 8000 -c 1 \(args) t.flac synth 0.5 sine 440") == 0)
    return corpus.root + "/t.flac"
  }

  /// An ID3v2.3 tag holding one POPM frame (e-mail, rating byte, 4-byte play counter), written
  /// by hand from the ID3v2.3 spec so the test does not lean on the code it checks.
  static func id3WithPopularimeter(rating: UInt8, email: String = "Windows Media Player 9 Series") -> [UInt8] {
    let body = Array(email.utf8) + [0, rating, 0, 0, 0, 0]
    let frame = Array("POPM".utf8) + bigEndian(UInt32(body.count)) + [0, 0] + body
    let size = UInt32(frame.count)
    let synchsafe = [
      UInt8((size >> 21) & 0x7F), UInt8((size >> 14) & 0x7F), UInt8((size >> 7) & 0x7F), UInt8(size & 0x7F),
    ]
    return Array("ID3".utf8) + [3, 0, 0] + synchsafe + frame
  }

  static func bigEndian(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
  }

  /// The rating byte of the first POPM frame in the file (nil: none).
  static func popularimeter(in path: String) -> UInt8? {
    guard let bytes = FileManager.default.contents(atPath: path).map(Array.init),
      let at = bytes.firstRange(of: Array("POPM".utf8))
    else { return nil }
    guard let zero = bytes[(at.upperBound + 6)...].firstIndex(of: 0) else { return nil }
    return bytes[zero + 1]
  }

  @Test(.enabled(if: hasTools, "needs sox, metaflac, lame, ffmpeg"))
  func flacRatingIsTwentyAStar() {
    let corpus = TestCorpus()
    #expect(stars(flac(corpus, ["TITLE=R", "RATING=80"])) == 4)
    #expect(stars(flac(corpus, ["TITLE=R", "RATING=100"])) == 5)
    #expect(stars(flac(corpus, ["TITLE=R", "RATING=3"])) == 3, "foobar2000's 1-5 stars")
    #expect(stars(flac(corpus, ["TITLE=R", "FMPS_RATING=0.6"])) == 3)
    #expect(stars(flac(corpus, ["TITLE=R", "RATING=abc"])) == 0)
    #expect(stars(flac(corpus, ["TITLE=R"])) == 0)
  }

  @Test(.enabled(if: hasTools, "needs sox, metaflac, lame, ffmpeg"))
  func mp3PopularimeterOnTheMediaPlayerScale() throws {
    let corpus = TestCorpus()
    #expect(corpus.shell("sox -q -n -r 44100 -c 1 -b 16 s.wav synth 0.5 sine 440 && lame --quiet s.wav plain.mp3") == 0)
    let audio = try #require(FileManager.default.contents(atPath: corpus.root + "/plain.mp3"))
    for (byte, expected) in [(UInt8(1), 1), (64, 2), (128, 3), (196, 4), (255, 5), (0, 0)] {
      let path = corpus.root + "/p\(byte).mp3"
      FileManager.default.createFile(atPath: path, contents: Data(Self.id3WithPopularimeter(rating: byte)) + audio)
      #expect(stars(path) == expected, "POPM \(byte)")
    }
  }

  @Test(.enabled(if: hasTools, "needs sox, metaflac, lame, ffmpeg"))
  func writtenRatingsReadBackElsewhere() throws {
    let corpus = TestCorpus()
    let flacPath = flac(corpus, ["TITLE=W"])
    #expect(RatingWriter.write(stars: 3, toFileAt: Array(flacPath.utf8)))
    let tags = try Shell.output("metaflac --export-tags-to=- '\(flacPath)'")
    #expect(tags.contains("RATING=60") && tags.contains("TITLE=W"))
    #expect(stars(flacPath) == 3)
    #expect(RatingWriter.write(stars: 0, toFileAt: Array(flacPath.utf8)))
    #expect(try !Shell.output("metaflac --export-tags-to=- '\(flacPath)'").contains("RATING"))

    #expect(
      corpus.shell("sox -q -n -r 44100 -c 1 -b 16 s.wav synth 0.5 sine 440 && lame --quiet --tt Song s.wav w.mp3") == 0)
    let mp3 = corpus.root + "/w.mp3"
    #expect(RatingWriter.write(stars: 4, toFileAt: Array(mp3.utf8)))
    #expect(Self.popularimeter(in: mp3) == 196)
    #expect(stars(mp3) == 4)
    #expect(try Shell.output("ffprobe -v error -show_entries format_tags=title -of csv=p=0 '\(mp3)'").contains("Song"))
    #expect(try Shell.output("ffprobe -v error -show_entries format=duration -of csv=p=0 '\(mp3)'").hasPrefix("0.5"))

    #expect(corpus.shell("ffmpeg -v error -f lavfi -i sine=d=0.5 m.m4a") == 0)
    let m4a = corpus.root + "/m.m4a"
    #expect(RatingWriter.write(stars: 2, toFileAt: Array(m4a.utf8)))
    #expect(stars(m4a) == 2)

    let text = corpus.write("n.txt", Array("not audio".utf8))
    #expect(!RatingWriter.write(stars: 2, toFileAt: text.bytes))
  }
}

enum Shell {
  /// The command's standard output (through sh).
  static func output(_ command: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}

/// The scan keeps each file's rating tag and modification time in the cache, so the core
/// gets both (the stars, and a new song's Date Added).
@Suite struct ScannedRatingTests {
  @Test(.enabled(if: RatingTagTests.hasTools, "needs sox"))
  func theCacheCarriesTheRatingAndTheFilesTime() throws {
    let corpus = TestCorpus()
    #expect(
      corpus.shell(
        "mkdir -p music && sox -q -n -r 8000 -c 1 --add-comment TITLE=Rated --add-comment RATING=40 music/r.flac synth 0.3 sine 440"
      ) == 0)
    #expect(corpus.shell("touch -d '2020-02-02 02:02:02 UTC' music/r.flac") == 0)
    let database = try LibraryDatabase(path: corpus.databasePath)
    _ = try LibraryScanner(database: database, logPath: nil).scan(root: corpus.music)
    let tracks = try database.loadTracks()
    #expect(tracks.map(\.rating) == [2])
    #expect(tracks.first?.modified == 1_580_608_922)
  }
}
