import Foundation
import Testing
import WheelCore

/// The terminal's own scrolling, through a real terminal emulator (tmux): after steps, pages
/// and jumps down a long Songs list the pane must hold exactly what a full repaint of the same
/// state leaves (forced with SIGWINCH at the same size), colours included, in both themes,
/// with double-width titles, before and after a resize.
@Suite(.serialized) struct ScrollOutputTests {
  /// 300 songs, a few with Japanese and Korean titles (two cells a character).
  static func library(_ scratch: Scratch) throws -> String {
    let library = scratch.path("library")
    try Audio.makeCorpus(300, in: library)
    let wide = library + "/Wide/Titles"
    try FileManager.default.createDirectory(atPath: wide, withIntermediateDirectories: true)
    for (n, title) in ["Song 000050 日本語の歌", "Song 000120 노래 한국어", "Song 000121 漢字テスト"].enumerated() {
      _ = try Audio.makeTrack(
        flacPath: "\(wide)/\(n).flac", seconds: 0.05, synth: ["sine", "440"], title: title, track: n + 1)
    }
    return library
  }

  /// The pane with colours, and the same after the program repainted everything: SIGWINCH
  /// at the same size repaints in full; a step and a step back after it (keys read after the
  /// repaint was logged) prove the repaint is on the pane, and leave the state as it was
  /// (away from the edge the last move left the selection at, so the list does not scroll).
  func screenAndRepaint(_ app: TmuxDriver, lastMove: String) throws -> ([String], [String]) {
    // The big letter of a fast move stays 0.7 s: wait until the pane has not changed for longer.
    var last = ""
    var changed = Date()
    #expect(
      app.poll(timeout: 10) {
        let now = (try? app.tmux(["capture-pane", "-p", "-e", "-t", app.target])) ?? ""
        if now != last { (last, changed) = (now, Date()) }
        return Date().timeIntervalSince(changed) > 0.9
      })
    let before = Self.visible(last)
    let selected = try app.selectedLabel()
    let resizes = app.events().filter { $0.hasPrefix("resize") }.count
    kill(try app.pid(), SIGWINCH)
    #expect(app.poll { app.events().filter { $0.hasPrefix("resize") }.count > resizes }, "the repaint happened")
    for key in lastMove == "Up" ? ["Down", "Up"] : ["Up", "Down"] {
      let now = try app.selectedLabel()
      try app.send(key: key)
      _ = app.poll { ((try? app.selectedLabel()) ?? nil) != now }
    }
    #expect(try app.selectedLabel() == selected)
    return (before, Self.visible(try app.tmux(["capture-pane", "-p", "-e", "-t", app.target])))
  }

  /// Each cell of a `capture-pane -e` capture as its character and the SGR state it shows:
  /// a blank that is not reversed shows only its background (a bold or coloured blank looks
  /// the same as a plain one, and an erase drops those attributes where a print keeps them).
  static func visible(_ capture: String) -> [String] {
    capture.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      var cells: [String] = []
      var attributes: [String: String] = [:]  // "fg", "bg", "bold", "reverse"
      var chars = Array(line)[...]
      while let c = chars.first {
        chars = chars.dropFirst()
        guard c == "\u{1B}", chars.first == "[" else {
          let shown =
            c == " " && attributes["reverse"] == nil
            ? "bg=\(attributes["bg"] ?? "")" : attributes.sorted { $0.key < $1.key }.description
          cells.append("\(c)\(shown)")
          continue
        }
        let body = String(chars.dropFirst().prefix { !$0.isLetter })
        chars = chars.dropFirst(body.count + 2)
        var codes = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
        if codes.isEmpty { codes = [0] }
        while let code = codes.popFirst() {
          switch code {
          case 0: attributes = [:]
          case 1: attributes["bold"] = "1"
          case 22: attributes["bold"] = nil
          case 7: attributes["reverse"] = "1"
          case 27: attributes["reverse"] = nil
          case 39: attributes["fg"] = nil
          case 49: attributes["bg"] = nil
          case 38, 48:
            let n = codes.first == 5 ? 2 : 4
            attributes[code == 38 ? "fg" : "bg"] = codes.prefix(n).map(String.init).joined(separator: ";")
            codes = codes.dropFirst(n)
          case 30...37, 90...97: attributes["fg"] = String(code)
          case 40...47, 100...107: attributes["bg"] = String(code)
          default: attributes["other\(code)"] = "1"
          }
        }
      }
      return cells.joined(separator: "|")
    }
  }

  static func firstDifference(_ a: [String], _ b: [String]) -> String {
    guard let row = a.indices.first(where: { $0 >= b.count || a[$0] != b[$0] }) else { return "none" }
    return "row \(row): \(a[row].prefix(600)) vs \(row < b.count ? String(b[row].prefix(600)) : "-")"
  }

  @Test(arguments: ["white", "black"])
  func scrolledScreenEqualsAFullRepaint(theme: String) throws {
    let scratch = try Scratch()
    let library = try Self.library(scratch)
    let app = try TmuxDriver(
      arguments: ["--library", library, "--theme", theme], width: 120, height: 40, environment: scratch.xdgEnvironment)
    try app.waitUntilReady()
    try app.openSongs(listing: "Song 000000")
    var checks = 0
    // Steps past the bottom of the list, a page, back up, then a jump to the end.
    let moves: [(String, Int)] = [("Down", 45), ("NPage", 2), ("Up", 12), ("Down", 70), ("End", 1), ("Up", 5)]
    for (key, count) in moves {
      for _ in 0..<count {
        let before = try app.selectedLabel()
        try app.send(key: key)
        _ = app.poll { ((try? app.selectedLabel()) ?? nil) != before }
      }
      let (scrolled, repainted) = try screenAndRepaint(app, lastMove: key)
      #expect(
        scrolled == repainted, "after \(count) x \(key) in \(theme): \(Self.firstDifference(scrolled, repainted))")
      checks += 1
    }
    // A resize, then steps at the new size.
    try app.resize(width: 80, height: 24)
    #expect(app.poll { app.events().contains { $0.hasPrefix("resize 80x24") } })
    for _ in 0..<20 {
      let before = try app.selectedLabel()
      try app.send(key: "Up")
      _ = app.poll { ((try? app.selectedLabel()) ?? nil) != before }
    }
    let (scrolled, repainted) = try screenAndRepaint(app, lastMove: "Up")
    #expect(scrolled == repainted, "after a resize in \(theme): \(Self.firstDifference(scrolled, repainted))")
    #expect(checks == moves.count)
    let screen = try app.screen().joined(separator: "\n")
    #expect(screen.contains("Song 0002"), "\(screen)")
  }
}
