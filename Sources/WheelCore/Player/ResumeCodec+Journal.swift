/// The resume point's journal (`resume.journal`, docs/SAVED-FILES.md): while the queue stays
/// the one in the resume file, a new position is one record of a few dozen bytes,
/// `at = SEQ POSITION ELAPSED`, rather than the whole queue again (1.4 MB at 100,000 songs).
/// Absolute values: the last good record is the point.
extension ResumeCodec {
  public static let positionKey = "at"

  public static func positionRecord(_ sequence: UInt64, position: Int, elapsed: Double) -> String {
    SavedJournal.record(positionKey, sequence, (position, elapsed), positionCoding)
  }

  /// The point a journal record moves `resume` to; nil when it is not a good one for that queue.
  public static func moved(_ resume: ResumeState, by entry: SavedJournal.Entry) -> ResumeState? {
    guard entry.key == positionKey, let (position, elapsed) = entry.read(positionCoding) else { return nil }
    var moved = resume
    moved.position = position
    moved.elapsed = elapsed
    return valid(moved)
  }

  private static var positionCoding: SavedValue<(Int, Double)> {
    let position = SavedValue<Int>.int(in: 0...Int.max)
    let elapsed = SavedValue<Double>.number(in: 0...maxElapsed)
    return SavedValue(
      write: { value, line in
        position.write(value.0, &line)
        elapsed.write(value.1, &line)
      },
      read: { fields in
        guard let p = position.read(&fields), let e = elapsed.read(&fields) else { return nil }
        return (p, e)
      })
  }
}
