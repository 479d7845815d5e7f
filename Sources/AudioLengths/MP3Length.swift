/// An MP3's length in the samples our decoder plays, from its first frame's tag when it has
/// one (Xing/Info, VBRI) or else by walking every frame header, as `mpg123 --scan` does.
///
/// Without a tag, FFmpeg and TagLib estimate the length from the first frame's bitrate, which
/// is wrong for VBR files by any amount. Only headers are read (no decoding), so a 3-minute
/// file costs one sequential read. The walk skips ID3v2 tags at the start, stops before
/// ID3v1 and APE tags at the end, and trusts a sync word only when the next frame's header is
/// where this one says (or the audio ends there), so garbage and tag bytes are stepped over.
public struct MP3Length: Equatable, Sendable {
  public enum Source: Equatable, Sendable {
    /// A Xing/Info tag's frame count (with LAME delay and padding when present).
    case xing
    case vbri
    /// Every frame header was walked.
    case counted
  }

  public let source: Source
  public let sampleRate: Int
  /// Samples per channel a decoder outputs once delay and padding are cut.
  public let samples: Int

  /// Milliseconds, rounded to the nearest.
  public var milliseconds: Int { sampleRate > 0 ? (samples * 1_000 + sampleRate / 2) / sampleRate : 0 }

  /// What FFmpeg cuts from the start of an MP3 whose delay no LAME tag records: the decoder's
  /// 529 samples plus the 576 of encoder delay nearly every encoder has. Our decoder
  /// (`PlayableWindow`) cuts this too, so a counted length subtracts it to match.
  public static let assumedDelay = 1_105

  /// The length of the MP3 at `path`. With `walk` false only the first frame is read, and a
  /// file without a usable tag gives nil (its length is a guess until walked). Nil also for
  /// files that are not MPEG audio or cannot be read.
  public static func read(path: String, walk: Bool = true) -> MP3Length? {
    guard let file = FileBytes(path: path) else { return nil }
    return read(file, walk: walk)
  }

  /// The same, from a descriptor the caller has open (and closes).
  public static func read(descriptor: Int32, walk: Bool = true) -> MP3Length? {
    guard let file = FileBytes(descriptor: descriptor) else { return nil }
    return read(file, walk: walk)
  }

  static func read(_ file: FileBytes, walk: Bool) -> MP3Length? {
    let region = audioRegion(of: file)
    guard let (first, header) = firstFrame(in: file, region) else { return nil }
    let frameBytes = file.bytes(at: first, count: header.frameLength)
    if let tag = MP3InfoTag(frame: frameBytes, header: header), let frames = tag.frames, frames > 0 {
      let delay = (tag.delay ?? assumedDelay) + (tag.padding ?? 0)
      return MP3Length(
        source: tag.kind == .xing ? .xing : .vbri, sampleRate: header.sampleRate,
        samples: max(0, frames * header.samplesPerFrame - delay))
    }
    guard walk else { return nil }
    let hasTagFrame = MP3InfoTag(frame: frameBytes, header: header) != nil
    let frames = countFrames(in: file, from: first, to: region.upperBound, like: header) - (hasTagFrame ? 1 : 0)
    return MP3Length(
      source: .counted, sampleRate: header.sampleRate,
      samples: max(0, frames * header.samplesPerFrame - assumedDelay))
  }

  /// How far past its leading ID3v2 tags a file may go before its first frame and still be
  /// taken for an MP3: as far as the decoder reads without a packet (`resyncLimit`), so what
  /// plays is what the scan takes. Encoders put the first frame right after the tag; junk of
  /// megabytes before it (a bad rip, a stripped tag) is still read, as ffprobe reads it.
  public static let firstFrameSearchLimit = resyncLimit

  /// Whether the file at `path` has an MPEG audio frame within `firstFrameSearchLimit` bytes of
  /// where its audio starts. TagLib, given a file with none, looks through all of it for one
  /// (about 12 MB a second), so a zero-filled or renamed file of gigabytes held the scan for
  /// minutes; this look reads at most 16 MiB, with memchr. Nil when the file cannot be opened here.
  public static func startsWithAFrame(path: String) -> Bool? {
    guard let file = FileBytes(path: path) else { return nil }
    let region = audioRegion(of: file)
    let searched = region.lowerBound..<min(region.upperBound, region.lowerBound + firstFrameSearchLimit)
    return firstFrame(in: file, searched) != nil
  }

  /// The bytes between leading ID3v2 tags and trailing ID3v1/APE tags.
  static func audioRegion(of file: FileBytes) -> Range<Int> {
    var start = 0
    while true {  // some files carry more than one ID3v2 tag in a row
      let h = Array(file.bytes(at: start, count: 10))
      guard h.count == 10, h[0] == 0x49, h[1] == 0x44, h[2] == 0x33, h[6...9].allSatisfy({ $0 < 0x80 }) else { break }
      let size = h[6...9].reduce(0) { $0 << 7 | Int($1) }
      start += 10 + size + (h[5] & 0x10 != 0 ? 10 : 0)
    }
    var end = file.size
    if end - 128 >= start, file.bytes(at: end - 128, count: 3).elementsEqual("TAG".utf8) { end -= 128 }
    if end - 32 >= start, file.bytes(at: end - 32, count: 8).elementsEqual("APETAGEX".utf8) {
      let footer = Array(file.bytes(at: end - 32, count: 32))
      let le32 = { (i: Int) in (0..<4).reduce(0) { $0 | Int(footer[i + $1]) << (8 * $1) } }
      let size = le32(12) + (le32(20) & (1 << 31) != 0 ? 32 : 0)  // the header, when flagged
      if size <= end - start { end -= size }
    }
    return start..<max(start, end)
  }

  /// The first header that a second valid header follows, and where it is.
  static func firstFrame(in file: FileBytes, _ region: Range<Int>) -> (Int, MPEGFrameHeader)? {
    var at = region.lowerBound
    while at + 4 <= region.upperBound {
      if let header = header(in: file, at: at), confirmed(header, at: at, in: file, end: region.upperBound) {
        return (at, header)
      }
      guard let sync = file.offset(of: 0xFF, from: at + 1, to: region.upperBound) else { return nil }
      at = sync
    }
    return nil
  }

  /// How far the walk looks for the next frame before it takes the rest for something else
  /// (the zeros of a preallocated download): the player's decoder gives up after as many bytes
  /// without a packet (`FFmpegReader.readBudget`), so the count stops where the music does.
  public static let resyncLimit = 16 << 20

  /// Counts frames like `first` from `start` to `end`, resyncing byte by byte past anything
  /// that is not a confirmed frame, for at most `resyncLimit` bytes. A last frame cut short by
  /// the end of the file counts: decoders play what it holds.
  static func countFrames(in file: FileBytes, from start: Int, to end: Int, like first: MPEGFrameHeader) -> Int {
    var frames = 0
    var at = start
    var locked = false  // the previous frame ended exactly here
    var lastFrameEnd = start
    while at + 4 <= end, at - lastFrameEnd <= resyncLimit {
      if let header = header(in: file, at: at), first.continues(as: header),
        locked || confirmed(header, at: at, in: file, end: end)
      {
        frames += 1
        at += header.frameLength
        lastFrameEnd = at
        locked = true
      } else {
        guard let sync = file.offset(of: 0xFF, from: at + 1, to: min(end, lastFrameEnd + resyncLimit + 1)) else {
          break
        }
        at = sync
        locked = false
      }
    }
    return frames
  }

  private static func header(in file: FileBytes, at offset: Int) -> MPEGFrameHeader? {
    let b = file.bytes(at: offset, count: 4)
    guard b.count == 4 else { return nil }
    let i = b.startIndex
    return MPEGFrameHeader(b[i], b[i + 1], b[i + 2], b[i + 3])
  }

  /// A header is trusted when the frame it announces is followed by another of the same
  /// stream, or by the end of the audio (a last or truncated frame).
  private static func confirmed(_ header: MPEGFrameHeader, at offset: Int, in file: FileBytes, end: Int) -> Bool {
    let next = offset + header.frameLength
    if next >= end { return true }
    guard let following = self.header(in: file, at: next) else { return false }
    return header.continues(as: following)
  }
}
