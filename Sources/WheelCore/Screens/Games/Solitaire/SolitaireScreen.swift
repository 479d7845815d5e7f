/// Solitaire on the display: the wheel moves the cursor round the piles, the center draws,
/// picks up and puts down; MENU puts back the cards in hand, and with none in hand goes back
/// (the game waits there). A game ends with a win or a new deal; its score is recorded then.
struct SolitaireScreen: ScreenHome {
  let name = "Solitaire"
  func title(in state: AppState) -> String { name }
  func content(in state: AppState) -> ListContent? { nil }
  func tick(at time: Double, in state: inout AppState) -> [Effect] { [] }
  func requests(in state: inout AppState) -> [Effect] { [] }
  func leave(for next: Screen, in state: inout AppState) {}
  func deadlines(in state: AppState) -> [Double] { [] }
  var takesText: Bool { false }

  func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    switch command {
    case .turn(let steps):
      return state.extras.solitaire.turn(steps) ? state.clicks(forRows: 1) : []
    case .select, .pick:
      return state.extras.solitaire.press().map { state.record($0, for: .solitaire) } ?? []
    case .menu:
      return state.extras.solitaire.cancel() ? [] : nil
    default: return nil
    }
  }

  func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    let game = state.extras.solitaire
    guard let table = SolitaireTable(body: body) else {
      DisplayPainter.centered("Too small for Solitaire", in: body, role: .notice, into: &grid)
      return
    }
    let best = state.extras.scores[.solitaire]
    _ = GameBoard.header("Score \(game.score)", right: Self.status(game, best: best), in: body, into: &grid)
    table.paint(game, into: &grid)
    if game.phase == .won {
      GameBoard.message("You won! Center deals again", in: table.board, into: &grid)
    }
  }

  /// The score line's right side: what the last press meant, the cards in hand, or the best.
  static func status(_ game: KlondikeGame, best: Int) -> String {
    switch game.notice {
    case .notThere: return "Not there"
    case .confirmDeal: return "Again: new deal"
    case nil: break
    }
    let hand = game.heldCards
    if let first = hand.first {
      return "Holding \(first)" + (hand.count > 1 ? " +\(hand.count - 1)" : "")
    }
    return best > 0 ? "Best \(best)" : ""
  }
}
