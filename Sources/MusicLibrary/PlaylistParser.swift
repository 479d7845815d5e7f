import Platform

#if canImport(Glibc)
  import Glibc
#endif
/// Reads .m3u/.m3u8 playlists: one path per line; `#EXTM3U`, `#EXTINF` and other `#` lines
/// are comments; a UTF-8 BOM and CRLF line ends are tolerated; `file://` URLs are decoded;
/// relative paths are resolved against the playlist's own folder.
public enum PlaylistParser {
  /// A playlist of 50,000 long paths fits; a larger file is refused rather than read.
  public static let sizeLimit = 8 * 1024 * 1024

  /// The entries of the playlist file at `path`, as absolute, normalised paths, each with the
  /// line it came from (for reporting entries that are not in the library).
  /// Fails with why the file was skipped (too large, not readable, not there).
  public static func entries(of path: RawPath) -> Result<[(path: RawPath, line: String)], SkipReason> {
    do {
      guard let data = try AtomicFile.read(pathBytes: path.bytes, limit: sizeLimit) else { return .failure(.notAudio) }
      return .success(entries(in: data, folder: path.parent))
    } catch AtomicFile.Failure.tooLarge {
      return .failure(.tooLarge)
    } catch {
      return .failure(errno == EACCES ? .permissionDenied : .notAudio)
    }
  }

  public static func entries(in data: [UInt8], folder: RawPath) -> [(path: RawPath, line: String)] {
    var bytes = data[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    var result: [(path: RawPath, line: String)] = []
    for rawLine in bytes.split(omittingEmptySubsequences: true, whereSeparator: { $0 == 0x0A || $0 == 0x0D }) {
      let line = Array(rawLine.drop(while: { $0 == 0x20 || $0 == 0x09 }))
      guard let first = line.first, first != 0x23 else { continue }  // "#" comment
      var entry = trimTrailingSpace(line)
      if hasFileScheme(entry) {
        guard let decoded = decodeFileURL(entry) else { continue }  // control characters: noise
        entry = decoded
      }
      if !entry.contains(0x2F) && entry.contains(0x5C) {  // Windows separators only
        entry = entry.map { $0 == 0x5C ? 0x2F : $0 }
      }
      let resolved = entry.first == 0x2F ? RawPath(bytes: entry) : folder.appending(entry)
      result.append((resolved.normalized, String(decoding: line, as: UTF8.self)))
    }
    return result
  }

  private static func trimTrailingSpace(_ bytes: [UInt8]) -> [UInt8] {
    var end = bytes.endIndex
    while end > 0 && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09) { end -= 1 }
    return Array(bytes[..<end])
  }

  /// `file:///a%20b.mp3` -> `/a b.mp3`; nil for anything that is not a file URL, and for one
  /// whose escapes decode to control characters (`%0A`): such a "name" is noise, and a line
  /// break inside a path would split it wherever paths are written one to a line.
  static func decodeFileURL(_ bytes: [UInt8]) -> [UInt8]? {
    guard hasFileScheme(bytes) else { return nil }
    var rest = bytes.dropFirst(fileScheme.count)
    if rest.first != 0x2F, let slash = rest.firstIndex(of: 0x2F) { rest = rest[slash...] }  // host
    var out: [UInt8] = []
    var i = rest.startIndex
    while i < rest.endIndex {
      if rest[i] == 0x25, i + 2 < rest.endIndex, let high = hex(rest[i + 1]), let low = hex(rest[i + 2]) {
        let byte = high << 4 | low
        if byte < 0x20 || byte == 0x7F { return nil }
        out.append(byte)
        i += 3
      } else {
        out.append(rest[i])
        i += 1
      }
    }
    return out
  }

  private static let fileScheme = Array("file://".utf8)

  /// Starts with `file://` (any case) and has something after it.
  private static func hasFileScheme(_ bytes: [UInt8]) -> Bool {
    bytes.count > fileScheme.count && bytes.prefix(fileScheme.count).map({ $0 | 0x20 }) == fileScheme.map({ $0 | 0x20 })
  }

  private static func hex(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    case 0x61...0x66: byte - 0x61 + 10
    default: nil
    }
  }
}
