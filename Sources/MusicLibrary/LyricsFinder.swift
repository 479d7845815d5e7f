import CTagReader
import Platform

#if canImport(Glibc)
  import Glibc
#endif

/// Finds a song's lyrics when it starts to play (never during a scan: most songs are never
/// looked at on the lyrics page, and a scan must stay fast): a `.lrc` file beside the song with
/// the same base name first (it is the one users edit), else the lyrics in its tags through
/// TagLib. Returns the raw bytes; `LRCParser` in the core decodes and parses them.
public enum LyricsFinder {
  /// Larger than any lyrics file; a bigger one is not read.
  public static let sizeLimit = 1 << 20

  public static func find(forTrackAt path: [UInt8]) -> [UInt8]? {
    for sidecar in sidecars(of: path) {
      if let bytes = try? AtomicFile.read(pathBytes: sidecar, limit: sizeLimit), !bytes.isEmpty { return bytes }
    }
    return embedded(path)
  }

  /// `Song.lrc` and `Song.LRC` for `dir/Song.mp3` (a name without an extension gets one added).
  static func sidecars(of path: [UInt8]) -> [[UInt8]] {
    let slash = path.lastIndex(of: 0x2F).map { $0 + 1 } ?? 0
    let dot = path[slash...].lastIndex(of: 0x2E).flatMap { $0 > slash ? $0 : nil } ?? path.endIndex
    let base = Array(path[..<dot])
    return [base + Array(".lrc".utf8), base + Array(".LRC".utf8)]
  }

  /// The tags' lyrics (SYLT as LRC text, else USLT / LYRICS / ©lyr), as UTF-8 bytes.
  static func embedded(_ path: [UInt8]) -> [UInt8]? {
    let text: UnsafeMutablePointer<CChar>? = (path + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { ipod_read_lyrics($0.baseAddress) }
    }
    guard let text else { return nil }
    defer { free(text) }
    let bytes = Array(UnsafeRawBufferPointer(start: text, count: strlen(text)))
    return bytes.count <= sizeLimit && !bytes.isEmpty ? bytes : nil
  }
}
