/// The back of a flipped cover: the album's name over its tracks, one chosen with the wheel,
/// as the iPod shows them (center plays from the chosen track, MENU turns the cover back).
enum CoverFlowBack {
  static func paint(_ state: AppState, flip: CoverFlowFlip, in card: Rect, into grid: inout Grid) {
    guard card.width >= 4, card.height >= 2 else { return }
    let index = state.library.index
    let album = index.coverFlowAlbum(flip.album)
    grid.fill(card, role: .row)
    let header = Rect(x: card.x, y: card.y, width: card.width, height: 1)
    grid.fill(header, role: .title)
    DisplayPainter.centered(album.name, in: header, role: .title, into: &grid)
    let tracks = album.tracks
    let rows = visibleRows(card)
    let cursor = flip.cursor
    for line in 0..<rows {
      let i = cursor.top + line
      guard tracks.indices.contains(i) else { break }
      let track = index[tracks[i]]
      let y = card.y + 1 + line
      let chosen = i == cursor.selected
      let row = Rect(x: card.x, y: y, width: card.width, height: 1)
      if chosen { grid.fill(row, role: .selected) }
      let time = NowPlayingPainter.format(track.duration)
      let timeWidth = track.duration > 0 ? TextWidth.of(time, in: grid.widths) : 0
      let room = card.width - 2 - (timeWidth > 0 ? timeWidth + 1 : 0)
      grid.write(
        TextWidth.truncated(track.title, toWidth: max(1, room), in: grid.widths), at: Point(x: card.x + 1, y: y),
        role: chosen ? .selected : .row, maxWidth: max(1, room))
      if timeWidth > 0, room > 3 {
        grid.write(time, at: Point(x: card.maxX - 1 - timeWidth, y: y), role: chosen ? .selected : .rowDetail)
      }
    }
  }

  /// Track rows under the album's name.
  static func visibleRows(_ card: Rect) -> Int { max(1, card.height - 1) }
}
