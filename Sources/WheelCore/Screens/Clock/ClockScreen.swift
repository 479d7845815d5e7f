/// The clock: nothing to turn or press (the app's common handling ignores both); it wakes
/// every second to show the next one.
enum ClockScreen: ScreenHome {
  static func perform(_ command: Command, in state: inout AppState) -> [Effect]? { nil }

  static func deadlines(in state: AppState) -> [Double] { [state.now + 1] }

  static func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    guard let time = state.clock else {
      DisplayPainter.centered("Reading the clock…", in: body, role: .rowDetail, into: &grid)
      return
    }
    let withSeconds = BigGlyphs.width(of: time.clockText + ":" + time.secondsText) <= body.width - 2
    BigText.paint(withSeconds ? time.clockText + ":" + time.secondsText : time.clockText, detail: [time.dateLine], in: body, into: &grid)
  }
}
