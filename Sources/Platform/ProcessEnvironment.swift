#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's environment as a plain dictionary, read once, so that every decision made
/// from it (colour depth, theme, XDG folders, the library) stays pure and testable.
public enum ProcessEnvironment {
  public static func current() -> [String: String] {
    var result: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let eq = text.firstIndex(of: "=") {
        result[String(text[..<eq])] = String(text[text.index(after: eq)...])
      }
      entry += 1
    }
    return result
  }
}
