#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Makes the C library (and so ncursesw) treat text as UTF-8.
/// With LANG unset or naming a locale that is not installed, `setlocale(LC_ALL, "")` leaves the
/// "C" locale, and ncursesw would draw blanks for Japanese and box drawing; C.UTF-8 always exists.
public enum TerminalLocale {
  /// Applies the environment's locale, falling back to C.UTF-8 for character handling.
  /// Returns the codeset in effect afterwards.
  @discardableResult
  public static func ensureUTF8() -> String {
    _ = setlocale(LC_ALL, "")
    if isUTF8(codeset()) { return codeset() }
    if setlocale(LC_CTYPE, "C.UTF-8") == nil { _ = setlocale(LC_CTYPE, "C.utf8") }
    return codeset()
  }

  static func codeset() -> String {
    guard let c = nl_langinfo(nl_item(CODESET)) else { return "" }
    return String(cString: c)
  }

  static func isUTF8(_ codeset: String) -> Bool {
    let c = codeset.lowercased()
    return c == "utf-8" || c == "utf8"
  }
}
