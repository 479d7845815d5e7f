/// Seed 002's player screen on the iPod: position in the queue, title in bold, artist, album,
/// a progress bar with elapsed and remaining time; the volume bar while the wheel turns, and
/// a clearly marked scrub mode. The album art sits at the left with the song beside it; on an
/// iPod on its side it fills the left half and the rest goes in the right half
/// (`Layout.nowPlayingColumn`).
enum NowPlayingPainter {
  static func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    guard let track = state.currentTrack, let queue = state.player.queue else {
      DisplayPainter.centered("Nothing playing", in: body, role: .rowDetail, into: &grid)
      return
    }
    let player = state.player
    let column = state.layout.nowPlayingColumn
    let box = column ?? body
    let inner = box.inset(dx: 1, dy: 0)
    let chapter = chapter(state)
    let lines = lines(of: track, chapter: chapter?.title, stars: starLine(state), in: box)
    let room = textWidth(state, in: body)
    // The lines as they show now: cut, or the one whose turn it is moved along by its marquee.
    let paths = lines.map { Marquee.stops($0.0, width: room, in: grid.widths) }
    let offsets = Marquee.offsets(paths, elapsed: state.marquee.elapsed(at: state.now))
    let shown = lines.indices.map { Marquee.window(lines[$0].0, width: room, offset: offsets[$0], in: grid.widths) }

    var y = box.y
    let position = chapter?.place ?? "\(queue.position + 1) of \(queue.tracks.count)"
    grid.write(position, at: Point(x: inner.x, y: y), role: .rowDetail, maxWidth: inner.width)
    let marks = modeMarks(state)
    grid.write(marks, at: Point(x: inner.maxX - TextWidth.of(marks, in: grid.widths), y: y), role: .rowDetail)
    y += box.height >= lines.count + 6 ? 2 : 1
    let cover = state.layout.nowPlayingArt
    if let cover {
      let key = NowPlayingScreen.coverKey(track)
      CoverPainter.paint(state.covers.pictures[key], name: track.album, in: cover, clippedTo: cover, into: &grid)
    }
    let shownLines = lines.count { !$0.0.isEmpty }
    if column != nil {
      // On its side: the lines in the middle of the right half, between the place and the bar.
      y += max(0, (box.maxY - 3 - y - shownLines) / 2)
      for (i, (text, role)) in lines.enumerated() where !text.isEmpty {
        centered(shown[i], y: y, in: inner, role: role, into: &grid)
        y += 1
      }
    } else if let cover {
      // The album's art at the left, as on the iPod; the text beside it.
      let text = Rect(x: cover.maxX + 2, y: cover.y, width: inner.maxX - cover.maxX - 2, height: cover.height)
      var ty = text.y + max(0, (text.height - lines.count) / 2)
      for (i, (line, role)) in lines.enumerated() where !line.isEmpty {
        grid.write(shown[i], at: Point(x: text.x, y: ty), role: role)
        ty += 1
      }
      y = cover.maxY
    } else {
      for (i, (text, role)) in lines.enumerated() where !text.isEmpty {
        centered(shown[i], y: y, in: inner, role: role, into: &grid)
        y += 1
      }
    }
    let barY = max(y + 1, box.maxY - 2)
    let showVolume =
      player.wheelMode == .volume
      && (player.lastWheelTime.map { state.now < $0 + PlayerState.volumeBarSeconds } ?? false)
    if player.wheelMode == .rating {
      let stars = stars(state.rating(ofTrack: queue.tracks[queue.position]), glyphs: state.glyphs)
      centered(stars, y: barY, in: inner, role: .emphasis, into: &grid)
      centered("Rating", y: barY + 1, in: inner, role: .rowDetail, into: &grid)
    } else if showVolume {
      VolumeSpeakers.paint(
        fraction: Double(state.settings.volume) / Double(Settings.volumeSteps), y: barY, in: inner,
        ascii: state.glyphs.check == "*", into: &grid)
      centered("Volume", y: barY + 1, in: inner, role: .rowDetail, into: &grid)
    } else {
      let fraction = player.duration > 0 ? player.elapsed / player.duration : 0  // bar() keeps it in 0...1
      bar(fraction: fraction, y: barY, in: inner, marker: player.wheelMode == .scrub, into: &grid)
      let elapsed = format(player.elapsed)
      // Remaining time counts down to 0:00 only as the song ends (rounded up, like the iPod).
      let remaining = "-" + format(max(0, player.duration - player.elapsed).rounded(.up))
      grid.write(elapsed, at: Point(x: inner.x, y: barY + 1), role: .row)
      grid.write(
        remaining, at: Point(x: inner.maxX - TextWidth.of(remaining, in: grid.widths), y: barY + 1), role: .row)
      if player.wheelMode == .scrub { centered("Scrubbing", y: barY + 1, in: inner, role: .emphasis, into: &grid) }
    }
  }

  /// The playing chapter's title and its place among the file's chapters ("2 of 3"), which
  /// stand where the song's title and place in the queue are, as on the iPod.
  static func chapter(_ state: AppState) -> (title: String, place: String)? {
    guard let chapters = state.playingChapters else { return nil }
    let here = AppState.chapter(in: chapters, at: state.player.elapsed)
    return (chapters[here].title, "\(here + 1) of \(chapters.count)")
  }

  /// Title, artist, album and the song's stars when it has some (in a book with chapters: the
  /// chapter, the book, its author); short displays drop the stars, the album, then the
  /// artist, so the bar always shows.
  static func lines(of track: Track, chapter: String? = nil, stars: String = "", in body: Rect) -> [(String, Role)] {
    let artist = track.artist.isEmpty ? LibraryIndex.unknownArtist : track.artist
    var lines: [(String, Role)] =
      if let chapter {
        [(chapter, .emphasis), (track.title, .row), (artist, .rowDetail)]
      } else {
        [
          (track.title, .emphasis), (artist, .row),
          (track.album.isEmpty ? LibraryIndex.unknownAlbum : track.album, .rowDetail),
        ]
      }
    if !stars.isEmpty { lines.append((stars, .rowDetail)) }
    while lines.count > 1 && lines.count + 4 > body.height { lines.removeLast() }
    return lines
  }

  /// The cells the song's lines have: beside the album art when it shows, else the display's
  /// (on its side: the right half's).
  static func textWidth(_ state: AppState, in body: Rect) -> Int {
    let inner = (state.layout.nowPlayingColumn ?? body).inset(dx: 1, dy: 0)
    guard let cover = state.layout.nowPlayingArt, state.layout.nowPlayingColumn == nil else { return inner.width }
    return inner.maxX - cover.maxX - 2
  }

  /// The rated song's stars under its album, except on the rating page, which shows them big.
  static func starLine(_ state: AppState) -> String {
    guard state.player.wheelMode != .rating, let t = state.player.queue?.current else { return "" }
    let rating = state.rating(ofTrack: t)
    return rating > 0 ? String(repeating: state.glyphs.star, count: rating) : ""
  }

  /// Five places, the first `rating` of them stars, as the iPod's rating page shows them.
  static func stars(_ rating: Int, glyphs: GlyphSet) -> String {
    let max = SongRecord.maxRating
    let given = min(max, Swift.max(0, rating))
    return (Array(repeating: glyphs.star, count: given) + Array(repeating: glyphs.noStar, count: max - given))
      .joined(separator: " ")
  }

  /// Any value at all formats (NaN and negatives as 0:00, huge ones as 99:59:59): the painter
  /// must never trap on what the engine or a file reported.
  static func format(_ seconds: Double) -> String {
    let total = seconds.isFinite ? Int(min(max(0, seconds), 359_999)) : (seconds > 0 ? 359_999 : 0)
    let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
    let ss = s < 10 ? "0\(s)" : "\(s)"
    if h > 0 { return "\(h):" + (m < 10 ? "0\(m)" : "\(m)") + ":" + ss }
    return "\(m):" + ss
  }

  private static func modeMarks(_ state: AppState) -> String {
    let ascii = state.environment.useASCII
    var marks: [String] = []
    if state.settings.shuffle != .off { marks.append(ascii ? "S" : "⇄") }
    switch state.settings.repeatMode {
    case .off: break
    case .one: marks.append(ascii ? "R1" : "↻1")
    case .all: marks.append(ascii ? "R" : "↻")
    }
    return marks.joined(separator: " ")
  }

  private static func centered(_ text: String, y: Int, in box: Rect, role: Role, into grid: inout Grid) {
    let line = TextWidth.truncated(text, toWidth: box.width, in: grid.widths)
    let width = TextWidth.of(line, in: grid.widths)
    grid.write(line, at: Point(x: box.x + (box.width - width) / 2, y: y), role: role)
  }

  /// A bar across the box: filled up to `fraction`, with a diamond at the position in scrub mode.
  static func bar(fraction: Double, y: Int, in box: Rect, marker: Bool, into grid: inout Grid) {
    let width = box.width
    guard width > 0 else { return }
    let filled = fraction.isFinite ? Int((Double(width) * min(1, max(0, fraction))).rounded()) : 0
    grid.fill(Rect(x: box.x, y: y, width: width, height: 1), with: "─", role: .barEmpty)
    grid.fill(Rect(x: box.x, y: y, width: filled, height: 1), with: "━", role: .barFilled)
    if marker { grid.put("◆", at: Point(x: box.x + min(width - 1, filled), y: y), role: .barFilled) }
  }
}
