import Glibc
import MusicLibrary
import Platform
import Storage
import Testing

/// Choosing the library folder, and saying why.
@Suite struct LibraryLocationTests {
  func resolve(_ corpus: TestCorpus, explicit: String? = nil, saved: String? = nil, extra: [String: String] = [:])
    -> LibraryLocation
  {
    var environment = ["HOME": corpus.root + "/home", "XDG_CONFIG_HOME": corpus.root + "/config"]
    environment.merge(extra) { $1 }
    return LibraryLocation.resolve(
      explicit: explicit, saved: saved, environment: environment,
      currentDirectory: corpus.root, executablePath: "/nonexistent/.build/debug/ipodtui")
  }

  @Test func explicitFolderWinsEvenWhenEmpty() {
    let corpus = TestCorpus()
    corpus.shell("mkdir -p empty home/Music && : > home/Music/a.mp3")
    let location = resolve(corpus, explicit: "empty")
    #expect(location.source == .commandLine)
    #expect(location.path == corpus.root + "/empty")
  }

  @Test func savedSettingNeedsMusic() {
    let corpus = TestCorpus()
    corpus.shell("mkdir -p saved/A home/Music && : > saved/A/x.flac")
    #expect(resolve(corpus, saved: corpus.root + "/saved").source == .savedSetting)
    corpus.shell("rm saved/A/x.flac")
    #expect(resolve(corpus, saved: corpus.root + "/saved").source != .savedSetting)
  }

  @Test func xdgMusicDirFromUserDirs() {
    let corpus = TestCorpus()
    corpus.shell("mkdir -p config home/Tunes/Artist && : > home/Tunes/Artist/song.OGG")
    corpus.write("config/user-dirs.dirs", Array("# comment\nXDG_MUSIC_DIR=\"$HOME/Tunes\"\n".utf8))
    let location = resolve(corpus)
    #expect(location.source == .xdgMusicDir)
    #expect(location.path == corpus.root + "/home/Tunes")
  }

  @Test func homeMusicThenDemo() {
    let corpus = TestCorpus()
    corpus.shell("mkdir -p home/Music && : > home/Music/a.wav")
    #expect(resolve(corpus).source == .homeMusic)
    corpus.shell("rm home/Music/a.wav && mkdir -p demo && : > demo/d.ogg")
    let demo = resolve(corpus)
    #expect(demo.source == .demo)
    #expect(demo.path == corpus.root + "/demo")
    #expect(demo.explanation.contains("no music files"))
  }

  @Test func demoFromEnvironment() {
    let corpus = TestCorpus()
    corpus.shell("mkdir -p elsewhere && : > elsewhere/d.ogg")
    let location = resolve(corpus, extra: ["IPODTUI_DEMO": corpus.root + "/elsewhere"])
    #expect(location.source == .demo)
    #expect(location.path == corpus.root + "/elsewhere")
  }

  @Test func xdgPathsHonourVariablesAndDefaults() {
    let custom = XDGDirectories(environment: ["HOME": "/h", "XDG_CACHE_HOME": "/c", "XDG_STATE_HOME": "relative"])
    #expect(custom.databasePath(forLibrary: "/m")?.hasPrefix("/c/ipodtui/library-") == true)
    #expect(custom.scanLogPath == "/h/.local/state/ipodtui/scan.log")
    #expect(custom.dataDirectory == "/h/.local/share/ipodtui")
  }

  /// Without HOME the account's home from the password database is used; with none at all,
  /// only folders named by absolute variables exist, and nothing lands under `/`.
  @Test func xdgPathsWithoutHome() {
    let account = XDGDirectories(environment: [:], accountHome: { "/home/pat" })
    #expect(account.settingsPath == "/home/pat/.config/ipodtui/settings.conf")
    let none = XDGDirectories(environment: ["HOME": "", "XDG_STATE_HOME": "/s"], accountHome: { nil })
    #expect(none.settingsPath == nil && none.databasePath(forLibrary: "/m") == nil && none.dataDirectory == nil)
    #expect(none.resumePath == "/s/ipodtui/resume")
    #expect(XDGDirectories(environment: ["HOME": "/"], accountHome: { nil }).configHome == nil)
    #expect(XDGDirectories.accountHome() != nil, "this test account has a home in /etc/passwd")
  }

  /// Each library folder has its own cache file, the same on every run.
  @Test func eachLibraryHasItsOwnCache() {
    let xdg = XDGDirectories(environment: ["HOME": "/h"])
    let music = xdg.databasePath(forLibrary: "/h/Music")
    let demo = xdg.databasePath(forLibrary: "/opt/demo")
    #expect(music != demo)
    #expect(music == XDGDirectories(environment: ["HOME": "/h"]).databasePath(forLibrary: "/h/Music"))
  }
}
