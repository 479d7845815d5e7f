/// One MPEG audio frame header (the four bytes every MP3 frame starts with), decoded.
///
/// Only what a frame walk needs: how long the frame is, how many samples it decodes to, and
/// whether a later header belongs to the same stream. A header is nil when any field holds a
/// reserved value or free-format bitrate (its length cannot be known from the header alone),
/// which is also how stray 0xFF bytes inside tags and garbage are rejected.
public struct MPEGFrameHeader: Equatable, Sendable {
  public enum Version: Equatable, Sendable { case mpeg1, mpeg2, mpeg25 }

  public let version: Version
  /// 1, 2 or 3.
  public let layer: Int
  public let bitrate: Int
  public let sampleRate: Int
  public let isMono: Bool
  /// Bytes from this header to the next.
  public let frameLength: Int

  /// Samples one frame decodes to, per channel.
  public var samplesPerFrame: Int {
    switch (layer, version) {
    case (1, _): 384
    case (3, .mpeg2), (3, .mpeg25): 576
    default: 1_152
    }
  }

  /// Where a Xing/Info tag starts inside a Layer III frame: after the header and side info.
  var xingOffset: Int {
    switch (version, isMono) {
    case (.mpeg1, false): 4 + 32
    case (.mpeg1, true), (_, false): 4 + 17
    default: 4 + 9
    }
  }

  /// Parses `b0…b3`; nil unless they are a frame header with a known length.
  public init?(_ b0: UInt8, _ b1: UInt8, _ b2: UInt8, _ b3: UInt8) {
    guard b0 == 0xFF, b1 & 0xE0 == 0xE0 else { return nil }
    let versionBits = (b1 >> 3) & 3
    let layerBits = (b1 >> 1) & 3
    let bitrateIndex = Int(b2 >> 4)
    let rateIndex = Int((b2 >> 2) & 3)
    guard versionBits != 1, layerBits != 0, bitrateIndex != 0, bitrateIndex != 15, rateIndex != 3 else { return nil }
    version = versionBits == 3 ? .mpeg1 : versionBits == 2 ? .mpeg2 : .mpeg25
    layer = 4 - Int(layerBits)
    let rates = [44_100, 48_000, 32_000][rateIndex]
    sampleRate = version == .mpeg1 ? rates : version == .mpeg2 ? rates / 2 : rates / 4
    let row = version == .mpeg1 ? layer - 1 : (layer == 1 ? 3 : 4)
    bitrate = Self.bitrates[row][bitrateIndex] * 1_000
    isMono = b3 >> 6 == 3
    let padding = Int((b2 >> 1) & 1)
    switch layer {
    case 1: frameLength = (12 * bitrate / sampleRate + padding) * 4
    case 3 where version != .mpeg1: frameLength = 72 * bitrate / sampleRate + padding
    default: frameLength = 144 * bitrate / sampleRate + padding
    }
  }

  /// True when `other` can be the next frame of the same stream (bitrate may vary: VBR).
  public func continues(as other: MPEGFrameHeader) -> Bool {
    other.version == version && other.layer == layer && other.sampleRate == sampleRate
  }

  /// kbit/s by index: MPEG-1 layers I, II, III, then MPEG-2/2.5 layer I, and layers II and III.
  private static let bitrates: [[Int]] = [
    [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
    [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  ]
}
