import Testing

@testable import WheelCore

/// Videos > Video Playlists: the `.m3u`/`.m3u8` files of the videos folder, each its videos in
/// the file's order; entries that are not videos found there are left out.
@Suite struct VideoPlaylistTests {
  static let items = [
    VideoItem(path: "/v/Movies/clip.mp4", title: "Test Pattern", kind: .movie, duration: 20),
    VideoItem(path: "/v/mv.mp4", title: "Song", kind: .musicVideo, artist: "Band", duration: 180),
  ]
  static let playlists = [
    VideoPlaylist(name: "Road Trip", paths: ["/v/mv.mp4", "/v/gone.mp4", "/v/Movies/clip.mp4"]),
    VideoPlaylist(name: "empty", paths: ["/elsewhere/x.mp4"]),
  ]

  @Test func aPlaylistsVideosAreTheFoundOnesInItsOrder() {
    let library = VideoLibrary(Self.items, playlists: Self.playlists)
    #expect(library.playlists.map(\.name) == ["empty", "Road Trip"])
    #expect(library.videos(of: .videoPlaylist(1)).map { library.items[$0].title } == ["Song", "Test Pattern"])
    #expect(library.videos(of: .videoPlaylist(0)).isEmpty)
  }

  /// The listing of videos and of playlists may come in either order.
  @Test func theMenuListsThePlaylistsAndPlaysFromOne() {
    var app = state([.video(.playlistsListed(Self.playlists)), .video(.listed(Self.items))])
    app.push(.videos)
    #expect((0..<app.content!.count).map { app.content!.row($0).label }.contains("Video Playlists"))
    app.push(.videoList(.videoPlaylists))
    #expect(app.content?.row(1).label == "Road Trip" && app.content?.row(1).detail == "2")
    _ = app.update(key(.down))
    _ = app.update(key(.enter))
    #expect(app.screen == .videoList(.videoPlaylist(1)))
    #expect(app.screen.home.title(in: app) == "Road Trip")
    _ = app.update(key(.enter, at: 1))
    #expect(app.videos.player.item?.path == "/v/mv.mp4")
  }

  @Test func withoutPlaylistsTheListSaysSo() {
    var app = state([.video(.listed(Self.items))])
    app.push(.videoList(.videoPlaylists))
    #expect(Renderer.render(app).text.contains("No video playlists"))
  }
}
