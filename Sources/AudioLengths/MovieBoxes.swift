/// The `moov` box of an MP4 file with only the children a length needs (`mvhd` and every
/// `trak`), copied one after another as they are in the file, for `MP4EditList.parse` and
/// `MP4Length.audioTrack`, which read nothing else.
///
/// The whole `moov` holds `udta/meta/ilst` too, and with it the cover art (30-170 KB in a
/// fifth of real albums): the scan's length read skips it box by box instead of copying it.
/// Boxes are found as `MP4EditList.topLevelBox` and `children` find them: 32-bit and 64-bit
/// top-level sizes, a bad size ends the walk, a `moov` over 64 MiB or past the file's end is
/// refused.
enum MovieBoxes {
  static func read(_ file: FileBytes) -> [UInt8]? {
    guard let moov = topLevelMovie(in: file) else { return nil }
    var kept: [UInt8] = []
    var at = moov.lowerBound
    while at + 8 <= moov.upperBound {
      let header = Array(file.bytes(at: at, count: 8))
      guard header.count == 8 else { return nil }
      let size = Int(MP4EditList.be32(header, 0))
      guard size >= 8, at + size <= moov.upperBound else { break }
      let type = header[4..<8]
      if type.elementsEqual("trak".utf8) || type.elementsEqual("mvhd".utf8) {
        let box = file.bytes(at: at, count: size)
        guard box.count == size else { return nil }
        kept += box
      }
      at += size
    }
    return kept
  }

  /// Where the body of the top-level `moov` box lies in the file.
  private static func topLevelMovie(in file: FileBytes) -> Range<Int>? {
    var offset = 0
    while true {
      let header = Array(file.bytes(at: offset, count: 16))
      guard header.count >= 8 else { return nil }
      var size = Int(MP4EditList.be32(header, 0))
      var headerSize = 8
      if size == 1, header.count == 16 {
        let wide = MP4EditList.be64(header, 8)
        guard wide >= 0 else { return nil }
        size = Int(wide)
        headerSize = 16
      }
      guard size >= headerSize else { return nil }
      if header[4..<8].elementsEqual("moov".utf8) {
        guard size - headerSize <= 64 << 20, offset + size <= file.size else { return nil }
        return (offset + headerSize)..<(offset + size)
      }
      let (next, overflow) = offset.addingReportingOverflow(size)
      guard !overflow else { return nil }
      offset = next
    }
  }
}
