/// Settings > About > Notices: this run's notices, newest first, each wrapped over as many
/// lines as it needs and never cut (the bottom of the display has two lines for one, and a
/// path or a `.bak` name is what gets lost there). The wheel scrolls it as it scrolls a note.
enum NoticesScreen {
  static var home: TextPageScreen {
    TextPageScreen(name: "Notices", empty: "No notices") { state, body in
      state.notices.count > 0 ? lines(state.notices, in: body, state.environment.widths) : []
    }
  }

  /// The display lines: each notice wrapped whole, a blank line between two, and a last line
  /// saying how many older ones went past the log's bound.
  static func lines(_ log: NoticeLog, in body: Rect, _ widths: WidthProfile) -> [String] {
    let width = ScrolledText.lineWidth(in: body)
    var out: [String] = []
    for text in log.newestFirst {
      if !out.isEmpty { out.append("") }
      out += TextWidth.wrappedWhole(text, toWidth: width, in: widths)
    }
    if log.dropped > 0 {
      out += [""] + TextWidth.wrappedWhole("\(log.dropped) older not kept", toWidth: width, in: widths)
    }
    return out
  }
}
