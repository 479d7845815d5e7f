/// Audiobooks and Podcasts: books and shows, a book's chapters to jump to, a show's episodes.
extension MenuCatalog {
  static func audiobooks(in state: AppState) -> ListContent {
    shelf(state.library.index.audiobooks, empty: "No audiobooks") { .open(.audiobook($0)) }
  }

  static func podcasts(in state: AppState) -> ListContent {
    shelf(state.library.index.podcasts, empty: "No podcasts") { .open(.podcast($0)) }
  }

  static func audiobook(_ b: Int, in state: AppState) -> ListContent {
    ListContent(bookRows(b, in: state), emptyMessage: "No chapters")
  }

  static func podcast(_ p: Int, in state: AppState) -> ListContent {
    let index = state.library.index
    let episodes = index.podcasts[safe: p]?.tracks ?? []
    let marks = state.spoken.bookmarks
    return ListContent(count: episodes.count, emptyMessage: "No episodes") { row in
      let track = index[episodes[row]]
      let left = marks.resumePoint(for: track, kind: .podcast)
      var episode = Row(
        track.title, detail: left > 0 ? NowPlayingPainter.format(left) : "",
        action: .playSpoken(.podcast(p), row, at: nil))
      // Never played to a play's count and never left part-way: the iPod's blue dot.
      episode.unplayed = left == 0 && state.facts(of: episodes[row]).plays == 0
      return episode
    }
  }

  /// A book's or a show's title bar: its name.
  static func audiobookName(_ b: Int, in state: AppState) -> String {
    state.library.index.audiobooks[safe: b]?.name ?? "Audiobooks"
  }

  static func podcastName(_ p: Int, in state: AppState) -> String {
    state.library.index.podcasts[safe: p]?.name ?? "Podcasts"
  }

  private static func shelf(_ groups: [LibraryGroup], empty: String, open: @escaping @Sendable (Int) -> RowAction)
    -> ListContent
  {
    ListContent(count: groups.count, emptyMessage: empty) { i in
      Row(groups[i].name, detail: groups[i].detail, accessory: .disclosure, action: open(i))
    }
  }

  /// "Resume" at the saved place (when there is one), then every chapter of every part, or
  /// the part itself when its file has no chapters (or none read yet).
  static func bookRows(_ b: Int, in state: AppState) -> [Row] {
    let index = state.library.index
    guard let book = index.audiobooks[safe: b] else { return [] }
    var rows: [Row] = []
    if let first = book.tracks.first,
      let mark = state.spoken.bookmarks.marks[Bookmarks.key(for: index[first], kind: .audiobook)],
      let part = book.tracks.firstIndex(where: { index[$0].path == mark.path })
    {
      let place = (book.tracks.count > 1 ? "Part \(part + 1) · " : "") + NowPlayingPainter.format(mark.seconds)
      rows.append(Row("Resume", detail: place, action: .playSpoken(.audiobook(b), part, at: mark.seconds)))
    }
    for (part, t) in book.tracks.enumerated() {
      let track = index[t]
      let chapters = state.spoken.chapters[track.path] ?? []
      if chapters.count > 1 {
        for chapter in chapters {
          rows.append(
            Row(
              chapter.title, detail: NowPlayingPainter.format(chapter.start),
              action: .playSpoken(.audiobook(b), part, at: chapter.start)))
        }
      } else {
        let name = track.title.isEmpty ? "Part \(part + 1)" : track.title
        rows.append(
          Row(name, detail: NowPlayingPainter.format(track.duration), action: .playSpoken(.audiobook(b), part, at: 0)))
      }
    }
    return rows
  }
}
