#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// The size and free space of the file system holding a path (statvfs), for Settings > About.
public enum DiskSpaceReader {
  /// Bytes in all and bytes an ordinary user may still write; nil when the path cannot be
  /// measured (it is gone, or not a local file system path).
  public static func read(_ path: String) -> (capacity: Int64, available: Int64)? {
    var info = statvfs()
    guard statvfs(path, &info) == 0 else { return nil }
    let unit = Int64(info.f_frsize > 0 ? info.f_frsize : info.f_bsize)
    let capacity = Int64(info.f_blocks).multipliedReportingOverflow(by: unit)
    let available = Int64(info.f_bavail).multipliedReportingOverflow(by: unit)
    guard !capacity.overflow, !available.overflow, capacity.partialValue > 0 else { return nil }
    return (capacity.partialValue, available.partialValue)
  }
}
