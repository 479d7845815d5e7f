/// One change to the user's data as the journal beside the userdata file keeps it
/// (docs/SAVED-FILES.md, "The journal"). Every change carries absolute values (a record's
/// whole numbers, a list's whole contents), never "one more play": replaying a change that is
/// already in the file leaves it as it was, so no crash can count a play twice.
///
/// ```
/// song = SEQ N RATING PLAYS SKIPS LAST-PLAYED ADDED PATH TITLE ARTIST ALBUM   (record N, or a new one at the end)
/// numbers = SEQ N RATING PLAYS SKIPS LAST-PLAYED ADDED                       (record N's numbers: a play)
/// otg = SEQ SONG-NUMBER…                                                      (On-The-Go, whole)
/// playlist = SEQ N NAME SONG-NUMBER…                                          (playlist N, or a new one)
/// playlists = SEQ COUNT                                                       (the playlists after COUNT go)
/// ```
public enum UserDataChange: Equatable, Sendable {
  case song(Int, SongRecord)
  case numbers(Int, SongRecord)
  case onTheGo([Int])
  case playlist(Int, SavedPlaylist)
  case playlistCount(Int)

  /// The change as one journal record.
  public func record(_ sequence: UInt64) -> String {
    switch self {
    case .song(let n, let record): SavedJournal.record("song", sequence, (n, record), Self.song)
    case .numbers(let n, let record): SavedJournal.record("numbers", sequence, (n, record), Self.numbers)
    case .onTheGo(let songs): SavedJournal.record("otg", sequence, songs, Self.numberList)
    case .playlist(let n, let list): SavedJournal.record("playlist", sequence, (n, list), Self.playlist)
    case .playlistCount(let count): SavedJournal.record("playlists", sequence, count, UserDataCodec.count)
    }
  }

  /// The change a journal record holds; nil for a record that is not one (the journal stops
  /// there, as at any damage).
  public init?(_ entry: SavedJournal.Entry) {
    let change: UserDataChange? =
      switch entry.key {
      case "song": entry.read(Self.song).map { .song($0.0, $0.1) }
      case "numbers": entry.read(Self.numbers).map { .numbers($0.0, $0.1) }
      case "otg": entry.read(Self.numberList).map { .onTheGo($0) }
      case "playlist": entry.read(Self.playlist).map { .playlist($0.0, $0.1) }
      case "playlists": entry.read(UserDataCodec.count).map { .playlistCount($0) }
      default: nil
      }
    guard let change else { return nil }
    self = change
  }

  /// Makes the change in `data`; false (and nothing changed) when it does not fit it: a record
  /// or a playlist past the end, a list naming a song that is not there.
  public func apply(to data: inout UserData) -> Bool {
    let songs = data.songs.count
    switch self {
    case .song(let n, let record):
      guard n <= songs else { return false }
      if n == songs { data.songs.append(record) } else { data.songs[n] = record }
    case .numbers(let n, let record):
      guard n < songs else { return false }
      let key = data.songs[n].key
      data.songs[n] = record
      data.songs[n].key = key
    case .onTheGo(let list):
      guard list.allSatisfy({ $0 < songs }) else { return false }
      data.onTheGo = list
    case .playlist(let n, let list):
      guard n <= data.playlists.count, list.songs.allSatisfy({ $0 < songs }) else { return false }
      if n == data.playlists.count { data.playlists.append(list) } else { data.playlists[n] = list }
    case .playlistCount(let count):
      guard count <= data.playlists.count else { return false }
      data.playlists.removeLast(data.playlists.count - count)
    }
    return true
  }

  private static var song: SavedValue<(Int, SongRecord)> { numbered(UserDataCodec.song) }
  private static var numbers: SavedValue<(Int, SongRecord)> {
    numbered(.record(UserDataCodec.emptyRecord, UserDataCodec.numberColumns))
  }
  private static var playlist: SavedValue<(Int, SavedPlaylist)> {
    numbered(
      SavedValue(
        write: { list, line in
          line.field(list.name)
          numberList.write(list.songs, &line)
        },
        read: { fields in
          // Cleaned, as names reach the screen (as the file's own playlist lines are).
          guard let name = fields.next().map(TextWidth.sanitized), !name.isEmpty,
            let songs = numberList.read(&fields)
          else { return nil }
          return SavedPlaylist(name: name, songs: songs)
        }))
  }

  /// Song numbers, one a field, to the end of the line.
  private static var numberList: SavedValue<[Int]> {
    SavedValue(
      write: { list, line in for n in list { UserDataCodec.count.write(n, &line) } },
      read: { fields in
        var list: [Int] = []
        while !fields.atEnd {
          guard let n = UserDataCodec.count.read(&fields) else { return nil }
          list.append(n)
        }
        return list
      })
  }

  /// A record's or a playlist's number, then its fields.
  private static func numbered<Value>(_ coding: SavedValue<Value>) -> SavedValue<(Int, Value)> {
    SavedValue(
      write: { value, line in
        UserDataCodec.count.write(value.0, &line)
        coding.write(value.1, &line)
      },
      read: { fields in
        guard let n = UserDataCodec.count.read(&fields), let value = coding.read(&fields) else { return nil }
        return (n, value)
      })
  }
}
