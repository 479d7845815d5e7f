import Foundation

/// An MP4 audio track's length in the samples our decoder plays: the sample table's length
/// cut by the same gapless window (`PlayableWindow`) the engine applies.
///
/// TagLib reports the sample table's length, which includes the AAC encoder's priming and
/// the last packet's padding (7,523 ms for 7,500 ms of music from `ffmpeg -c:a aac`). Reads
/// `moov` only; `iTunSMPB` is the caller's, since the tag reader has it already.
public enum MP4Length {
  /// Samples and the rate they are counted at (the track's media timescale), or nil when
  /// the file has no readable audio track.
  public static func read(path: String, iTunSMPB: String?) -> (samples: Int, sampleRate: Int)? {
    guard let file = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? file.close() }
    guard let moov = MP4EditList.topLevelBox("moov", in: file) else { return nil }
    return length(moov: moov, iTunSMPB: iTunSMPB)
  }

  /// The same, from a descriptor the caller has open (and closes). Reads only the `moov`
  /// boxes a length needs (`mvhd`, `trak`), never `udta`, where the cover art is.
  public static func read(descriptor: Int32, iTunSMPB: String?) -> (samples: Int, sampleRate: Int)? {
    guard let file = FileBytes(descriptor: descriptor), let moov = MovieBoxes.read(file) else { return nil }
    return length(moov: moov, iTunSMPB: iTunSMPB)
  }

  static func length(moov: [UInt8], iTunSMPB: String?) -> (samples: Int, sampleRate: Int)? {
    guard let track = audioTrack(in: moov) else { return nil }
    var facts = PlayableWindow.Facts()
    facts.isMP4 = true
    facts.sampleTableLength = track.duration
    facts.iTunSMPB = iTunSMPB
    if let edit = MP4EditList.parse(moov: moov, trackID: track.id), edit.movieTimescale > 0 {
      let rate = Int64(track.timescale)
      facts.edit = (
        priming: Int(edit.mediaTime), length: Int(edit.duration * rate / edit.movieTimescale),
        tick: Int((rate + edit.movieTimescale - 1) / edit.movieTimescale)
      )
    }
    let window = PlayableWindow.choose(facts)
    return (max(0, (window.end ?? track.duration) - window.first), track.timescale)
  }

  /// The first sound track's id, media timescale and media duration (`tkhd`, `mdhd`).
  static func audioTrack(in moov: [UInt8]) -> (id: Int, timescale: Int, duration: Int)? {
    for (type, trak) in MP4EditList.children(moov, 0..<moov.count) where type == "trak" {
      let boxes = MP4EditList.children(moov, trak)
      guard let tkhd = boxes.first(where: { $0.type == "tkhd" })?.body, tkhd.count >= 24,
        let mdia = boxes.first(where: { $0.type == "mdia" })?.body
      else { continue }
      let inner = MP4EditList.children(moov, mdia)
      guard let hdlr = inner.first(where: { $0.type == "hdlr" })?.body, hdlr.count >= 12,
        moov[(hdlr.lowerBound + 8)..<(hdlr.lowerBound + 12)].elementsEqual("soun".utf8),
        let mdhd = inner.first(where: { $0.type == "mdhd" })?.body, mdhd.count >= 24
      else { continue }
      let wide = moov[mdhd.lowerBound] == 1
      guard !wide || mdhd.count >= 36 else { continue }
      let timescale = Int(MP4EditList.be32(moov, mdhd.lowerBound + (wide ? 20 : 12)))
      let duration =
        wide
        ? Int(MP4EditList.be64(moov, mdhd.lowerBound + 24))
        : Int(MP4EditList.be32(moov, mdhd.lowerBound + 16))
      let id = Int(MP4EditList.be32(moov, tkhd.lowerBound + (moov[tkhd.lowerBound] == 1 ? 20 : 12)))
      guard timescale > 0, duration > 0 else { continue }
      return (id, timescale, duration)
    }
    return nil
  }
}
