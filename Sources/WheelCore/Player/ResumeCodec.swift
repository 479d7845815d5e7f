/// The resume point as a saved file (docs/SAVED-FILES.md): the position and time, then one
/// song id per line, ended by `end` so that a cut-short file is ignored rather than
/// half-restored. The file is untrusted input: every value must be in range, or the whole file
/// is refused. Version 1 files had no version line.
public enum ResumeCodec {
  /// The longest position kept (a week: longer than any audiobook); the song's own length
  /// bounds it further once the library is loaded.
  public static let maxElapsed = 604_800.0
  /// The longest queue kept: a library far beyond any real one.
  public static let maxTracks = 1_000_000
  public static let version = 2

  /// Each line once, from its key path; position and time start out of range, so a file
  /// without them is refused.
  public static var format: SavedFormat<ResumeState> {
    SavedFormat(
      header: "ipodtui resume point", version: version,
      fields: [
        .value("position", \.position, .int(in: 0...Int.max)),
        .value("elapsed", \.elapsed, .number(in: 0...maxElapsed)),
        .each("track", \.trackIDs, .int64),
      ], legacy: [1: .plainVersion1], unversioned: 1)
  }

  public static func encode(_ r: ResumeState) -> String { format.encode(r, reserve: r.trackIDs.count * 16 + 80) }

  /// Everything the file gave; `valid` says whether it is a point to restore.
  public static func read(_ bytes: [UInt8]) -> SavedReading<ResumeState> {
    format.read(bytes, into: ResumeState(trackIDs: [], position: -1, elapsed: -1))
  }

  /// The point of a whole, good file of this version or an older one.
  public static func decode(_ bytes: [UInt8]) -> ResumeState? {
    let reading = read(bytes)
    return reading.isClean ? valid(reading.value) : nil
  }

  /// The point when it is one: a time in range, a queue in bounds, a position inside it.
  public static func valid(_ r: ResumeState) -> ResumeState? {
    (0...maxElapsed).contains(r.elapsed) && r.trackIDs.count <= maxTracks && r.trackIDs.indices.contains(r.position)
      ? r : nil
  }
}
