/// Album pictures the adapter has loaded, keyed by album, and which are on their way, so that
/// each cover is asked for once while it is wanted.
///
/// The pictures are bounded (`budget`): Cover Flow walked through thousands of albums keeps the
/// covers seen last, and a cover dropped long ago is asked for again when it comes back into
/// view (it is neither held nor pending then).
public struct CoverArtCache: Equatable, Sendable {
  /// 8 MiB: about a hundred covers at Cover Flow's 160x160 (77 KB each), six times the 17 it
  /// draws at most, so sliding back a few dozen albums finds them still here.
  public static let defaultBudget = 8 << 20

  public private(set) var pictures: BoundedCache<String, Picture>
  /// Albums without a usable picture: drawn as generated covers, not asked for again. Only
  /// keys (one per album at most), so they stay out of the budget.
  public private(set) var missing: Set<String> = []
  public private(set) var pending: Set<String> = []

  public init(budget: Int = defaultBudget) {
    pictures = BoundedCache(budget: budget)
  }

  public static func key(for album: LibraryGroup) -> String { album.name + "\u{1F}" + album.detail }

  public func needsLoading(_ key: String) -> Bool {
    pictures[key] == nil && !missing.contains(key) && !pending.contains(key)
  }

  /// Notes that the cover is on screen (kept before others, and through this pass whatever
  /// the budget), and says whether it must be asked for: not held, not missing, not on its way.
  public mutating func needsLoading(shown key: String) -> Bool {
    pictures.use(key)
    return needsLoading(key)
  }

  public mutating func markPending(_ key: String) { pending.insert(key) }

  /// Takes the adapter's answer. A picture counts as in use: it was asked for because it was
  /// on screen.
  public mutating func store(_ picture: Picture?, for key: String) {
    pending.remove(key)
    if let picture {
      pictures.insert(picture, for: key, cost: picture.byteCount, inUse: true)
    } else {
      missing.insert(key)
    }
  }

  /// A new pass of requests: only what it shows is in use from now on.
  public mutating func startPass() { pictures.startPass() }
}
