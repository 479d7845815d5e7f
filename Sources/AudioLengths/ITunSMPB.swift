/// iTunes' gapless record, " 00000000 PRIMING REMAINDER TOTAL …" in hexadecimal.
public struct ITunSMPB: Equatable, Sendable {
  public let priming: Int
  public let totalSamples: Int

  /// Nil unless the text holds at least four hex fields with a plausible priming and a
  /// non-zero total.
  public init?(_ text: String) {
    let fields = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\0" })
    guard fields.count >= 4, let priming = Int(fields[1], radix: 16),
      let total = Int(fields[3], radix: 16), (0..<65_536).contains(priming), total > 0
    else { return nil }
    self.priming = priming
    self.totalSamples = total
  }
}
