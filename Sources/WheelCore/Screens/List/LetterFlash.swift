/// The big letter shown while the wheel spins fast through a long list, until a time.
public struct LetterFlash: Equatable, Sendable {
  public var letter: String
  public var until: Double
}
