import Glibc
import MusicLibrary
import Testing

/// TagLib through the C++ wrapper: the fields TagLib's C API cannot give.
@Suite struct TagReaderTests {
  @Test(.enabled(if: TestCorpus.hasSox, "needs sox"))
  func flacVorbisCommentsGiveEveryField() throws {
    let corpus = TestCorpus()
    let comments = [
      "TITLE=Héllo 夜", "ARTIST=Solo", "ALBUM=Disc Set", "ALBUMARTIST=Various Artists",
      "COMPOSER=Someone", "GENRE=Jazz", "TRACKNUMBER=7/12", "DISCNUMBER=2/2", "DATE=1999-04-01",
      "COMPILATION=1",
    ].map { "--add-comment '\($0)'" }.joined(separator: " ")
    #expect(corpus.shell("sox -q -n -r 8000 -c 1 \(comments) t.flac synth 1.5 sine 440") == 0)
    guard case .tags(let tags) = TagReader.read(RawPath(corpus.root + "/t.flac")) else {
      Issue.record("not read")
      return
    }
    #expect(tags.title == "Héllo 夜")
    #expect(tags.albumArtist == "Various Artists")
    #expect(tags.composer == "Someone")
    #expect(tags.trackNumber == 7 && tags.discNumber == 2 && tags.year == 1999)
    #expect(tags.isCompilation)
    #expect(abs(tags.durationMs - 1_500) <= 20)
  }

  @Test func wavInfoTagsAreRead() {
    let corpus = TestCorpus()
    let path = corpus.write(
      "i.wav",
      TestCorpus.wav(
        0.5, ["INAM": "Info Title", "IART": "Info Artist", "IPRD": "Info Album", "ITRK": "4", "IGNR": "Pop"]))
    guard case .tags(let tags) = TagReader.read(path) else {
      Issue.record("not read")
      return
    }
    #expect(tags.title == "Info Title" && tags.artist == "Info Artist" && tags.album == "Info Album")
    #expect(tags.trackNumber == 4 && tags.genre == "Pop")
    #expect(abs(tags.durationMs - 500) <= 5)
  }

  @Test func textFileAndMissingFileAreNotAudio() {
    let corpus = TestCorpus()
    let text = corpus.write("fake.ogg", Array("hello".utf8))
    #expect(TagReader.read(text) == .skipped(.notAudio))
    #expect(TagReader.read(RawPath(corpus.root + "/absent.mp3")) == .skipped(.notAudio))
  }

  @Test func demoLibraryTracksCarryTheirTags() throws {
    // The committed demo: Ogg Vorbis written by sox, including a Japanese title.
    let path = RawPath(#filePath).parent.parent.parent.appending(Array("demo/Koto Lab/Night Walk/01 夜の散歩.ogg".utf8))
    guard case .tags(let tags) = TagReader.read(path) else {
      Issue.record("demo track not readable at \(path.display)")
      return
    }
    #expect(tags.title == "夜の散歩" && tags.artist == "Koto Lab" && tags.album == "Night Walk")
    #expect(tags.durationMs >= 10_000 && tags.durationMs <= 20_000)
  }
}
