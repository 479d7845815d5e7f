/// Notes' folders (lists, see the screen table) and a note ask for the folder's listing once
/// while any of them shows; leaving Notes forgets it, so the next visit lists afresh.
extension AppState {
  mutating func askNotesList() -> [Effect] {
    guard !extras.notes.listAsked else { return [] }
    extras.notes.listAsked = true
    return [.extras(.listNotes)]
  }

  /// Going from one of Notes' screens to `next`: within Notes the listing stands.
  mutating func forgetNotes(for next: Screen) {
    if case .extra(.notes) = next { return }
    if case .extra(.note) = next { return }
    extras.notes.listAsked = false
  }
}

extension NotesState {
  /// A folder's title: "Notes" at the top, else the folder's own name.
  static func folderName(_ folder: String) -> String { folder.isEmpty ? "Notes" : displayName(folder) }
}
