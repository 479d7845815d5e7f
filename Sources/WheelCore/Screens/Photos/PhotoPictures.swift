/// Decoded photos kept in the core, with a bound: a least-recently-used set of pictures by
/// path, the failures (kept, so a broken file is tried once), and what is being decoded.
///
/// The bound is what lets a folder of thousands of photos be browsed: the grid touches the
/// thumbnails in view on every frame, so the ones evicted are those scrolled away longest ago.
public struct PhotoPictures: Equatable, Sendable {
  /// At most this many pictures are held.
  public let capacity: Int
  /// At most this many requests are out at once, so a fast scroll through a long grid does not
  /// queue hundreds of decodes for photos already gone from view.
  public let inFlight: Int
  private var entries: [String: Entry] = [:]
  /// Why a photo could not be decoded, by path.
  public private(set) var failures: [String: String] = [:]
  /// Paths being decoded, with the box asked for.
  public private(set) var pending: [String: Size] = [:]
  private var tick: UInt64 = 0

  struct Entry: Equatable, Sendable {
    var picture: Picture
    var box: Size
    var used: UInt64
  }

  public init(capacity: Int, inFlight: Int) {
    self.capacity = max(1, capacity)
    self.inFlight = max(1, inFlight)
  }

  public var count: Int { entries.count }

  public func picture(_ path: String) -> Picture? { entries[path]?.picture }

  public func problem(_ path: String) -> String? { failures[path] }

  /// Whether `path` should be asked for at `box`: not failed, not on its way, not held at that
  /// box already (a resized display asks again), and a request slot is free.
  public func needs(_ path: String, box: Size) -> Bool {
    failures[path] == nil && pending[path] == nil && entries[path]?.box != box && pending.count < inFlight
  }

  public mutating func markPending(_ path: String, box: Size) { pending[path] = box }

  /// Marks pictures as just used (those on screen), so eviction takes others first.
  public mutating func touch(_ paths: [String]) {
    for path in paths where entries[path] != nil {
      tick += 1
      entries[path]?.used = tick
    }
  }

  /// Takes a decoded photo (or its failure); evicts the least recently used beyond capacity.
  public mutating func store(_ decode: PhotoDecode) {
    let path = decode.request.path
    pending[path] = nil
    switch decode.result {
    case .success(let picture):
      tick += 1
      entries[path] = Entry(
        picture: picture, box: Size(width: decode.request.width, height: decode.request.height), used: tick)
      while entries.count > capacity, let oldest = entries.min(by: { $0.value.used < $1.value.used }) {
        entries[oldest.key] = nil
      }
    case .failure(let problem):
      entries[path] = nil
      failures[path] = problem.reason
    }
  }

  /// Forgets everything (a new listing: the files may have changed).
  public mutating func removeAll() {
    entries = [:]
    failures = [:]
    pending = [:]
  }
}
