import AudioEngine
import Foundation
import TestSupport
import Testing

/// Odd and broken files give a reason, never a crash.
@Suite struct CorruptInputTests {
  func reason(_ path: String) -> String? {
    do {
      _ = try Decoder.decode(path: path)
      return nil
    } catch {
      if case .cannotDecode(let p, let reason) = error, p == path { return reason }
      return "unexpected error \(error)"
    }
  }

  @Test(arguments: ["mp3", "m4a", "flac", "ogg", "opus", "wav", "aiff", "aac"])
  func emptyAndRandomFilesAreRefused(_ ext: String) throws {
    let empty = FileDevice.path("empty.\(ext)")
    #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
    #expect(reason(empty)?.isEmpty == false, "a zero-length .\(ext)")
    var state: UInt64 = 42
    let noise = (0..<20_000).map { _ -> UInt8 in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 33)
    }
    let random = FileDevice.path("random.\(ext)")
    #expect(FileManager.default.createFile(atPath: random, contents: Data(noise)))
    #expect(reason(random)?.isEmpty == false, "random bytes named .\(ext)")
  }

  @Test func aDirectoryIsRefused() throws {
    let dir = FileDevice.path("folder.mp3")
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    #expect(reason(dir)?.isEmpty == false)
    #expect(reason(FileDevice.path("missing.flac"))?.isEmpty == false)
  }

  /// A file cut short plays what is there (or says why it cannot), and never more.
  @Test(arguments: CommandLineEncoder.allCases)
  func truncatedFilesPlayTheirStartOrSayWhy(_ encoder: CommandLineEncoder) throws {
    let path = try Signal.encode(Signal.chirp(frames: 88_200), with: encoder, name: "cut")
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
    do {
      let out = try Decoder.decode(path: path)
      #expect(out.count / 2 < 88_200 && out.count / 2 > 10_000, "\(encoder.rawValue): \(out.count / 2) frames")
    } catch {
      #expect(!error.description.isEmpty)
    }
  }
}
