import Testing

@testable import AudioEngine
@testable import AudioLengths

/// How the playable stretch is chosen from what a container says, without FFmpeg.
@Suite struct GaplessWindowTests {
  @Test func iTunSMPBIsReadAsHexFields() {
    let smpb = ITunSMPB(" 00000000 00000840 000001CA 00000000000186A3 00000000 00000000")
    #expect(smpb?.priming == 2_112 && smpb?.totalSamples == 100_003)
    #expect(ITunSMPB(" 00000000 00000840") == nil)
    #expect(ITunSMPB("not hex at all, really") == nil)
    #expect(ITunSMPB(" 00000000 00000840 00000000 0000000000000000") == nil)  // no length
  }

  @Test func editListEndIsRefinedByTheSampleTableWithinOneTick() {
    // ffmpeg: 100,003 samples, priming 1,024, the edit's length rounded to 2,268 ms.
    var facts = PlayableWindow.Facts(isMP4: true, startTime: 0, sampleTableLength: 101_027)
    facts.edit = (priming: 1_024, length: 100_019, tick: 45)
    #expect(PlayableWindow.choose(facts) == PlayableWindow(first: 1_024, end: 101_027))
    // An edit much shorter than the table is a real cut, kept as written.
    facts.edit = (priming: 1_024, length: 50_000, tick: 45)
    #expect(PlayableWindow.choose(facts) == PlayableWindow(first: 1_024, end: 51_024))
  }

  @Test func iTunSMPBWinsOverTheEditListButNotOverTheFile() {
    var facts = PlayableWindow.Facts(isMP4: true, startTime: 1_024, sampleTableLength: 101_376)
    facts.edit = (priming: 1_024, length: 100_003, tick: 45)
    facts.iTunSMPB = " 00000000 00000400 00000000 0000000000010000"
    #expect(PlayableWindow.choose(facts) == PlayableWindow(first: 1_024, end: 1_024 + 65_536))
    facts.iTunSMPB = " 00000000 00000400 00000000 0000000000100000"  // longer than the track
    #expect(PlayableWindow.choose(facts) == PlayableWindow(first: 1_024, end: 101_027))
  }

  @Test func mp3WithoutLameHeaderLosesTheUsualDelay() {
    #expect(PlayableWindow.choose(.init(isMP3: true, startTime: 0)) == PlayableWindow(first: 1_105, end: nil))
    #expect(PlayableWindow.choose(.init(isMP3: true, startTime: nil)) == PlayableWindow(first: 1_105, end: nil))
    // FFmpeg read a LAME header: it has trimmed, and the start time says where music begins.
    #expect(PlayableWindow.choose(.init(isMP3: true, startTime: 1_105)) == PlayableWindow(first: 1_105, end: nil))
    #expect(PlayableWindow.choose(.init(startTime: nil)) == PlayableWindow(first: 0, end: nil))
  }

  /// A moov as ffmpeg writes it: mvhd (timescale 1,000), one trak with tkhd (track 1) and an
  /// edit list whose first entry is empty (a lead-in), the second the music.
  @Test func editListIsFoundInMoov() {
    func box(_ type: String, _ body: [UInt8]) -> [UInt8] { be32(8 + body.count) + Array(type.utf8) + body }
    let mvhd = box(
      "mvhd", [0, 0, 0, 0] + be32(0) + be32(0) + be32(1_000) + be32(2_268) + [UInt8](repeating: 0, count: 80))
    let tkhd = box("tkhd", [0, 0, 0, 7] + be32(0) + be32(0) + be32(1) + [UInt8](repeating: 0, count: 64))
    let elst = box(
      "elst",
      [0, 0, 0, 0] + be32(2) + be32(500) + be32(0xFFFF_FFFF) + be32(0x0001_0000)
        + be32(2_268) + be32(1_024) + be32(0x0001_0000))
    let moov = mvhd + box("trak", tkhd + box("edts", elst))
    #expect(
      MP4EditList.parse(moov: moov, trackID: 1) == MP4EditList(mediaTime: 1_024, duration: 2_268, movieTimescale: 1_000)
    )
    #expect(MP4EditList.parse(moov: moov, trackID: 2) == nil)
    #expect(MP4EditList.parse(moov: Array(moov.prefix(moov.count - 5)), trackID: 1) == nil)  // cut short
  }

  private func be32(_ v: Int) -> [UInt8] { (0..<4).map { UInt8((v >> (24 - 8 * $0)) & 0xFF) } }
}
