/// Where Solitaire's piles go in the display, in text cells: the top row (stock, waste, New
/// Deal, four foundations) under the score line, the seven tableau piles below, one row a
/// card. At 120x40 the display is about 37x12 cells: each pile is a column of five cells and a
/// card reads "10♥". Narrower displays close the columns up, then write ten as "T"; tall
/// piles fold their face-down cards, then the middle of their face-up run, into fewer rows.
/// Under 20x5 cells there is no table (the screen says it is too small).
struct SolitaireTable {
  /// The display below the score line.
  let board: Rect
  /// Cells from one pile's left edge to the next, and a card's width (3, or 2 with "T" for 10).
  let columnWidth: Int
  let cardWidth: Int
  let left: Int
  let tableauTop: Int

  init?(body: Rect) {
    guard body.height >= 5,
      let (column, card) = [(5, 3), (4, 3), (3, 2)].first(where: { 7 * $0.0 - ($0.0 - $0.1) <= body.width })
    else { return nil }
    columnWidth = column
    cardWidth = card
    left = body.x + (body.width - (7 * column - (column - card))) / 2
    board = Rect(x: body.x, y: body.y + 1, width: body.width, height: body.height - 1)
    tableauTop = board.y + (board.height >= 10 ? 2 : 1)
  }

  /// What one row of a pile shows.
  enum Entry: Equatable {
    case card(Card)
    case faceDown
    /// Face-up cards folded away in a tall pile.
    case folded
    case empty
    /// The stock when it is empty and the waste can be turned back, and New Deal.
    case label(String)
  }

  func paint(_ game: KlondikeGame, into grid: inout Grid) {
    let held = Set(game.heldCards)
    let top: [(KlondikeGame.Spot, Entry)] =
      [
        (.stock, game.stock.isEmpty ? (game.waste.isEmpty ? .empty : .label("↺")) : .faceDown),
        (.waste, game.waste.last.map(Entry.card) ?? .empty),
        (.newDeal, .label(cardWidth == 3 ? "New" : "+")),
      ] + (0..<4).map { (.foundation($0), game.foundations[$0].last.map(Entry.card) ?? .empty) }
    for (column, (spot, entry)) in top.enumerated() {
      let from = spot == game.held && game.held != nil
      draw(entry, at: Point(x: x(column), y: board.y), cursor: game.spot == spot, held: from, into: &grid)
    }
    let rows = board.maxY - tableauTop
    for pile in 0..<7 {
      let entries = Self.column(game.tableau[pile], faceDown: game.faceDown[pile], rows: rows)
      for (row, entry) in entries.enumerated() {
        let inHand =
          if case .card(let card) = entry { game.held == .tableau(pile) && held.contains(card) } else { false }
        draw(
          entry, at: Point(x: x(pile), y: tableauTop + row),
          cursor: game.spot == .tableau(pile) && row == entries.count - 1,
          held: inHand, into: &grid)
      }
    }
  }

  func x(_ column: Int) -> Int { left + column * columnWidth }

  /// A pile's rows, fitted into `rows`: every card when they fit; else the face-down cards
  /// folded into what the face-up run leaves (at least one row), then the run's middle folded
  /// into one row, its first card and its last ones kept (the last is the one to play).
  static func column(_ pile: [Card], faceDown: Int, rows: Int) -> [Entry] {
    guard !pile.isEmpty else { return [.empty] }
    let up = Array(pile.dropFirst(faceDown))
    let downRows = faceDown == 0 ? 0 : max(1, min(faceDown, rows - up.count))
    let room = max(1, rows - downRows)
    let shown: [Entry] =
      if up.count <= room {
        up.map(Entry.card)
      } else if room >= 3 {
        [.card(up[0]), .folded] + up.suffix(room - 2).map(Entry.card)
      } else {
        up.suffix(room).map(Entry.card)
      }
    return Array(repeating: .faceDown, count: downRows) + shown
  }

  private func draw(_ entry: Entry, at p: Point, cursor: Bool, held: Bool, into grid: inout Grid) {
    let text: String
    var role = Role.rowDetail
    switch entry {
    case .card(let card):
      let rank = card.rankLabel(short: cardWidth == 2)
      text = String(repeating: " ", count: max(0, cardWidth - 1 - rank.count)) + rank + String(card.suit.symbol)
      role = card.isRed ? .cardRed : .row
    case .faceDown: text = String(repeating: "▒", count: cardWidth)
    case .folded: text = String(repeating: "┊", count: 1)
    case .empty: text = cardWidth == 3 ? "[ ]" : "[]"
    case .label(let label): text = label
    }
    if cursor || held { role = cursor ? .selected : .overlay }
    let cell = Rect(x: p.x, y: p.y, width: cardWidth, height: 1)
    grid.fill(cell, role: cursor || held ? role : .row)
    let width = TextWidth.of(text, in: grid.widths)
    grid.write(text, at: Point(x: p.x + max(0, (cardWidth - width + 1) / 2), y: p.y), role: role, maxWidth: cardWidth)
  }
}
