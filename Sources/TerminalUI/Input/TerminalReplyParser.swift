import WheelCore

/// Recognises the probes' answers among the control sequences the scanner reads;
/// anything else stays for the scanner to ignore. Numbers are bounded (`CSIParameters`).
enum TerminalReplyParser {
  /// `ESC [ ? … c` (DA1), `ESC [ ? m ; s $ y` (DECRPM) and `ESC [ 6 ; h ; w t` (cell size); `params` are the bytes between
  /// `ESC [` and the final byte.
  static func csi(params: ArraySlice<UInt8>, final: UInt8) -> TerminalReply? {
    if final == UInt8(ascii: "c"), params.first == UInt8(ascii: "?") {
      let fields = CSIParameters.fields(params.dropFirst())
      return .deviceAttributes(fields.compactMap { $0 })
    }
    if final == UInt8(ascii: "y"), params.first == UInt8(ascii: "?"), params.last == UInt8(ascii: "$") {
      let fields = CSIParameters.fields(params.dropFirst().dropLast())
      guard fields.count == 2, let mode = fields[0], let setting = fields[1] else { return nil }
      return .modeReport(mode: mode, setting: setting)
    }
    if final == UInt8(ascii: "t"), params.first.map({ (0x30...0x39).contains($0) }) ?? false {
      let fields = CSIParameters.fields(params)
      guard fields.count == 3, fields[0] == 6, let h = fields[1], let w = fields[2], h > 0, w > 0, h < 1000, w < 1000
      else { return nil }
      return .cellSize(Size(width: w, height: h))
    }
    return nil
  }

  /// A whole string sequence, its terminator (BEL or `ESC \\`) included: the background colour
  /// (`ESC ] 11 ; rgb:…`) or the kitty graphics answer (`ESC _ G … ;OK ESC \\`).
  static func string(_ bytes: ArraySlice<UInt8>) -> TerminalReply? {
    if let colour = BackgroundReply.background(in: Array(bytes)) { return .background(colour) }
    let s = bytes.startIndex
    guard bytes.count >= 5, bytes[s + 1] == UInt8(ascii: "_"), bytes[s + 2] == UInt8(ascii: "G"),
      bytes[bytes.endIndex - 2] == 0x1B
    else { return nil }
    let body = String(decoding: bytes[(s + 3)..<(bytes.endIndex - 2)], as: UTF8.self)
    guard let semicolon = body.firstIndex(of: ";") else { return nil }
    return .kittyGraphics(ok: body[body.index(after: semicolon)...] == "OK")
  }
}
