import Testing
import WheelCore

@testable import Pictures

/// Which picture an album folder offers as its cover.
@Suite struct CoverArtTests {
  private let image = TestImages.png(TestImages.halves(width: 8, height: 8), width: 8, height: 8)

  private func album(_ files: [String]) -> TempFolder {
    let folder = TempFolder()
    folder.write("01 Song.flac", text: "not really audio")
    for name in files { folder.write(name, image) }
    return folder
  }

  @Test(arguments: [
    (["folder.jpg", "cover.png", "front.jpg"], "cover.png"),
    (["front.png", "Folder.JPG"], "Folder.JPG"),
    (["album.png", "FRONT.jpeg"], "FRONT.jpeg"),
    (["back.jpg", "album.png"], "album.png"),
    (["cover.png", "cover.jpg"], "cover.jpg"),
    (["scan.jpg"], "scan.jpg"),
  ])
  func namedImagesWinInOrder(files: [String], expected: String) {
    let folder = album(files)
    #expect(CoverArt.find(forTrackAt: folder.path + "/01 Song.flac") == .file(folder.path + "/" + expected))
  }

  @Test func severalUnnamedImagesAreNotGuessed() {
    let folder = album(["back.jpg", "booklet.png"])
    #expect(CoverArt.find(forTrackAt: folder.path + "/01 Song.flac") == nil)
  }

  @Test func noImagesMeansNoArt() {
    let folder = album([])
    folder.write("notes.txt", text: "cover.jpg")
    #expect(CoverArt.find(forTrackAt: folder.path + "/01 Song.flac") == nil)
  }

  @Test func hiddenFilesAndFoldersNamedLikeCoversAreIgnored() {
    let folder = album(["._cover.jpg", "back.jpg"])
    folder.makeFolder("cover.jpg")
    #expect(CoverArt.find(forTrackAt: folder.path + "/01 Song.flac") == .file(folder.path + "/back.jpg"))
  }

  @Test func foundCoverLoads() throws {
    let folder = album(["cover.png"])
    let source = try #require(CoverArt.find(forTrackAt: folder.path + "/01 Song.flac"))
    let picture = try CoverArt.load(source, fitting: (4, 4)).get()
    #expect(picture[0, 0] == TestImages.red && picture[3, 3] == TestImages.blue)
  }

  @Test func corruptCoverFileIsAnErrorNotACrash() {
    let folder = TempFolder()
    let cover = folder.write("cover.jpg", [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array(repeating: 0x41, count: 64))
    guard case .failure(.corrupt) = CoverArt.load(.file(cover), fitting: (8, 8)) else {
      Issue.record("expected a corrupt error")
      return
    }
  }
}
