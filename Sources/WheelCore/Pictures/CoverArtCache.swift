/// Album pictures the adapter has loaded, keyed by album, and which are on their way, so that
/// each cover is asked for once.
public struct CoverArtCache: Equatable, Sendable {
  public private(set) var pictures: [String: Picture] = [:]
  /// Albums without a usable picture: drawn as generated covers, not asked for again.
  public private(set) var missing: Set<String> = []
  public private(set) var pending: Set<String> = []

  public init() {}

  public static func key(for album: LibraryGroup) -> String { album.name + "\u{1F}" + album.detail }

  public func needsLoading(_ key: String) -> Bool {
    pictures[key] == nil && !missing.contains(key) && !pending.contains(key)
  }

  public mutating func markPending(_ key: String) { pending.insert(key) }

  public mutating func store(_ picture: Picture?, for key: String) {
    pending.remove(key)
    if let picture { pictures[key] = picture } else { missing.insert(key) }
  }
}
