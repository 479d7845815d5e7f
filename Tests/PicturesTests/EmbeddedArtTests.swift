import CArtReader
import Testing
import WheelCore

@testable import Pictures

/// Pictures stored inside tracks: written with TagLib here, found and decoded like a file.
@Suite struct EmbeddedArtTests {
  private let jpeg = TestImages.jpeg(TestImages.halves(width: 32, height: 32), width: 32, height: 32)

  private func embed(_ path: String, _ bytes: [UInt8], mime: String = "image/jpeg") -> Bool {
    ipod_embed_picture(path, bytes, bytes.count, mime) == 1
  }

  private func expectRedAndBlue(_ source: ArtSource) throws {
    let picture = try CoverArt.load(source, fitting: (8, 8)).get()
    #expect(TestImages.near(picture[0, 4], TestImages.red))
    #expect(TestImages.near(picture[7, 4], TestImages.blue))
  }

  @Test(.enabled(if: TestAudio.hasSox), arguments: ["flac", "ogg"])
  func pictureInXiphTrackIsFoundAndDecoded(ext: String) throws {
    let folder = TempFolder()
    let track = folder.path + "/01 Song." + ext
    try #require(TestAudio.sox(track))
    #expect(CoverArt.find(forTrackAt: track) == nil)
    try #require(embed(track, jpeg))
    #expect(CoverArt.find(forTrackAt: track) == .embedded(track))
    try expectRedAndBlue(.embedded(track))
  }

  @Test func apicFrameInMp3IsFoundAndDecoded() throws {
    let folder = TempFolder()
    let track = folder.path + "/song.mp3"
    TestAudio.mp3(track)
    try #require(embed(track, jpeg))
    #expect(CoverArt.find(forTrackAt: track) == .embedded(track))
    try expectRedAndBlue(.embedded(track))
  }

  @Test func covrAtomInM4aIsFoundAndDecoded() throws {
    let folder = TempFolder()
    let track = folder.path + "/song.m4a"
    try #require(TestAudio.m4a(track), "ffmpeg could not make an .m4a (Debian package ffmpeg)")
    #expect(CoverArt.find(forTrackAt: track) == nil)
    try #require(embed(track, jpeg))
    #expect(CoverArt.find(forTrackAt: track) == .embedded(track))
    try expectRedAndBlue(.embedded(track))
  }

  @Test func coverFileBeatsEmbeddedArtButLoneImageDoesNot() throws {
    let folder = TempFolder()
    let track = folder.path + "/song.mp3"
    TestAudio.mp3(track)
    try #require(embed(track, jpeg))
    folder.write("scan.png", TestImages.png(TestImages.halves(width: 4, height: 4), width: 4, height: 4))
    #expect(CoverArt.find(forTrackAt: track) == .embedded(track))
    let cover = folder.write("Cover.jpg", jpeg)
    #expect(CoverArt.find(forTrackAt: track) == .file(cover))
  }

  @Test func corruptEmbeddedPictureIsAnError() throws {
    let folder = TempFolder()
    let track = folder.path + "/song.mp3"
    TestAudio.mp3(track)
    try #require(embed(track, Array(jpeg.prefix(100))))
    guard case .failure(.corrupt) = CoverArt.load(.embedded(track), fitting: (8, 8)) else {
      Issue.record("expected a corrupt error")
      return
    }
  }

  @Test func trackWithoutArtOrNotAudioGivesNothing() {
    let folder = TempFolder()
    let fake = folder.write("fake.mp3", text: "hello")
    #expect(EmbeddedArt.bytes(inTrackAt: fake) == nil)
    #expect(EmbeddedArt.bytes(inTrackAt: folder.path + "/missing.flac") == nil)
    #expect(CoverArt.load(.embedded(fake), fitting: (8, 8)) == .failure(.unreadable("no embedded picture")))
  }
}
