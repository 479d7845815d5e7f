import WheelCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Small POSIX helpers for the terminal file descriptors.
public enum TTY {
  /// The window size of `fd`, or nil when it is not a terminal or reports 0x0
  /// (some pty recorders do).
  public static func windowSize(of fd: Int32 = STDOUT_FILENO) -> Size? {
    guard let ws = window(of: fd) else { return nil }
    return Size(width: Int(ws.ws_col), height: Int(ws.ws_row))
  }

  /// TIOCGWINSZ, when it reports a size.
  private static func window(of fd: Int32) -> winsize? {
    var ws = winsize()
    #if canImport(Glibc)
      let result = ioctl(fd, UInt(TIOCGWINSZ), &ws)
    #else
      let result = ioctl(fd, TIOCGWINSZ, &ws)
    #endif
    guard result == 0, ws.ws_col > 0, ws.ws_row > 0 else { return nil }
    return ws
  }

  /// The pixel grid of the window (fractional cell sizes), when the terminal reports pixels.
  public static func pixelGrid(of fd: Int32 = STDOUT_FILENO) -> PixelGrid? {
    guard let ws = window(of: fd) else { return nil }
    return PixelGrid(
      window: Size(width: Int(ws.ws_xpixel), height: Int(ws.ws_ypixel)),
      cells: Size(width: Int(ws.ws_col), height: Int(ws.ws_row)))
  }

  /// A cell's size in pixels from the window's pixel size, when the terminal reports one.
  public static func cellPixels(of fd: Int32 = STDOUT_FILENO) -> Size? {
    guard let ws = window(of: fd), ws.ws_xpixel > 0, ws.ws_ypixel > 0 else { return nil }
    return Size(width: Int(ws.ws_xpixel) / Int(ws.ws_col), height: Int(ws.ws_ypixel) / Int(ws.ws_row))
  }
}
