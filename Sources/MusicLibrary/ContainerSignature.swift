import AudioLengths

#if canImport(Glibc)
  import Glibc
#endif

/// A quick look at a file's first bytes before TagLib reads it, for the formats whose readers
/// look through the whole file for their start when it is not where it belongs: TagLib's MPEG
/// reader for a frame (12 MB a second), its FLAC and Ogg readers for `fLaC` and `OggS` (about
/// 5 s a gigabyte). A zero-filled or renamed file of gigabytes held the scan that long; here it
/// is refused after reading a few bytes (16 MiB with memchr for an MP3, whose frames may sit
/// behind junk).
enum ContainerSignature {
  /// True when the file at `path` plainly is not what its extension says. False when it looks
  /// right, for the formats not checked here, and when it cannot be read here (TagLib decides).
  static func refuses(_ path: RawPath) -> Bool {
    let name = path.bytes
    guard let dot = name.lastIndex(of: 0x2E) else { return false }
    let ext = String(decoding: name[(dot + 1)...], as: UTF8.self).lowercased()
    switch ext {
    case "mp3", "mp2":
      return MP3Length.startsWithAFrame(path: path.withCString { String(cString: $0) }) == false
    case "flac":
      return starts(path, with: "fLaC", afterID3: true) == false
    case "ogg", "oga", "opus":
      return starts(path, with: "OggS", afterID3: false) == false
    default:
      return false
    }
  }

  /// Whether the file begins with `magic` (after a leading ID3v2 tag, which some taggers put
  /// before a FLAC stream); nil when it cannot be opened or is not a regular file.
  private static func starts(_ path: RawPath, with magic: String, afterID3: Bool) -> Bool? {
    let fd = path.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    func bytes(at offset: Int, count: Int) -> [UInt8] {
      var buffer = [UInt8](repeating: 0, count: count)
      let got = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, count, off_t(offset)) }
      return got == count ? buffer : []
    }
    var start = 0
    let head = bytes(at: 0, count: 10)
    if afterID3, head.starts(with: Array("ID3".utf8)), head[6...9].allSatisfy({ $0 < 0x80 }) {
      start = 10 + head[6...9].reduce(0) { $0 << 7 | Int($1) } + (head[5] & 0x10 != 0 ? 10 : 0)
    }
    return bytes(at: start, count: 4) == Array(magic.utf8)
  }
}
