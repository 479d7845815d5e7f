/// Finds the library's song for each iTunes track: by location first (the same path, or the
/// same path below a "Music" or "iTunes Media" folder, since the library moved from a Mac: the
/// longest such tail that names one song), then by title, artist and album with the length
/// within `lengthTolerance`, among the songs no location claimed. Names and paths are compared
/// case- and accent-folded (macOS file names are case-insensitive and decomposed).
public struct ITunesMatcher: Sendable {
  public struct Match: Equatable, Sendable {
    public enum How: String, Sendable { case location, tags }
    /// The position in the library's tracks.
    public let track: Int
    public let how: How
  }

  public static let lengthTolerance = 2.0

  private let lengths: [Double]
  private var byPath: [String: Int] = [:]
  /// Folded tails; -1 when two songs share one.
  private var byTail: [String: Int] = [:]
  private var byTags: [String: [Int]] = [:]

  /// `root` is the library's folder: paths below it are indexed relative to it too.
  public init(library: [Track], root: String) {
    lengths = library.map(\.duration)
    let prefix = root.hasSuffix("/") ? root : root + "/"
    for (i, track) in library.enumerated() {
      let path = track.path
      if byPath[path] == nil { byPath[path] = i }
      let folded = Self.fold(path)
      var tails = Self.tails(of: folded)
      if path.hasPrefix(prefix) { tails.append(Self.fold(String(path.dropFirst(prefix.count)))) }
      for tail in Set(tails) {
        if let other = byTail[tail], other != i { byTail[tail] = -1 } else { byTail[tail] = i }
      }
      if !track.title.isEmpty { byTags[Self.tagKey(track.title, track.artist, track.album), default: []].append(i) }
    }
  }

  /// One match (or nil) per track, in their order.
  public func match(_ tracks: [ITunesTrack]) -> [Match?] {
    var matches = [Match?](repeating: nil, count: tracks.count)
    var claimed = Set<Int>()
    for (t, track) in tracks.enumerated() {
      guard let location = track.location, let found = find(location) else { continue }
      matches[t] = Match(track: found, how: .location)
      claimed.insert(found)
    }
    for (t, track) in tracks.enumerated() where matches[t] == nil && !track.name.isEmpty {
      guard let candidates = byTags[Self.tagKey(track.name, track.artist, track.album)] else { continue }
      var best: (index: Int, distance: Double)?
      for i in candidates where !claimed.contains(i) {
        // A length either side does not know cannot rule a song out; it ranks after known ones.
        let known = track.length.flatMap { lengths[i] > 0 ? abs(lengths[i] - $0) : nil }
        let distance = known ?? Self.lengthTolerance
        guard distance <= Self.lengthTolerance, distance < best?.distance ?? .infinity else { continue }
        best = (i, distance)
      }
      if let best {
        matches[t] = Match(track: best.index, how: .tags)
        claimed.insert(best.index)
      }
    }
    return matches
  }

  private func find(_ location: String) -> Int? {
    if let exact = byPath[location] { return exact }
    // Longest tail first: it says the most about where the file was.
    for tail in Self.tails(of: Self.fold(location)) {
      if let i = byTail[tail] { return i >= 0 ? i : nil }
    }
    return nil
  }

  /// The parts of a folded path below each "music" or "itunes media" folder, longest first.
  static func tails(of folded: String) -> [String] {
    let parts = folded.split(separator: "/", omittingEmptySubsequences: true)
    var tails: [String] = []
    for (i, part) in parts.enumerated().dropLast() where part == "music" || part == "itunes media" {
      tails.append(parts[(i + 1)...].joined(separator: "/"))
    }
    return tails
  }

  static func tagKey(_ title: String, _ artist: String, _ album: String) -> String {
    fold(title) + "\u{1F}" + fold(artist) + "\u{1F}" + fold(album)
  }

  /// Lower case without accents, the way sort keys fold (`DiacriticFolding`).
  static func fold(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars { DiacriticFolding.appendFolded(scalar, to: &bytes) }
    return String(decoding: bytes, as: UTF8.self)
  }
}
