/// Audiobooks and Podcasts: spoken word, grouped apart from the music lists.
extension LibraryIndexBuilder {
  /// Books (or podcast shows) of `kind`, grouped by `SpokenNaming`, by name; each group's
  /// `detail` is its author, its tracks by disc, number and title.
  func spokenGroups(_ kind: TrackKind) -> [LibraryGroup] {
    struct Key: Hashable { var name: SortKey, author: SortKey }
    var members: [Key: [Int32]] = [:]
    var order: [Key] = []
    var heading: [Key: (name: String, detail: String)] = [:]
    for t in 0..<Int32(tracks.count) where kinds[Int(t)] == kind {
      let (name, author) = SpokenNaming.group(of: tracks[Int(t)], kind: kind)
      let key = Key(name: SortKey(name), author: SortKey(author))
      if members[key] == nil {
        order.append(key)
        heading[key] = (name, author)
      }
      members[key, default: []].append(t)
    }
    let titleKeys = Dictionary(
      uniqueKeysWithValues: members.values.joined().map { ($0, SortKey(tracks[Int($0)].title)) })
    let sortedKeys = order.sorted { $0.name != $1.name ? $0.name < $1.name : $0.author < $1.author }
    return sortedKeys.map { key -> LibraryGroup in
      let parts = members[key]!.sorted { a, b in
        let x = tracks[Int(a)]
        let y = tracks[Int(b)]
        if x.discNumber != y.discNumber { return x.discNumber < y.discNumber }
        if x.trackNumber != y.trackNumber { return x.trackNumber < y.trackNumber }
        if titleKeys[a]! != titleKeys[b]! { return titleKeys[a]! < titleKeys[b]! }
        return a < b
      }
      return LibraryGroup(name: heading[key]!.name, detail: heading[key]!.detail, tracks: parts)
    }
  }
}
