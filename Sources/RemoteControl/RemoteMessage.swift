import Foundation

/// What travels over the remote socket: one JSON line each way. The client sends the words
/// of its command line (so the server parses them with the same grammar); the server answers
/// whether it worked and what to print.
public enum RemoteMessage {
  public struct Request: Codable, Equatable, Sendable {
    public var words: [String]
    public init(words: [String]) { self.words = words }
  }

  public struct Reply: Codable, Equatable, Sendable {
    public var ok: Bool
    /// Printed on stdout when `ok`, on stderr otherwise.
    public var output: String
    public init(ok: Bool, output: String) {
      self.ok = ok
      self.output = output
    }
  }

  /// Longest line either side accepts (a path is at most 4 KiB; a status well under that).
  public static let maxLine = 64 * 1024

  public static func encode<T: Encodable>(_ value: T) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    return Array((try? encoder.encode(value)) ?? Data("{}".utf8)) + [UInt8(ascii: "\n")]
  }

  public static func decode<T: Decodable>(_ type: T.Type, from line: [UInt8]) -> T? {
    try? JSONDecoder().decode(type, from: Data(line))
  }
}
