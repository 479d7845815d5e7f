import MusicLibrary
import Testing

/// M3U as real players write it.
@Suite struct PlaylistParserTests {
  let folder = RawPath("/music/lists")

  func paths(_ text: String) -> [String] {
    PlaylistParser.entries(in: Array(text.utf8), folder: folder).map(\.path.display)
  }

  @Test func commentsAndBlankLinesAreSkipped() {
    #expect(paths("#EXTM3U\n#EXTINF:123,Artist - Title\nsong.mp3\n\n# note\n") == ["/music/lists/song.mp3"])
  }

  @Test func bomAndCRLFAreTolerated() {
    #expect(paths("\u{FEFF}#EXTM3U\r\na.mp3\r\nb.mp3\r\n") == ["/music/lists/a.mp3", "/music/lists/b.mp3"])
  }

  @Test func relativePathsResolveAgainstThePlaylistFolder() {
    #expect(paths("../Artist/Album/01 x.ogg\n./y.ogg") == ["/music/Artist/Album/01 x.ogg", "/music/lists/y.ogg"])
  }

  @Test func absolutePathsAndFileURLs() {
    #expect(paths("/srv/a.flac\nfile:///srv/b%20c.flac") == ["/srv/a.flac", "/srv/b c.flac"])
  }

  @Test func aFileURLWhoseEscapesAreControlCharactersIsSkipped() {
    #expect(paths("file:///srv/a%0Ab.flac\nfile:///srv/c%0d.flac\n/srv/d.flac") == ["/srv/d.flac"])
  }

  @Test func windowsSeparatorsAreConverted() {
    #expect(paths("..\\Artist\\song.mp3") == ["/music/Artist/song.mp3"])
  }
}
