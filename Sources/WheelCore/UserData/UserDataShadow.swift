/// What the user data on disk (file and journal together) holds, kept small enough to stay
/// for the whole run: a fingerprint of each record (a hash of its key and one of its numbers,
/// 8 bytes) and the lists. Comparing the data the core hands over with it tells which records
/// a save must append to the journal. A copy of the records themselves would hold a second
/// array of every song (and keep alive the strings read from the file, which the core replaces
/// with its tracks'): 20 MB at 100,000 songs, against 0.8 MB of fingerprints.
///
/// A hash can miss a change (two numbers with the same 32-bit hash: once in 4 billion
/// changes); the record's next change or the next compaction writes it all the same, since
/// both write absolute values from the data itself.
public struct UserDataShadow: Sendable {
  struct Print: Equatable, Sendable {
    var key: UInt32
    var numbers: UInt32

    init(_ record: SongRecord) {
      key = UInt32(truncatingIfNeeded: record.key.hashValue)
      var hasher = Hasher()
      hasher.combine((record.lastPlayed ?? .nan).bitPattern)
      hasher.combine((record.added ?? .nan).bitPattern)
      hasher.combine(record.plays)
      hasher.combine(record.skips)
      hasher.combine(record.rating ?? -1)
      numbers = UInt32(truncatingIfNeeded: hasher.finalize())
    }

    func sameNumbers(_ other: Print) -> Bool { numbers == other.numbers }
  }

  private var prints: [Print]
  private var onTheGo: [Int]
  private var playlists: [SavedPlaylist]

  public init(_ data: UserData) {
    prints = data.songs.map(Print.init)
    onTheGo = data.onTheGo
    playlists = data.playlists
  }

  /// The changes that take what is on disk to `data`, in the order to apply them; nil when
  /// records went (the data never drops one, so only a whole rewrite can say that).
  public func changes(to data: UserData) -> [UserDataChange]? {
    guard data.songs.count >= prints.count else { return nil }
    var changes: [UserDataChange] = []
    for n in data.songs.indices {
      let print = Print(data.songs[n])
      if n >= prints.count || print.key != prints[n].key {
        changes.append(.song(n, data.songs[n]))
      } else if !print.sameNumbers(prints[n]) {
        changes.append(.numbers(n, data.songs[n]))
      }
    }
    if data.onTheGo != onTheGo { changes.append(.onTheGo(data.onTheGo)) }
    for n in data.playlists.indices where n >= playlists.count || data.playlists[n] != playlists[n] {
      changes.append(.playlist(n, data.playlists[n]))
    }
    if data.playlists.count < playlists.count { changes.append(.playlistCount(data.playlists.count)) }
    return changes
  }

  /// Takes in changes once they are on disk.
  public mutating func record(_ changes: [UserDataChange]) {
    for change in changes {
      switch change {
      case .song(let n, let record), .numbers(let n, let record):
        if n == prints.count { prints.append(Print(record)) } else { prints[n] = Print(record) }
      case .onTheGo(let list): onTheGo = list
      case .playlist(let n, let list):
        if n == playlists.count { playlists.append(list) } else { playlists[n] = list }
      case .playlistCount(let count): playlists.removeLast(playlists.count - count)
      }
    }
  }
}
