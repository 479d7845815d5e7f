/// Why a file or folder is not in the library; each is counted and logged, none stops a scan.
public enum SkipReason: String, CaseIterable, Codable, Sendable, Comparable, Error {
  case zeroByte = "zero-byte"
  case notAudio = "cannot open / not audio"
  case permissionDenied = "permission denied"
  case unsupportedFormat = "unsupported format"
  case unreadableFolder = "unreadable folder"
  /// A playlist beyond `PlaylistParser.sizeLimit`: not read, so it cannot stall the scan.
  case tooLarge = "too large"
  /// A link to a folder containing the library, or to a pseudo file system (/proc): not walked.
  case linkOutsideLibrary = "link leaves the library"

  public static func < (lhs: SkipReason, rhs: SkipReason) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// One file that was left out, and why.
public struct SkippedFile: Equatable, Sendable {
  public let path: RawPath
  public let reason: SkipReason
  public init(path: RawPath, reason: SkipReason) {
    self.path = path
    self.reason = reason
  }
}
