import Foundation
import IpodDevice
import TerminalUI
import Testing
import WheelCore

@testable import IpodApp

/// Which iPod a run reads: `--ipod` (remembered), then Settings > Source's, unless
/// `--library` or `--mpd` says otherwise; a folder without a database is a notice.
@Suite struct MusicSourcesIpodTests {
  @Test func theIpodGivenIsRememberedAndGivesWayToLibraryAndMPD() throws {
    let folder = NSTemporaryDirectory() + "ipodtui-sources-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/iPod_Control/iTunes", withIntermediateDirectories: true)
    #expect(FileManager.default.createFile(atPath: folder + "/iPod_Control/iTunes/iTunesDB", contents: Data([0])))
    var settings = Settings()
    var notices: [String] = []
    var options = LaunchOptions()
    options.ipod = folder + "/"
    #expect(MusicSources.ipodFolder(options: options, settings: &settings, notices: &notices) == folder)
    #expect(settings.source == .ipod && settings.ipodPath == folder && notices.isEmpty)
    // The next start with no option opens it again.
    #expect(MusicSources.ipodFolder(options: LaunchOptions(), settings: &settings, notices: &notices) == folder)
    var local = LaunchOptions()
    local.library = "/music"
    #expect(MusicSources.ipodFolder(options: local, settings: &settings, notices: &notices) == nil)
    #expect(settings.source == .local && settings.ipodPath == folder)
    // Chosen in Settings > Source but not mounted: the local library, and why.
    settings.source = .ipod
    settings.ipodPath = folder + "-gone"
    #expect(MusicSources.ipodFolder(options: LaunchOptions(), settings: &settings, notices: &notices) == nil)
    #expect(notices == ["The iPod \(folder)-gone is not mounted; showing the local library"])
    options.ipod = "/nowhere"
    #expect(MusicSources.ipodFolder(options: options, settings: &settings, notices: &notices) == nil)
    #expect(notices.last?.contains("No iPod database in /nowhere") == true)
  }

  /// libgpod not installed: the iPod, given or remembered, gives way to the local library with
  /// a notice saying what to install, and stays the remembered source. libgpod is asked for only
  /// once there is an iPod.
  @Test func withoutLibgpodTheLocalLibraryOpensWithANotice() throws {
    let folder = NSTemporaryDirectory() + "ipodtui-nogpod-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/iPod_Control/iTunes", withIntermediateDirectories: true)
    #expect(FileManager.default.createFile(atPath: folder + "/iPod_Control/iTunes/iTunesDB", contents: Data([0])))
    let missing = { IpodError.noLibgpod("libgpod.so.4: cannot open shared object file") }
    var settings = Settings()
    var notices: [String] = []
    var options = LaunchOptions()
    options.ipod = folder
    #expect(
      MusicSources.ipodFolder(options: options, settings: &settings, notices: &notices, libgpodMissing: missing) == nil)
    #expect(
      notices == [
        "iPod support needs libgpod4 (apt install libgpod4): libgpod.so.4: cannot open shared object file; "
          + "showing the local library"
      ])
    #expect(settings.source == .ipod && settings.ipodPath == folder)
    notices = []
    #expect(
      MusicSources.ipodFolder(options: LaunchOptions(), settings: &settings, notices: &notices, libgpodMissing: missing)
        == nil)
    #expect(notices.count == 1 && notices[0].hasPrefix("iPod support needs libgpod4"))
    // No iPod: libgpod is not asked for.
    var asked = false
    options.ipod = "/nowhere"
    _ = MusicSources.ipodFolder(options: options, settings: &settings, notices: &notices) {
      asked = true
      return nil
    }
    #expect(!asked)
  }
}
