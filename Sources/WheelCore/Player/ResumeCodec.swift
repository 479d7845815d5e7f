/// The resume point as text: a header line, the position and time, then one song id per line,
/// ended by `end` so that a cut-short file is ignored rather than half-restored. The file is
/// untrusted input: every value must be in range, or the whole file is refused.
public enum ResumeCodec {
  /// The longest position kept (a week: longer than any audiobook); the song's own length
  /// bounds it further once the library is loaded.
  public static let maxElapsed = 604_800.0
  /// The longest queue kept: a library far beyond any real one.
  public static let maxTracks = 1_000_000

  public static func encode(_ r: ResumeState) -> String {
    var lines = ["# ipodtui resume point", "position = \(r.position)", "elapsed = \(r.elapsed)"]
    lines += r.trackIDs.map { "track = \($0)" }
    lines.append("end")
    return lines.joined(separator: "\n") + "\n"
  }

  public static func decode(_ bytes: [UInt8]) -> ResumeState? {
    guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
    var position: Int?
    var elapsed: Double?
    var ids: [Int64] = []
    var ended = false
    for raw in text.split(separator: "\n") {
      let line = String(raw).trimmingSpaces
      if line.isEmpty || line.hasPrefix("#") { continue }
      if line == "end" {
        ended = true
        continue
      }
      guard !ended, let eq = line.firstIndex(of: "=") else { return nil }
      let key = String(line[..<eq]).trimmingSpaces
      let value = String(line[line.index(after: eq)...]).trimmingSpaces
      switch key {
      case "position": position = Int(value)
      case "elapsed": elapsed = Double(value)
      case "track":
        guard let id = Int64(value), ids.count < maxTracks else { return nil }
        ids.append(id)
      default: return nil
      }
    }
    guard ended, let position, let elapsed, (0...maxElapsed).contains(elapsed), ids.indices.contains(position) else {
      return nil
    }
    return ResumeState(trackIDs: ids, position: position, elapsed: elapsed)
  }
}
