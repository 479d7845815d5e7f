import Testing

@testable import WheelCore

/// Klondike's rules as a pure value: the deal, the cursor, legal and illegal moves, scoring
/// and the win, with no screen and no clock.
@Suite struct SolitaireRulesTests {
  typealias Game = KlondikeGame

  /// A game with nothing dealt, for laying out a position by hand.
  static func empty() -> Game {
    var game = Game(seed: 1)
    game.stock = []
    game.tableau = Array(repeating: [], count: 7)
    game.faceDown = Array(repeating: 0, count: 7)
    return game
  }

  /// Moves the cursor to `spot` and presses the center.
  @discardableResult
  static func press(_ game: inout Game, at spot: Game.Spot) -> Int? {
    game.cursor = Game.spots.firstIndex(of: spot)!
    return game.press()
  }

  static func move(_ game: inout Game, from: Game.Spot, to: Game.Spot) {
    press(&game, at: from)
    press(&game, at: to)
  }

  @Test func theDealLaysOutSevenPilesAndTheStockFromTheSeed() {
    let game = Game(seed: 42)
    #expect(game.tableau.map(\.count) == [1, 2, 3, 4, 5, 6, 7])
    #expect(game.faceDown == [0, 1, 2, 3, 4, 5, 6], "only each pile's last card face up")
    #expect(game.stock.count == 24 && game.waste.isEmpty && game.foundations.allSatisfy(\.isEmpty))
    let all = game.stock + game.tableau.flatMap { $0 }
    #expect(Set(all).count == 52)
    #expect(Game(seed: 42) == game, "a seed replays its deal")
    #expect(Game(seed: 43).tableau != game.tableau)
    #expect(game.spot == .tableau(0) && game.score == 0)
  }

  @Test func theWheelMovesTheCursorRoundThePiles() {
    var game = Game(seed: 1)
    game.cursor = 0
    let turned = game.turn(1)
    #expect(turned && game.spot == .waste)
    _ = game.turn(2)
    #expect(game.spot == .foundation(0))
    _ = game.turn(-4)
    #expect(game.spot == .tableau(6), "back past the stock comes round to the last pile")
    _ = game.turn(1)
    #expect(game.spot == .stock)
    #expect(Game.spots.count == 14)
  }

  @Test func theStockTurnsOneCardAtATimeAndTakingTheWasteBackCostsAHundred() {
    var game = Game(seed: 3)
    let top = game.stock.last
    Self.press(&game, at: .stock)
    #expect(game.waste == [top!] && game.stock.count == 23 && game.held == nil)
    for _ in 0..<23 { game.press() }
    #expect(game.stock.isEmpty && game.waste.count == 24)
    let order = game.waste
    game.score = 150
    game.press()
    #expect(game.stock == order.reversed() && game.waste.isEmpty, "the waste turned over is the stock again")
    #expect(game.score == 50)
    for _ in 0..<24 { game.press() }
    game.press()
    #expect(game.score == 0, "the score stops at 0")
    game.stock = []
    game.waste = []
    game.press()
    #expect(game.notice == .notThere)
  }

  @Test func anAceGoesToAFoundationThenItsSuitInOrder() {
    var game = Self.empty()
    game.waste = [Card(2, .hearts), Card(1, .hearts)]
    Self.move(&game, from: .waste, to: .foundation(2))
    #expect(game.foundations[2] == [Card(1, .hearts)] && game.score == Game.Points.toFoundation)
    game.waste.append(Card(3, .hearts))
    Self.move(&game, from: .waste, to: .foundation(2))
    #expect(game.foundations[2].count == 1, "a three does not go on an ace")
    #expect(game.held == .waste && game.notice == .notThere, "the card stays in hand")
    game.waste.removeLast()
    Self.press(&game, at: .foundation(2))
    #expect(game.foundations[2] == [Card(1, .hearts), Card(2, .hearts)] && game.score == 20)
    game.waste = [Card(3, .spades)]
    Self.move(&game, from: .waste, to: .foundation(2))
    #expect(game.foundations[2].count == 2, "not another suit")
  }

  @Test func aTableauTakesOneRankLowerInTheOtherColourAndAKingOnAnEmptyPile() {
    #expect(Game.fits(Card(6, .hearts), onTableau: [Card(7, .clubs)]))
    #expect(!Game.fits(Card(6, .diamonds), onTableau: [Card(7, .hearts)]), "same colour")
    #expect(!Game.fits(Card(5, .hearts), onTableau: [Card(7, .clubs)]), "not the next rank")
    #expect(Game.fits(Card(13, .spades), onTableau: []))
    #expect(!Game.fits(Card(12, .spades), onTableau: []))
    #expect(Game.fits(Card(1, .clubs), onFoundation: []) && !Game.fits(Card(2, .clubs), onFoundation: []))
  }

  /// The run is lifted whole; the part of it that fits the target moves, and the card left on
  /// top underneath turns over for 5.
  @Test func aRunMovesFromTheCardThatFitsAndTheCardUnderItTurnsOver() {
    var game = Self.empty()
    game.tableau[0] = [Card(4, .spades), Card(10, .clubs), Card(9, .hearts), Card(8, .spades)]
    game.faceDown[0] = 1
    game.tableau[1] = [Card(10, .diamonds)]
    Self.press(&game, at: .tableau(0))
    #expect(game.heldCards == [Card(10, .clubs), Card(9, .hearts), Card(8, .spades)])
    Self.press(&game, at: .tableau(1))
    #expect(game.notice == .notThere && game.held == .tableau(0), "nothing of the run goes on the ten of diamonds")
    game.tableau[1] = [Card(10, .spades)]
    Self.press(&game, at: .tableau(1))
    #expect(game.tableau[1] == [Card(10, .spades), Card(9, .hearts), Card(8, .spades)], "from the nine on")
    #expect(game.tableau[0] == [Card(4, .spades), Card(10, .clubs)] && game.faceDown[0] == 1)
    #expect(game.score == 0, "a move between tableau piles scores nothing")
    Self.move(&game, from: .tableau(0), to: .tableau(2))
    #expect(game.tableau[2].isEmpty && game.notice == .notThere, "only a king goes on an empty pile")
    _ = game.cancel()
    game.tableau[0][1] = Card(13, .diamonds)
    Self.move(&game, from: .tableau(0), to: .tableau(2))
    #expect(game.tableau[2] == [Card(13, .diamonds)])
    #expect(game.tableau[0] == [Card(4, .spades)] && game.faceDown[0] == 0 && game.score == Game.Points.turnOver)
  }

  @Test func theScoresFollowWindowsStandardScoring() {
    var game = Self.empty()
    game.tableau[0] = [Card(8, .clubs)]
    game.waste = [Card(7, .hearts)]
    Self.move(&game, from: .waste, to: .tableau(0))
    #expect(game.score == 5, "waste to tableau")
    game.foundations[1] = (1...6).map { Card($0, .spades) }
    Self.move(&game, from: .foundation(1), to: .tableau(0))
    #expect(game.score == 0, "foundation to tableau: -15, not below 0")
    #expect(game.tableau[0].last == Card(6, .spades))
    game.score = 40
    Self.move(&game, from: .tableau(0), to: .foundation(1))
    #expect(game.score == 50, "tableau to foundation")
    Self.move(&game, from: .foundation(1), to: .tableau(0))
    #expect(game.score == 35)
  }

  @Test func menuAndThePileItCameFromPutTheCardsBack() {
    var game = Game(seed: 9)
    Self.press(&game, at: .tableau(3))
    #expect(game.held == .tableau(3) && game.heldCards.count == 1)
    let putBack = game.cancel()
    #expect(putBack && game.held == nil)
    let again = game.cancel()
    #expect(!again, "with nothing in hand MENU leaves the game")
    let before = game.tableau
    Self.press(&game, at: .tableau(5))
    game.press()
    #expect(game.held == nil && game.tableau == before, "put down where it came from")
    Self.press(&game, at: .tableau(5))
    Self.press(&game, at: .stock)
    #expect(game.held == .tableau(5) && game.notice == .notThere, "nothing goes on the stock")
    _ = game.turn(1)
    #expect(game.notice == nil)
    Self.press(&game, at: .waste)
    #expect(game.notice == .notThere && game.held == .tableau(5), "nor on the waste")
  }

  @Test func aNewDealTakesTwoPressesAndEndsTheGameWithItsScore() {
    var game = Game(seed: 5)
    game.score = 60
    Self.press(&game, at: .tableau(6))
    let first = game.tableau
    let asked = Self.press(&game, at: .newDeal)
    #expect(asked == nil && game.notice == .confirmDeal && game.held == .tableau(6))
    _ = game.turn(1)
    _ = game.turn(-1)
    let askedAgain = game.press()
    #expect(askedAgain == nil && game.notice == .confirmDeal, "a turn in between asks again")
    let ended = game.press()
    #expect(ended == 60)
    #expect(game.tableau != first && game.score == 0 && game.held == nil && game.stock.count == 24)
  }

  @Test func theLastCardOnAFoundationWinsAndTheCenterDealsAgain() {
    var game = Self.empty()
    for (f, suit) in Card.Suit.allCases.enumerated() { game.foundations[f] = (1...13).map { Card($0, suit) } }
    let king = game.foundations[3].removeLast()
    game.tableau[4] = [king]
    game.score = 500
    Self.press(&game, at: .tableau(4))
    let won = Self.press(&game, at: .foundation(3))
    #expect(won == 510)
    #expect(game.phase == .won)
    let turned = game.turn(1)
    #expect(!turned, "the wheel rests on the win screen")
    let again = game.press()
    #expect(again == nil, "the win was recorded already")
    #expect(game.phase == .playing && game.tableau.map(\.count) == [1, 2, 3, 4, 5, 6, 7])
  }

  /// On the screen: the first MENU with cards in hand puts them back and stays, the next goes
  /// back; the move that wins records the score as the game's best.
  @Test func onTheScreenMenuPutsBackThenLeavesAndAWinIsRecorded() {
    var app = state(size: Size(width: 60, height: 24))
    app.push(.extra(.solitaire))
    var game = Self.empty()
    for (f, suit) in Card.Suit.allCases.enumerated() { game.foundations[f] = (1...13).map { Card($0, suit) } }
    game.tableau[4] = [game.foundations[3].removeLast()]
    game.score = 500
    game.cursor = Game.spots.firstIndex(of: .tableau(4))!
    app.extras.solitaire = game
    _ = app.update(key(.enter, at: 1))
    #expect(app.extras.solitaire.held == .tableau(4))
    _ = app.update(key(.escape, at: 2))
    #expect(app.screen == .extra(.solitaire) && app.extras.solitaire.held == nil)
    _ = app.update(key(.enter, at: 3))
    for t in 0..<5 { _ = app.update(key(.up, at: 4 + Double(t))) }
    #expect(app.extras.solitaire.spot == .foundation(3))
    let effects = app.update(key(.enter, at: 10))
    #expect(app.extras.solitaire.phase == .won && app.extras.scores[.solitaire] == 510)
    #expect(effects.contains(.extras(.saveHighScores(app.extras.scores))))
    _ = app.update(key(.escape, at: 11))
    #expect(app.screen != .extra(.solitaire))
  }
}
