/// What the user data on disk (file and journal together) holds, kept small enough to stay
/// for the whole run: a fingerprint of each record (its key's hash and its numbers) and the
/// lists. Comparing the data the core hands over with it tells which records a save must
/// append to the journal. A copy of the records themselves would hold a second array of every
/// song (and keep alive the strings read from the file, which the core replaces with its
/// tracks'): 20 MB at 100,000 songs, against 4 MB of fingerprints.
public struct UserDataShadow: Sendable {
  struct Print: Equatable, Sendable {
    var key: Int
    var lastPlayed: UInt64
    var added: UInt64
    var plays: Int32
    var skips: Int32
    var rating: Int8

    init(_ record: SongRecord) {
      key = record.key.hashValue
      lastPlayed = (record.lastPlayed ?? .nan).bitPattern
      added = (record.added ?? .nan).bitPattern
      plays = Int32(clamping: record.plays)
      skips = Int32(clamping: record.skips)
      rating = Int8(clamping: record.rating ?? -1)
    }

    func sameNumbers(_ other: Print) -> Bool {
      lastPlayed == other.lastPlayed && added == other.added && plays == other.plays && skips == other.skips
        && rating == other.rating
    }
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
