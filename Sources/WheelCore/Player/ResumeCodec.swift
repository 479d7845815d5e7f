/// The resume point as text: a header line, the position and time, then one song id per line,
/// ended by `end` so that a cut-short file is ignored rather than half-restored.
public enum ResumeCodec {
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
        guard let id = Int64(value) else { return nil }
        ids.append(id)
      default: return nil
      }
    }
    guard ended, let position, let elapsed, elapsed.isFinite, elapsed >= 0, ids.indices.contains(position) else { return nil }
    return ResumeState(trackIDs: ids, position: position, elapsed: elapsed)
  }
}
