import Foundation
import MusicLibrary
import TestSupport
import Testing

@testable import AudioEngine

/// One small library of every kind of file, scanned for real: the length the library stores
/// (after its pass over guessed MP3 lengths) and the duration `.trackStarted` reports both
/// equal what the decoder plays, to the millisecond where the file records its length, and
/// within one MP3 frame (1,152 samples) where frames must be counted.
@Suite struct LengthCorpusTests {
  /// Not a multiple of any codec's frame size.
  static let frames = 100_003

  struct Case: Sendable, CustomStringConvertible {
    let encoder: CommandLineEncoder
    let rate: Int
    /// Samples (at 44.1 kHz) the lengths may be off by.
    let tolerance: Int
    var description: String { encoder.rawValue }
  }

  static let cases: [Case] = [
    Case(encoder: .mp3VBRNoHeader, rate: 44_100, tolerance: 1_152),
    Case(encoder: .mp3CBR, rate: 44_100, tolerance: 44),
    Case(encoder: .mp3VBR, rate: 44_100, tolerance: 44),
    Case(encoder: .aacM4A, rate: 44_100, tolerance: 44),
    Case(encoder: .alacM4A, rate: 44_100, tolerance: 44),
    Case(encoder: .opus, rate: 48_000, tolerance: 44),
    Case(encoder: .flac, rate: 44_100, tolerance: 44),
    Case(encoder: .aacADTS, rate: 44_100, tolerance: 44),
  ]

  @Test func storedAndStartedLengthsAreTheDecodedOnes() throws {
    let root = FileDevice.path("library")
    try FileManager.default.createDirectory(atPath: root + "/music", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    var decoded: [String: Int] = [:]
    var started: [String: Double] = [:]
    for item in Self.cases {
      let frames = Self.frames * item.rate / 44_100
      let made = try Signal.encode(
        Signal.chirp(frames: frames, rate: item.rate), rate: item.rate, with: item.encoder, name: "corpus")
      let path = root + "/music/\(decoded.count).\(item.encoder.fileExtension)"
      try FileManager.default.moveItem(atPath: made, toPath: path)
      let stream = try TrackStream(path: path)
      started[path] = stream.duration
      var out: [Int16] = []
      #expect(stream.measuredDuration == nil, "nothing is measured before the end")
      while stream.decode(frames: 8_192, into: &out) {}
      decoded[path] = out.count / 2
      // What `.trackMeasured` reports at the end: the decoded length, at the file's rate.
      let measured = try #require(stream.measuredDuration)
      #expect(abs(measured - Double(out.count / 2) / 44_100) <= 1.0 / 44_100, "\(item): measured \(measured) s")
    }
    let database = try LibraryDatabase(path: root + "/library.sqlite")
    try LibraryScanner(database: database, logPath: nil).scan(root: root + "/music")
    let counted = try LengthCounter(database: database).run { _ in }
    #expect(counted == 1, "only the MP3 without a Xing header has a guessed length")
    let stored = Dictionary(uniqueKeysWithValues: try database.loadTracks().map { ($0.path, $0.duration) })
    #expect(stored.count == Self.cases.count)
    for (i, item) in Self.cases.enumerated() {
      let path = root + "/music/\(i).\(item.encoder.fileExtension)"
      let truth = Double(decoded[path]!) / 44_100
      let allowed = Double(item.tolerance) / 44_100 + 0.0005  // the library keeps milliseconds
      #expect(abs((stored[path] ?? 0) - truth) <= allowed, "\(item): stored \(stored[path] ?? 0) s, decoded \(truth) s")
      #expect(
        abs(started[path]! - truth) <= Double(item.tolerance) / 44_100 + 1e-6,
        "\(item): trackStarted \(started[path]!) s, decoded \(truth) s")
    }
    try LibraryScanner(database: database, logPath: nil).scan(root: root + "/music")
    #expect(try LengthCounter(database: database).run { _ in } == 0, "a rescan does not count unchanged files again")
  }
}
