/// Cuts a file read a piece at a time into its lines (without their line feeds), for a file
/// too large to hold whole beside what is made of it: a line cut by a piece's end is carried
/// to the next. The bytes after the last line feed are a last line, as in a file read whole.
public struct SavedLineSplitter {
  private var carry: [UInt8] = []

  public init() {}

  /// Hands each whole line of `piece` (with what was carried) to `line`, and carries the rest.
  public mutating func feed(_ piece: ArraySlice<UInt8>, _ line: (ArraySlice<UInt8>) -> Void) {
    var start = piece.startIndex
    while let end = piece[start...].firstIndex(of: 0x0A) {
      if carry.isEmpty {
        line(piece[start..<end])
      } else {
        carry += piece[start..<end]
        line(carry[...])
        carry.removeAll(keepingCapacity: true)
      }
      start = end + 1
    }
    carry += piece[start...]
  }

  public mutating func finish(_ line: (ArraySlice<UInt8>) -> Void) {
    if !carry.isEmpty { line(carry[...]) }
    carry = []
  }
}
