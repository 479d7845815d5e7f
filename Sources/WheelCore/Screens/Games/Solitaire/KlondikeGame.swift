/// Klondike, draw one (the 5G iPod's Solitaire), as rules alone: a seeded deal, a cursor the
/// wheel moves over the piles, the center picking cards up and putting them down, and
/// Windows' standard scoring. The rules never see the terminal (`SolitaireScreen` draws them).
///
/// Picking up from a tableau pile lifts its whole face-up run; putting it down moves the part
/// of it that fits (the card that goes on the target and those on it, or the last card onto a
/// foundation). In Klondike at most one card of a run fits any pile, so this is the move the
/// player means, without a second cursor inside the run to aim with.
public struct KlondikeGame: Equatable, Sendable {
  /// The places the cursor visits, in the order a clockwise turn visits them: the top row left
  /// to right (the stock, the waste, New Deal, the four foundations), then the seven tableau
  /// piles; past the last it comes round to the first, as a wheel does.
  public enum Spot: Hashable, Sendable {
    case stock, waste, newDeal
    case foundation(Int)
    case tableau(Int)
  }

  public static let spots: [Spot] =
    [.stock, .waste, .newDeal] + (0..<4).map { Spot.foundation($0) } + (0..<7).map { Spot.tableau($0) }

  public enum Phase: Equatable, Sendable { case playing, won }

  /// What the score line says about the last press: it could not go there, or New Deal wants
  /// a second press (a game is not thrown away by one slip of the thumb).
  public enum Notice: Equatable, Sendable { case notThere, confirmDeal }

  /// Windows' standard scoring, draw one; the score never goes below 0. Moves between tableau
  /// piles score nothing. Windows' time bonus is left out: the rules read no clock.
  public enum Points {
    public static let wasteToTableau = 5
    public static let toFoundation = 10
    public static let turnOver = 5
    public static let foundationToTableau = -15
    public static let recycleWaste = -100
  }

  /// The top card of each pile is its last.
  public internal(set) var stock: [Card] = []
  public internal(set) var waste: [Card] = []
  public internal(set) var foundations: [[Card]] = Array(repeating: [], count: 4)
  public internal(set) var tableau: [[Card]] = Array(repeating: [], count: 7)
  /// How many cards at the bottom of each tableau pile lie face down.
  public internal(set) var faceDown: [Int] = Array(repeating: 0, count: 7)
  /// Where the cursor is, in `spots`.
  public internal(set) var cursor = Self.spots.firstIndex(of: .tableau(0)) ?? 0
  /// The pile the cards in hand were lifted from (nil: the hand is empty).
  public internal(set) var held: Spot?
  public internal(set) var score = 0
  public internal(set) var phase = Phase.playing
  public internal(set) var notice: Notice?
  var random: SeededRandom

  public init(seed: UInt64) {
    random = SeededRandom(seed: seed)
    deal()
  }

  public var spot: Spot { Self.spots[cursor] }

  /// A shuffled deck: pile n of the tableau gets n cards, the last face up; the rest is the stock.
  mutating func deal() {
    var deck = Card.deck
    for i in stride(from: deck.count - 1, to: 0, by: -1) { deck.swapAt(i, random.int(in: 0...i)) }
    for pile in 0..<7 {
      tableau[pile] = Array(deck.suffix(pile + 1))
      deck.removeLast(pile + 1)
      faceDown[pile] = pile
    }
    stock = deck
    waste = []
    foundations = Array(repeating: [], count: 4)
    held = nil
    score = 0
    phase = .playing
    notice = nil
  }

  /// The wheel moves the cursor, round the piles; returns whether anything changed.
  public mutating func turn(_ steps: Int) -> Bool {
    guard phase == .playing, steps != 0 else { return false }
    let count = Self.spots.count
    cursor = ((cursor + steps) % count + count) % count
    notice = nil
    return true
  }

  /// MENU with cards in hand puts them back; returns false when there was nothing to put
  /// back (MENU then leaves the game, which waits).
  public mutating func cancel() -> Bool {
    notice = nil
    guard held != nil else { return false }
    held = nil
    return true
  }

  /// The center: draw from the stock, pick up, put down, or deal again. Returns the final
  /// score of a game this press ended (won, or given up for a new deal), to be recorded.
  @discardableResult
  public mutating func press() -> Int? {
    let ask = notice
    notice = nil
    if phase == .won {
      deal()
      return nil
    }
    if spot == .newDeal {
      guard ask == .confirmDeal else {
        notice = .confirmDeal
        return nil
      }
      let given = score
      deal()
      return given
    }
    if let source = held {
      if source == spot {
        held = nil
      } else if put(from: source, on: spot) {
        held = nil
        if foundations.allSatisfy({ $0.count == 13 }) {
          phase = .won
          return score
        }
      } else {
        notice = .notThere
      }
      return nil
    }
    pickUp()
    return nil
  }

  /// The cards in hand, bottom first (a tableau pile's face-up run, or one top card).
  public var heldCards: [Card] { held.map(cards(liftedFrom:)) ?? [] }

  func cards(liftedFrom spot: Spot) -> [Card] {
    switch spot {
    case .waste: Array(waste.suffix(1))
    case .foundation(let f): Array(foundations[f].suffix(1))
    case .tableau(let t): Array(tableau[t].dropFirst(faceDown[t]))
    case .stock, .newDeal: []
    }
  }

  /// The stock turns its top card onto the waste, or takes the waste back when it is empty;
  /// any other pile with cards lifts them.
  mutating func pickUp() {
    switch spot {
    case .stock:
      if let card = stock.popLast() {
        waste.append(card)
      } else if !waste.isEmpty {
        stock = waste.reversed()
        waste = []
        add(Points.recycleWaste)
      } else {
        notice = .notThere
      }
    default:
      if cards(liftedFrom: spot).isEmpty { notice = .notThere } else { held = spot }
    }
  }

  /// Moves what fits of the cards lifted from `source` onto `target`; false when nothing does.
  mutating func put(from source: Spot, on target: Spot) -> Bool {
    let cards = cards(liftedFrom: source)
    let moving: [Card]
    switch target {
    case .foundation(let f):
      guard let card = cards.last, Self.fits(card, onFoundation: foundations[f]) else { return false }
      moving = [card]
      foundations[f].append(card)
      if case .foundation = source {} else { add(Points.toFoundation) }
    case .tableau(let t):
      guard let i = cards.firstIndex(where: { Self.fits($0, onTableau: tableau[t]) }) else { return false }
      moving = Array(cards[i...])
      tableau[t] += moving
      if source == .waste { add(Points.wasteToTableau) }
      if case .foundation = source { add(Points.foundationToTableau) }
    case .stock, .waste, .newDeal:
      return false
    }
    remove(moving.count, from: source)
    return true
  }

  private mutating func remove(_ count: Int, from spot: Spot) {
    switch spot {
    case .waste: waste.removeLast(count)
    case .foundation(let f): foundations[f].removeLast(count)
    case .tableau(let t):
      tableau[t].removeLast(count)
      // The card now on top turns face up by itself.
      if faceDown[t] > 0, faceDown[t] == tableau[t].count {
        faceDown[t] -= 1
        add(Points.turnOver)
      }
    case .stock, .newDeal: break
    }
  }

  private mutating func add(_ points: Int) { score = max(0, score + points) }

  /// An ace on an empty foundation, else the next rank of the same suit.
  public static func fits(_ card: Card, onFoundation pile: [Card]) -> Bool {
    guard let top = pile.last else { return card.rank == 1 }
    return top.suit == card.suit && top.rank + 1 == card.rank
  }

  /// A king on an empty pile, else one rank lower in the other colour.
  public static func fits(_ card: Card, onTableau pile: [Card]) -> Bool {
    guard let top = pile.last else { return card.rank == 13 }
    return top.isRed != card.isRed && top.rank == card.rank + 1
  }
}
