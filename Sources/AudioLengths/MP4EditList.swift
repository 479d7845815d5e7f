import Foundation

/// The first edit of one MP4 track (`moov/trak/edts/elst`), read straight from the file.
///
/// An MP4 edit list says which stretch of the encoded audio is music: it starts at
/// `mediaTime` (the encoder's priming, in the track's own timescale) and lasts `duration`
/// ticks of the *movie* timescale. FFmpeg 5.1 removes the priming but ignores where the
/// edit ends, and files written by ffmpeg use a 1,000 Hz movie timescale, so the end is
/// only known to the millisecond; `PlayableWindow` combines it with the sample table to
/// get the exact length. Reads only box headers and the few small boxes it needs, and
/// returns nil on anything malformed rather than trusting sizes it cannot check.
public struct MP4EditList: Equatable, Sendable {
  /// Where the music starts, in the track's media timescale.
  public let mediaTime: Int64
  /// How long the music lasts, in `movieTimescale` ticks.
  public let duration: Int64
  /// Ticks per second of `duration` (from `mvhd`).
  public let movieTimescale: Int64

  /// The first edit that plays media (empty edits, media time −1, are skipped) of the track
  /// with `trackID` (FFmpeg's `AVStream.id` for MP4), or nil when there is none.
  public static func read(path: String, trackID: Int) -> MP4EditList? {
    guard let file = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? file.close() }
    guard let moov = topLevelBox("moov", in: file) else { return nil }
    return parse(moov: moov, trackID: trackID)
  }

  /// Finds a top-level box by walking the headers (the `mdat` before it is skipped, not read).
  static func topLevelBox(_ type: String, in file: FileHandle) -> [UInt8]? {
    var offset: UInt64 = 0
    while true {
      guard (try? file.seek(toOffset: offset)) != nil,
        let header = try? file.read(upToCount: 16), header.count >= 8
      else { return nil }
      let bytes = [UInt8](header)
      var size = UInt64(be32(bytes, 0))
      var headerSize: UInt64 = 8
      if size == 1, bytes.count == 16 {
        size = (UInt64(be32(bytes, 8)) << 32) | UInt64(be32(bytes, 12))
        headerSize = 16
      }
      guard size >= headerSize else { return nil }  // size 0 ("to the end") cannot precede moov usefully
      if String(decoding: bytes[4..<8], as: UTF8.self) == type {
        let length = size - headerSize
        guard length <= 64 << 20, (try? file.seek(toOffset: offset + headerSize)) != nil,
          let body = try? file.read(upToCount: Int(length)), body.count == Int(length)
        else { return nil }
        return [UInt8](body)
      }
      offset += size
    }
  }

  static func parse(moov: [UInt8], trackID: Int) -> MP4EditList? {
    var movieTimescale: Int64?
    var found: (mediaTime: Int64, duration: Int64)?
    for (type, body) in children(moov, 0..<moov.count) {
      if type == "mvhd" { movieTimescale = mvhdTimescale(moov, body) }
      if type == "trak", found == nil,
        let edit = firstEdit(ofTrak: moov, body, trackID: trackID)
      {
        found = edit
      }
    }
    guard let movieTimescale, movieTimescale > 0, let found else { return nil }
    return MP4EditList(mediaTime: found.mediaTime, duration: found.duration, movieTimescale: movieTimescale)
  }

  private static func firstEdit(ofTrak bytes: [UInt8], _ trak: Range<Int>, trackID: Int)
    -> (mediaTime: Int64, duration: Int64)?
  {
    let boxes = children(bytes, trak)
    guard let tkhd = boxes.first(where: { $0.type == "tkhd" })?.body, tkhd.count >= 24 else { return nil }
    let idOffset = tkhd.lowerBound + (bytes[tkhd.lowerBound] == 1 ? 20 : 12)
    guard Int(be32(bytes, idOffset)) == trackID,
      let edts = boxes.first(where: { $0.type == "edts" })?.body,
      let elst = children(bytes, edts).first(where: { $0.type == "elst" })?.body,
      elst.count >= 8
    else { return nil }
    let wide = bytes[elst.lowerBound] == 1
    let entrySize = wide ? 20 : 12
    let count = Int(be32(bytes, elst.lowerBound + 4))
    var at = elst.lowerBound + 8
    for _ in 0..<count {
      guard at + entrySize <= elst.upperBound else { return nil }
      let duration = wide ? be64(bytes, at) : Int64(be32(bytes, at))
      let mediaTime = wide ? be64(bytes, at + 8) : Int64(Int32(bitPattern: be32(bytes, at + 4)))
      if mediaTime >= 0 { return (mediaTime, duration) }
      at += entrySize
    }
    return nil
  }

  private static func mvhdTimescale(_ bytes: [UInt8], _ body: Range<Int>) -> Int64? {
    let offset = body.lowerBound + (bytes[body.lowerBound] == 1 ? 20 : 12)
    guard body.count >= 24, offset + 4 <= body.upperBound else { return nil }
    return Int64(be32(bytes, offset))
  }

  /// The boxes directly inside `range` (type and body range); stops at the first bad size.
  static func children(_ bytes: [UInt8], _ range: Range<Int>) -> [(type: String, body: Range<Int>)] {
    var result: [(String, Range<Int>)] = []
    var at = range.lowerBound
    while at + 8 <= range.upperBound {
      let size = Int(be32(bytes, at))
      guard size >= 8, at + size <= range.upperBound else { break }
      result.append((String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self), (at + 8)..<(at + size)))
      at += size
    }
    return result
  }

  static func be32(_ b: [UInt8], _ i: Int) -> UInt32 {
    (UInt32(b[i]) << 24) | (UInt32(b[i + 1]) << 16) | (UInt32(b[i + 2]) << 8) | UInt32(b[i + 3])
  }

  static func be64(_ b: [UInt8], _ i: Int) -> Int64 {
    Int64(bitPattern: (UInt64(be32(b, i)) << 32) | UInt64(be32(b, i + 4)))
  }
}
