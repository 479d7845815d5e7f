/// A playing card of the 52-card deck Solitaire deals.
public struct Card: Hashable, Sendable, CustomStringConvertible {
  /// The four suits, in the order the foundations are drawn empty (any suit may start any).
  public enum Suit: Int, CaseIterable, Sendable {
    case spades, hearts, diamonds, clubs

    /// The suit's sign, all four in DejaVu Sans Mono (`GlyphCoverageTests`).
    public var symbol: Character {
      switch self {
      case .spades: "♠"
      case .hearts: "♥"
      case .diamonds: "♦"
      case .clubs: "♣"
      }
    }

    public var isRed: Bool { self == .hearts || self == .diamonds }
  }

  /// 1 (ace) to 13 (king).
  public let rank: Int
  public let suit: Suit

  public init(_ rank: Int, _ suit: Suit) {
    self.rank = rank
    self.suit = suit
  }

  public var isRed: Bool { suit.isRed }

  /// "A", "2"…"10", "J", "Q", "K"; `short` writes ten as "T" where a column has two cells.
  public func rankLabel(short: Bool = false) -> String {
    switch rank {
    case 1: "A"
    case 10: short ? "T" : "10"
    case 11: "J"
    case 12: "Q"
    case 13: "K"
    default: String(rank)
    }
  }

  public var description: String { rankLabel() + String(suit.symbol) }

  /// The deck in a fixed order (suit by suit, ace to king), before shuffling.
  public static let deck: [Card] = Suit.allCases.flatMap { suit in (1...13).map { Card($0, suit) } }
}
