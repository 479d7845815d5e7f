import Foundation
import Testing

/// The command line without a terminal: snapshots, help, version, mistakes.
@Suite struct CommandLineTests {
  @Test func snapshotPrintsOneLinePerRow() throws {
    let result = try Shell.run([try Package.binary, "--snapshot", "60x30"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 30)
    #expect(result.stdout.contains("iPod"))
  }

  @Test func unknownOptionIsAUsageError() throws {
    let result = try Shell.run([try Package.binary, "--bogus"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--bogus"))
    #expect(result.stdout.isEmpty)
  }

  @Test func helpAndVersion() throws {
    let help = try Shell.run([try Package.binary, "--help"])
    #expect(help.status == 0)
    for option in ["--theme", "--library", "--mpd", "--no-sound", "--ascii", "--snapshot"] { #expect(help.stdout.contains(option)) }
    let version = try Shell.run([try Package.binary, "--version"])
    #expect(version.status == 0 && version.stdout.hasPrefix("ipodtui "))
  }

  @Test func refusesToRunWithoutATerminal() throws {
    let result = try Shell.run([try Package.binary, "--no-sound"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("terminal"))
  }
}
