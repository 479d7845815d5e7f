/// Why an iPod could not be read or written, in words for a notice: libgpod's own message
/// where it gave one, never a crash.
public enum IpodError: Error, Equatable, CustomStringConvertible {
  /// The folder has no `iPod_Control/iTunes/iTunesDB` (not an iPod, or not mounted).
  case noDatabase(String)
  /// libgpod could not be loaded (Debian's libgpod4 is not installed): the loader's reason.
  case noLibgpod(String)
  /// libgpod could not parse the database (truncated, garbage, unreadable).
  case unreadable(String, String)
  /// The database was written by a newer tool than libgpod understands: it is read, never rewritten.
  case tooNew(version: UInt32)
  /// Not enough free space on the iPod for the songs to copy (bytes).
  case noSpace(needed: Int64, available: Int64)
  /// The backup or libgpod's write failed (a read-only or full iPod, an iPod pulled out).
  case cannotWrite(String)

  public var description: String {
    switch self {
    case .noDatabase(let folder): "No iPod database in \(folder) (iPod_Control/iTunes/iTunesDB)"
    case .noLibgpod(let why): "iPod support needs libgpod4 (apt install libgpod4): \(why)"
    case .unreadable(let folder, let why): "Can't read the iPod in \(folder): \(why)"
    case .tooNew(let version):
      "The iPod's database (version 0x\(String(version, radix: 16))) is newer than libgpod writes "
        + "(0x\(String(IpodDatabase.newestWritable, radix: 16))): plays and ratings are kept in ipodtui only"
    case .cannotWrite(let why): "Can't write the iPod's database: \(why)"
    case .noSpace(let needed, let available):
      "Not enough space on the iPod: \(needed >> 20) MB needed, \(available >> 20) MB free"
    }
  }
}
