/// A playlist of an iTunes library: its name and its tracks, by `Track ID`. A smart playlist
/// comes with the members it had when the library was exported, which are imported as a plain
/// playlist (its rules are Apple's binary `Smart Criteria`, not read).
public struct ITunesPlaylist: Equatable, Sendable {
  public var name: String
  public var trackIDs: [Int]
  public var isSmart: Bool

  public init(name: String, trackIDs: [Int], isSmart: Bool = false) {
    self.name = name
    self.trackIDs = trackIDs
    self.isSmart = isSmart
  }

  /// Reads one entry of `Playlists`; nil for those that are not the user's own: the whole
  /// library (`Master`), the kinds iTunes keeps itself (`Distinguished Kind`: Music, Movies,
  /// Podcasts, Audiobooks, Purchased…) and folders, which hold playlists rather than songs.
  init?(_ fields: PlistValue) {
    guard fields["Master"]?.bool != true, fields["Distinguished Kind"] == nil, fields["Folder"]?.bool != true,
      fields["Visible"]?.bool != false
    else { return nil }
    name = fields["Name"]?.string ?? "Playlist"
    var ids: [Int] = []
    if case .array(let items) = fields["Playlist Items"] {
      ids.reserveCapacity(items.count)
      for item in items {
        if let id = item["Track ID"]?.integer, let narrow = Int(exactly: id) { ids.append(narrow) }
      }
    }
    trackIDs = ids
    isSmart = fields["Smart Info"] != nil || fields["Smart Criteria"] != nil
  }
}
