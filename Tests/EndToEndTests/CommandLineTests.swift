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

  /// 99999x99999 once aborted ("failed to allocate 319993600064 bytes"): past 1000x500 cells
  /// a snapshot is refused as a usage error, saying the bound.
  @Test func snapshotPastTheBoundIsRefusedWithExitTwo() throws {
    for size in ["99999x99999", "1001x500", "1000x501", "99999999999999999999x10"] {
      let result = try Shell.run([try Package.binary, "--snapshot", size])
      #expect(result.status == 2, "\(size)")
      #expect(result.stderr.contains("1000x500"), "\(size): \(result.stderr)")
      #expect(result.stdout.isEmpty, "\(size)")
    }
    let largest = try Shell.run([try Package.binary, "--snapshot", "1000x500"])
    #expect(largest.status == 0)
    #expect(largest.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().count == 500)
  }

  /// Benchmarks included: they are ipodtui-bench's, not the shipped program's.
  @Test(arguments: ["--bogus", "bench-library"])
  func unknownOptionIsAUsageError(word: String) throws {
    let result = try Shell.run([try Package.binary, word])
    #expect(result.status == 2)
    #expect(result.stderr.contains(word))
    #expect(result.stdout.isEmpty)
  }

  @Test func helpAndVersion() throws {
    let help = try Shell.run([try Package.binary, "--help"])
    #expect(help.status == 0)
    for option in ["--theme", "--library", "--mpd", "--no-sound", "--ascii", "--snapshot"] {
      #expect(help.stdout.contains(option))
    }
    let version = try Shell.run([try Package.binary, "--version"])
    #expect(version.status == 0 && version.stdout.hasPrefix("ipodtui "))
  }

  @Test func refusesToRunWithoutATerminal() throws {
    let result = try Shell.run([try Package.binary, "--no-sound"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("terminal"))
  }
}
