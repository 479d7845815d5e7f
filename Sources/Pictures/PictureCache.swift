import WheelCore

/// Decoded covers by (source, size, background), failures included, so a broken cover.jpg is
/// decoded once rather than on every Cover Flow frame. Shared by the UI (which only peeks)
/// and the background decoder (which loads).
public final class PictureCache: Sendable {
  public struct Key: Hashable, Sendable {
    public let source: ArtSource
    public let width: Int
    public let height: Int
    public let background: RGB

    public init(source: ArtSource, fitting: (width: Int, height: Int), background: RGB) {
      self.source = source
      width = fitting.width
      height = fitting.height
      self.background = background
    }
  }

  private let store: LRUCache<Key, Result<Picture, PictureError>>
  private let loader: @Sendable (Key) -> Result<Picture, PictureError>

  /// 8 MiB: a hundred covers at Cover Flow's 160x160, the core's own bound
  /// (`CoverArtCache.defaultBudget`), so what the core drops the adapter soon drops too.
  public static let defaultBudget = CoverArtCache.defaultBudget

  /// `budget` in bytes of pixels; `loader` is injectable for tests, by default it decodes
  /// through `CoverArt.load`.
  public init(
    budget: Int = defaultBudget,
    loader: @escaping @Sendable (Key) -> Result<Picture, PictureError> = { key in
      CoverArt.load(key.source, fitting: (key.width, key.height), background: key.background)
    }
  ) {
    store = LRUCache(budget: budget)
    self.loader = loader
  }

  /// The cached result without decoding: what a render pass may call.
  public func cached(_ key: Key) -> Result<Picture, PictureError>? {
    store.value(for: key)
  }

  /// The cached result, or decodes and caches it. Decoding happens outside the lock, so two
  /// threads asking for the same new cover may both decode it; the later one wins, harmlessly.
  public func picture(_ key: Key) -> Result<Picture, PictureError> {
    if let hit = store.value(for: key) { return hit }
    let result = loader(key)
    store.insert(result, for: key, cost: (try? result.get())?.byteCount ?? 0)
    return result
  }

  public var count: Int { store.count }
  /// Bytes held now.
  public var cost: Int { store.cost }
}
