/// Settings > Legal: the licences (`LegalText`), each paragraph wrapped whole with a blank line
/// between two; the wheel scrolls it as it scrolls Notices and a note.
enum LegalScreen {
  static var home: TextPageScreen {
    TextPageScreen(name: "Legal", empty: "") { state, body in lines(in: body, state.environment.widths) }
  }

  static func lines(in body: Rect, _ widths: WidthProfile) -> [String] {
    let width = ScrolledText.lineWidth(in: body)
    var out: [String] = []
    for paragraph in LegalText.paragraphs {
      if !out.isEmpty { out.append("") }
      out += TextWidth.wrappedWhole(paragraph, toWidth: width, in: widths)
    }
    return out
  }
}
