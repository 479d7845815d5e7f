/// What an MP3's first frame may say about the whole stream: a Xing/Info tag (with LAME's
/// encoder delay and padding when LAME or FFmpeg wrote it) or Fraunhofer's VBRI tag.
///
/// Such a frame holds no music; decoders skip it. Its frame count is the length an encoder
/// knew after encoding, so a file that has one needs no frame walk.
public struct MP3InfoTag: Equatable, Sendable {
  public enum Kind: Equatable, Sendable { case xing, vbri }

  public let kind: Kind
  /// Music frames after this one; nil when a Xing tag leaves the count out.
  public let frames: Int?
  /// LAME's encoder delay and padding, in samples; nil without a LAME tag. (VBRI's own delay
  /// field is ignored, as FFmpeg ignores it: what matters is what our decoder plays.)
  public let delay: Int?
  public let padding: Int?

  /// Reads the tag of the frame `bytes` (starting at its header `header`); nil when the
  /// frame is music.
  public init?(frame bytes: ArraySlice<UInt8>, header: MPEGFrameHeader) {
    guard header.layer == 3 else { return nil }
    let base = bytes.startIndex
    func at(_ offset: Int, _ count: Int) -> ArraySlice<UInt8>? {
      offset + count <= bytes.count ? bytes[(base + offset)..<(base + offset + count)] : nil
    }
    func be(_ offset: Int, _ count: Int) -> Int? { at(offset, count)?.reduce(0) { $0 << 8 | Int($1) } }
    let x = header.xingOffset
    if let id = at(x, 4), id.elementsEqual("Xing".utf8) || id.elementsEqual("Info".utf8), let flags = be(x + 4, 4) {
      kind = .xing
      var field = x + 8
      frames = flags & 1 != 0 ? be(field, 4) : nil
      field +=
        (flags & 1 != 0 ? 4 : 0) + (flags & 2 != 0 ? 4 : 0) + (flags & 4 != 0 ? 100 : 0) + (flags & 8 != 0 ? 4 : 0)
      // LAME's extension: a 9-byte encoder name, then delay and padding 12 bits each at +21.
      if let name = at(field, 4), ["LAME", "Lavf", "Lavc"].contains(where: { name.elementsEqual($0.utf8) }),
        let packed = be(field + 21, 3)
      {
        delay = packed >> 12
        padding = packed & 0xFFF
      } else {
        delay = nil
        padding = nil
      }
      return
    }
    // VBRI sits at a fixed place, 32 bytes after the header, with version 1.
    if let id = at(36, 4), id.elementsEqual("VBRI".utf8), be(40, 2) == 1, let count = be(50, 4) {
      kind = .vbri
      frames = count
      delay = nil
      padding = nil
      return
    }
    return nil
  }
}
