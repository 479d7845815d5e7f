/// Decoded photos kept in the core, with a bound: a least-recently-used set of pictures by
/// path within a byte budget, the failures (kept, so a broken file is tried once), and what is
/// being decoded.
///
/// The bound is what lets a folder of thousands of photos be browsed: the grid marks the
/// thumbnails in view as used on every pass, so the ones evicted are those scrolled away
/// longest ago, and those in view are never evicted to make room for their neighbours.
public struct PhotoPictures: Equatable, Sendable {
  /// At most this many requests are out at once, so a fast scroll through a long grid does not
  /// queue hundreds of decodes for photos already gone from view.
  public let inFlight: Int
  private var entries: BoundedCache<String, Entry>
  /// Why a photo could not be decoded, by path.
  public private(set) var failures: [String: String] = [:]
  /// Paths being decoded, with the box asked for.
  public private(set) var pending: [String: Size] = [:]

  struct Entry: Equatable, Sendable {
    var picture: Picture
    var box: Size
  }

  /// `budget` in bytes of pixels (see `BoundedCache`).
  public init(budget: Int, inFlight: Int) {
    entries = BoundedCache(budget: budget)
    self.inFlight = max(1, inFlight)
  }

  public var count: Int { entries.count }
  /// Bytes held, and the most that may be (beyond what is in use this pass).
  public var cost: Int { entries.cost }
  public var budget: Int { entries.budget }

  public func picture(_ path: String) -> Picture? { entries[path]?.picture }

  public func problem(_ path: String) -> String? { failures[path] }

  /// Whether `path` should be asked for at `box`: not failed, not on its way, not held at that
  /// box already (a resized display asks again), and a request slot is free.
  public func needs(_ path: String, box: Size) -> Bool {
    failures[path] == nil && pending[path] == nil && entries[path]?.box != box && pending.count < inFlight
  }

  public mutating func markPending(_ path: String, box: Size) { pending[path] = box }

  /// Marks pictures as in use this pass (those on screen), so eviction takes others first.
  public mutating func touch(_ paths: [String]) {
    for path in paths { entries.use(path) }
  }

  /// A new pass of requests: only what it marks is in use from now on.
  public mutating func startPass() { entries.startPass() }

  /// Takes a decoded photo (or its failure); evicts the least recently used beyond the budget.
  /// A decoded photo counts as in use this pass: it was asked for to be shown.
  public mutating func store(_ decode: PhotoDecode) {
    let path = decode.request.path
    pending[path] = nil
    switch decode.result {
    case .success(let picture):
      let box = Size(width: decode.request.width, height: decode.request.height)
      entries.insert(Entry(picture: picture, box: box), for: path, cost: picture.byteCount, inUse: true)
    case .failure(let problem):
      entries.removeValue(forKey: path)
      failures[path] = problem.reason
    }
  }

  /// Forgets everything (a new listing: the files may have changed).
  public mutating func removeAll() {
    entries.removeAll()
    failures = [:]
    pending = [:]
  }
}
