import Glibc
import MusicLibrary

/// A throwaway folder of generated files for one test: WAV bytes are written directly (with
/// RIFF INFO tags), other formats come from sox when it is installed.
final class TestCorpus {
  let root: String

  init() {
    var template = Array("/tmp/ipodtui-test-XXXXXX".utf8CString)
    root = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
  }

  deinit {
    _ = system("chmod -R u+rwx '\(root)' 2>/dev/null; rm -rf '\(root)'")
  }

  var databasePath: String { root + "/cache/library.sqlite" }
  var logPath: String { root + "/state/scan.log" }
  var music: String { root + "/music" }

  /// Writes `bytes` to `relative` (under the corpus root; folders are created). `relative` is
  /// raw bytes so that names need not be UTF-8.
  @discardableResult
  func write(_ relative: [UInt8], _ bytes: [UInt8]) -> RawPath {
    let path = RawPath(root).appending(relative)
    _ = system("mkdir -p '\(path.parent.display)'")
    let file = path.withCString { fopen($0, "wb") }!
    if !bytes.isEmpty { fwrite(bytes, 1, bytes.count, file) }
    fclose(file)
    return path
  }

  @discardableResult
  func write(_ relative: String, _ bytes: [UInt8]) -> RawPath { write(Array(relative.utf8), bytes) }

  @discardableResult
  func shell(_ command: String) -> Int32 { system("cd '\(root)' && \(command)") }

  static var hasSox: Bool { system("command -v sox >/dev/null 2>&1") == 0 }

  /// A mono 16-bit PCM WAV of `seconds` of a quiet tone, with a LIST/INFO chunk for `tags`
  /// (INAM title, IART artist, IPRD album, IGNR genre, ITRK track number).
  static func wav(_ seconds: Double = 0.2, _ tags: [String: String] = [:]) -> [UInt8] {
    let rate = 8_000
    let samples = Int(Double(rate) * seconds)
    var data: [UInt8] = []
    for i in 0..<samples {
      let value = Int16((sin(Double(i) * 2 * .pi * 440 / Double(rate)) * 3_000).rounded())
      data += le16(UInt16(bitPattern: value))
    }
    var fmt: [UInt8] = le16(1) + le16(1) + le32(UInt32(rate)) + le32(UInt32(rate * 2))
    fmt += le16(2) + le16(16)
    var body: [UInt8] = Array("WAVE".utf8) + chunk("fmt ", fmt) + chunk("data", data)
    if !tags.isEmpty {
      var info: [UInt8] = Array("INFO".utf8)
      for (id, text) in tags.sorted(by: { $0.key < $1.key }) { info += chunk(id, Array(text.utf8) + [0]) }
      body += chunk("LIST", info)
    }
    return Array("RIFF".utf8) + le32(UInt32(body.count)) + body
  }

  private static func chunk(_ id: String, _ payload: [UInt8]) -> [UInt8] {
    var out = Array(id.utf8) + le32(UInt32(payload.count)) + payload
    if payload.count % 2 == 1 { out.append(0) }
    return out
  }

  private static func le16(_ v: UInt16) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
  private static func le32(_ v: UInt32) -> [UInt8] { (0..<4).map { UInt8((v >> (8 * $0)) & 0xFF) } }
}
