import Testing
import WheelCore

@testable import TerminalUI

@Suite struct LaunchCommandTests {
  @Test func defaultsRunTheIPod() throws {
    #expect(try LaunchCommand.parse([]) == .run(LaunchOptions()))
  }

  @Test func options() throws {
    var expected = LaunchOptions()
    expected.theme = .white
    expected.sound = false
    expected.ascii = true
    expected.library = "/music"
    #expect(
      try LaunchCommand.parse(["--theme", "white", "--no-sound", "--ascii", "--library", "/music"]) == .run(expected))
    #expect(try LaunchCommand.parse(["--theme=white", "--no-sound", "--ascii", "--library=/music"]) == .run(expected))
  }

  @Test func ipodNamesTheFolderAndNeedsOne() throws {
    var expected = LaunchOptions()
    expected.ipod = "/media/mia/IPOD"
    #expect(try LaunchCommand.parse(["--ipod", "/media/mia/IPOD"]) == .run(expected))
    #expect(try LaunchCommand.parse(["--ipod=/media/mia/IPOD"]) == .run(expected))
    #expect(throws: LaunchCommand.ParseError(message: "--ipod needs a value")) { try LaunchCommand.parse(["--ipod"]) }
    #expect(LaunchCommand.usage.contains("--ipod DIR"))
  }

  /// A snapshot draws at most 1000x500 cells; a bigger one is the user's mistake.
  @Test func snapshotPastTheBoundIsRefusedSayingTheBound() throws {
    #expect(
      try LaunchCommand.parse(["--snapshot", "1000x500"]) == .snapshot(Size(width: 1000, height: 500), LaunchOptions()))
    for text in ["1001x500", "1000x501", "99999x99999", "\(Int.max)x\(Int.max)"] {
      let error = #expect(throws: LaunchCommand.ParseError.self, "\(text)") {
        try LaunchCommand.parse(["--snapshot", text])
      }
      #expect(error?.message.contains("1000x500") == true, "\(text): \(error?.message ?? "")")
    }
  }

  @Test func snapshotHelpVersion() throws {
    #expect(
      try LaunchCommand.parse(["--snapshot", "60x30"]) == .snapshot(Size(width: 60, height: 30), LaunchOptions()))
    var colored = LaunchOptions()
    colored.color = true
    colored.theme = .black
    #expect(
      try LaunchCommand.parse(["--snapshot", "100x40", "--theme", "black", "--color"])
        == .snapshot(Size(width: 100, height: 40), colored))
    #expect(try LaunchCommand.parse(["--no-sound", "--help"]) == .help)
    #expect(try LaunchCommand.parse(["--version"]) == .version)
  }

  @Test func subcommands() throws {
    var options = LaunchOptions()
    options.library = "x"
    #expect(try LaunchCommand.parse(["scan", "/music", "--json"]) == .scan(arguments: ["/music", "--json"]))
    #expect(
      try LaunchCommand.parse(["import-itunes", "Library.xml", "--json"])
        == .importITunes(arguments: ["Library.xml", "--json"]))
    #expect(LaunchCommand.usage.contains("ipodtui import-itunes FILE [--library DIR] [--json]"))
    // The benchmarks are ipodtui-bench's, not the shipped program's.
    #expect(throws: LaunchCommand.ParseError.self) { try LaunchCommand.parse(["bench-render"]) }
  }

  @Test func mistakesAreErrorsWithAMessage() {
    #expect(throws: LaunchCommand.ParseError.self) { try LaunchCommand.parse(["--bogus"]) }
    #expect(throws: LaunchCommand.ParseError.self) { try LaunchCommand.parse(["--theme", "pink"]) }
    #expect(throws: LaunchCommand.ParseError.self) { try LaunchCommand.parse(["--snapshot", "60"]) }
    #expect(throws: LaunchCommand.ParseError.self) { try LaunchCommand.parse(["--library"]) }
    do {
      _ = try LaunchCommand.parse(["--bogus"])
    } catch {
      #expect(error.message.contains("--bogus"))
    }
  }
}
