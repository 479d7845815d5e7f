#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the running program lives: the demo library and the sounds are found next to it
/// (`.build/debug/ipodtui` in a checkout, `/usr/lib/ipodtui/` when installed).
public enum ExecutablePath {
  /// This process's executable through /proc/self/exe (symlinks resolved), else argv[0];
  /// nil when neither is known.
  public static func current() -> String? {
    var buffer = [CChar](repeating: 0, count: 4_096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    if count > 0 { return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
    return CommandLine.arguments.first.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The current working directory ("/" when it cannot be read, e.g. it was deleted).
  public static func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: 4_096)
    guard getcwd(&buffer, buffer.count) != nil else { return "/" }
    return String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
