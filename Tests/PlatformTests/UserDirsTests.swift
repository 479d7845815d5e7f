import Testing

@testable import Platform

/// user-dirs.dirs read as the shell that sources it would: the last valid line wins.
@Suite struct UserDirsTests {
  @Test func homeRelativeAndAbsoluteFolders() {
    let text = """
      # written by xdg-user-dirs-update
      XDG_MUSIC_DIR="$HOME/Musik"
      XDG_PICTURES_DIR="/srv/photos"
      """
    #expect(UserDirs.folder("XDG_MUSIC_DIR", in: text, home: "/home/pat") == "/home/pat/Musik")
    #expect(UserDirs.folder("XDG_PICTURES_DIR", in: text, home: "/home/pat") == "/srv/photos")
    #expect(UserDirs.folder("XDG_VIDEOS_DIR", in: text, home: "/home/pat") == nil)
  }

  @Test func theLastValidLineWins() {
    let text = "XDG_MUSIC_DIR=\"$HOME/Old\"\nXDG_MUSIC_DIR=\"${HOME}/New\"\nXDG_MUSIC_DIR=\"relative\"\n"
    #expect(UserDirs.folder("XDG_MUSIC_DIR", in: text, home: "/h") == "/h/New")
  }

  @Test(arguments: [
    "XDG_MUSIC_DIR=\"$HOME\"", "XDG_MUSIC_DIR=\"$HOME/\"", "XDG_MUSIC_DIR=\"relative/path\"", "garbage",
  ])
  func homeItselfMeansDisabledAndBadLinesAreIgnored(line: String) {
    #expect(UserDirs.folder("XDG_MUSIC_DIR", in: line, home: "/h") == nil)
  }

  @Test func withoutAHomeOnlyAbsoluteFoldersCount() {
    #expect(UserDirs.folder("XDG_MUSIC_DIR", in: "XDG_MUSIC_DIR=\"$HOME/M\"", home: nil) == nil)
    #expect(UserDirs.folder("XDG_MUSIC_DIR", in: "XDG_MUSIC_DIR=\"/m\"", home: nil) == "/m")
  }
}
