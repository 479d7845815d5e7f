/// Photos: the wheel pages through the pictures; the one shown is asked for at the display's size.
enum PhotosScreen: ScreenHome {
  static func perform(_ command: Command, in state: inout AppState) -> [Effect]? {
    guard case .turn(let steps) = command else { return nil }
    let before = state.photos.index
    return state.photos.move(by: steps) ? state.clicks(forRows: state.photos.index - before) : []
  }

  static func requests(in state: inout AppState) -> [Effect] {
    let photos = state.photos
    guard let path = photos.currentPath, photos.shown?.path != path, photos.requested != path else { return [] }
    state.photos.requested = path
    let body = state.layout.body
    return [.loadPhoto(path: path, width: body.width, height: max(1, body.height - 1) * 2)]
  }

  static func paint(_ state: AppState, in body: Rect, into grid: inout Grid) {
    PhotosPainter.paint(state, in: body, into: &grid)
  }
}
